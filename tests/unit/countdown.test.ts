import { createActor } from 'xstate';
import { countdownMachine } from '@machines/countdown/countdown.machine';
import { t } from '@/i18n';
import { sendCodeLabel } from '@/screens/smsCode/SmsCodeButtonView';
import { selectCountdown } from '@/screens/smsCode/select';
import { useFakeClock } from '../support/clock';

/** §4 SMS countdown and §9, copied from the spec rather than imported from the machine. */
const SPEC_SECONDS = 60;
const TICK_MS = 1000;

function start() {
  const refused = vi.fn();
  const actor = createActor(countdownMachine.provide({ actions: { toast: (_, params) => refused(params.key) } }));
  actor.start();
  return { actor, refused };
}

describe('countdown machine (§4 SMS countdown)', () => {
  useFakeClock();

  it('waits at 60, ready to send, until the first tap', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.seconds).toBe(SPEC_SECONDS);
    vi.advanceTimersByTime(10 * TICK_MS);
    expect(actor.getSnapshot().context.seconds).toBe(SPEC_SECONDS);
  });

  it('starts at 60 and ticks down once a second', () => {
    const { actor } = start();
    actor.send({ type: 'user.tapSend' });
    expect(actor.getSnapshot().value).toBe('counting');
    expect(actor.getSnapshot().context.seconds).toBe(60);
    vi.advanceTimersByTime(TICK_MS - 1);
    expect(actor.getSnapshot().context.seconds).toBe(60);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.seconds).toBe(59);
    vi.advanceTimersByTime(58 * TICK_MS);
    expect(actor.getSnapshot().context.seconds).toBe(1);
    expect(actor.getSnapshot().value).toBe('counting');
  });

  it('at 1 goes back to 60 and allows sending again', () => {
    const { actor } = start();
    actor.send({ type: 'user.tapSend' });
    vi.advanceTimersByTime(60 * TICK_MS - 1);
    expect(actor.getSnapshot().value).toBe('counting');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.seconds).toBe(60);
    expect(actor.getSnapshot().hasTag('canSend')).toBe(true);
    actor.send({ type: 'user.tapSend' });
    expect(actor.getSnapshot().value).toBe('counting');
    expect(actor.getSnapshot().context.seconds).toBe(60);
  });

  it('refuses sending again while counting, without restarting the count', () => {
    const { actor, refused } = start();
    actor.send({ type: 'user.tapSend' });
    vi.advanceTimersByTime(5 * TICK_MS);
    actor.send({ type: 'user.tapSend' });
    expect(refused).toHaveBeenCalledTimes(1);
    expect(refused).toHaveBeenCalledWith('sms.repeat');
    expect(actor.getSnapshot().context.seconds).toBe(55);
    vi.advanceTimersByTime(TICK_MS);
    expect(actor.getSnapshot().context.seconds).toBe(54);
  });

  it('never refuses the first tap', () => {
    const { actor, refused } = start();
    actor.send({ type: 'user.tapSend' });
    expect(refused).not.toHaveBeenCalled();
  });
});

describe("the send-code button's countdown (src/screens/smsCode)", () => {
  it("offers the code where no countdown runs yet (card repay and the registration before their SMS step), and counts once it does", () => {
    expect(sendCodeLabel(selectCountdown(undefined))).toBe(t('sms.getCode'));
    const { actor } = start();
    expect(sendCodeLabel(selectCountdown(actor.getSnapshot()))).toBe(t('sms.getCode'));
    actor.send({ type: 'user.tapSend' });
    expect(sendCodeLabel(selectCountdown(actor.getSnapshot()))).toBe(t('sms.seconds', { n: SPEC_SECONDS }));
    actor.stop();
  });
});
