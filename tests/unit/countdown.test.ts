import { createActor } from 'xstate';
import { countdownMachine, COUNTDOWN_SECONDS } from '@machines/countdown/countdown.machine';

function start() {
  const refused = vi.fn();
  const actor = createActor(countdownMachine.provide({ actions: { toast: (_, params) => refused(params.key) } }));
  actor.start();
  return { actor, refused };
}

describe('countdown machine (§4 SMS countdown)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts at 60 and ticks down once a second', () => {
    const { actor } = start();
    actor.send({ type: 'user.tapSend' });
    expect(actor.getSnapshot().value).toBe('counting');
    expect(actor.getSnapshot().context.seconds).toBe(COUNTDOWN_SECONDS);
    vi.advanceTimersByTime(999);
    expect(actor.getSnapshot().context.seconds).toBe(60);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.seconds).toBe(59);
    vi.advanceTimersByTime(58_000);
    expect(actor.getSnapshot().context.seconds).toBe(1);
    expect(actor.getSnapshot().value).toBe('counting');
  });

  it('at 1 goes back to 60 and allows sending again', () => {
    const { actor } = start();
    actor.send({ type: 'user.tapSend' });
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.seconds).toBe(60);
    expect(actor.getSnapshot().hasTag('canSend')).toBe(true);
    actor.send({ type: 'user.tapSend' });
    expect(actor.getSnapshot().value).toBe('counting');
  });

  it('refuses sending again while counting, without restarting the count', () => {
    const { actor, refused } = start();
    actor.send({ type: 'user.tapSend' });
    vi.advanceTimersByTime(5_000);
    actor.send({ type: 'user.tapSend' });
    expect(refused).toHaveBeenCalledTimes(1);
    expect(refused).toHaveBeenCalledWith('sms.repeat');
    expect(actor.getSnapshot().context.seconds).toBe(55);
    vi.advanceTimersByTime(1_000);
    expect(actor.getSnapshot().context.seconds).toBe(54);
  });
});
