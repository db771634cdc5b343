/**
 * The path harness cannot be fooled: each way a path test could pass over a broken screen (the
 * four found in review, issue 6) fails here, on a small machine and screens made to be broken.
 */
import { assign, setup } from 'xstate';
import { controlCoverageOf, describeUnused, generatePaths, type PathSpec } from '../paths/model';
import { controlsJson, newControlCoverage } from '../paths/controls';
import { assertionProblems, replay, type PathSuite } from '../paths/replay';
import { useFlowActor } from '@/screens/shared/useFlowActor';
import { useScreen } from '@/screens/shared/useScreen';

const machine = setup({
  types: { context: {} as { note: string }, events: {} as { type: 'user.edit'; value: string } | { type: 'user.tap' } },
}).createMachine({
  id: 'probe',
  context: { note: '' },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'user.edit': { actions: assign({ note: ({ event }) => event.value }) },
        'user.tap': 'done',
      },
    },
    done: { initial: 'shown', states: { shown: {} } },
  },
});

const spec: PathSpec<typeof machine> = {
  name: 'probe',
  machine,
  payloads: { 'user.edit': [{ type: 'user.edit', value: 'x' }] },
};

/** The probe screen; `broken` empties one of its handlers. */
function screenWith(broken: 'none' | 'edit' | 'tap' | 'text') {
  return function ProbeScreen() {
    const actor = useFlowActor(machine);
    const view = useScreen(actor, (s) => ({ done: s.matches('done'), note: s.context.note }), 'Probe');
    return view.done ? (
      <p>{broken === 'text' ? 'Something else' : 'Thank you'}</p>
    ) : (
      <>
        <input aria-label="Note" onChange={(e) => (broken === 'edit' ? undefined : actor.send({ type: 'user.edit', value: e.target.value }))} />
        <button type="button" onClick={() => (broken === 'tap' ? undefined : actor.send({ type: 'user.tap' }))}>
          Send
        </button>
      </>
    );
  };
}

function suiteWith(broken: 'none' | 'edit' | 'tap' | 'text'): PathSuite<typeof machine> {
  return {
    screen: screenWith(broken),
    address: '/probe',
    network: {},
    gestures: {
      'user.edit': async ({ user, screen }) => user.type(screen.getByRole('textbox', { name: 'Note' }), 'x'),
      'user.tap': async ({ user, screen }) => user.click(screen.getByRole('button', { name: 'Send' })),
    },
    states: {
      editing: ({ screen }) => expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument(),
      'done.shown': ({ screen }) => expect(screen.getByText('Thank you')).toBeInTheDocument(),
    },
  };
}

/** Replays every generated path of the spec over the suite's screen; what the paths covered. */
async function replayAll(suite: PathSuite<typeof machine>) {
  const observed = { states: new Set<string>(), transitions: new Set<string>(), controls: newControlCoverage() };
  vi.useFakeTimers();
  try {
    for (const path of generatePaths(spec as unknown as PathSpec)) {
      await replay(spec as unknown as PathSpec, suite as never, path.steps, path.expected, observed);
    }
  } finally {
    vi.useRealTimers();
  }
  return observed;
}

describe('the path harness', () => {
  it('passes over the working screen', async () => {
    const observed = await replayAll(suiteWith('none'));
    expect([...observed.states]).toEqual(expect.arrayContaining(['editing', 'done.shown']));
  });

  it('fails when an input handler is emptied, though the state value would still match', async () => {
    await expect(replayAll(suiteWith('edit'))).rejects.toThrow(/never received user\.edit/);
  });

  it('fails when a button handler is emptied', async () => {
    await expect(replayAll(suiteWith('tap'))).rejects.toThrow(/never received user\.tap/);
  });

  it('fails when what the user sees breaks', async () => {
    await expect(replayAll(suiteWith('text'))).rejects.toThrow(/Thank you/);
  });

  it("does not let a parent's assertion stand in for its leaves", () => {
    expect(assertionProblems(machine, ['editing', 'done'])).toEqual(['leaf "done.shown" has no assertion of its own']);
  });

  it('fails an assertion key that names no state, such as the empty key', () => {
    expect(assertionProblems(machine, ['', 'editing', 'done.shown', 'done.gone'])).toEqual([
      '"" names no state',
      '"done.gone" names no state',
    ]);
  });
});

/**
 * A second Send that sends the same event (as loan details' two Repay buttons do), a Help button
 * that sends nothing, and a third Send whose handler is empty; the paths tap the first Send only.
 */
function twoSendsScreen(second: 'sends' | 'empty') {
  return function TwoSends() {
    const actor = useFlowActor(machine);
    const view = useScreen(actor, (s) => ({ done: s.matches('done') }), 'Probe');
    if (view.done) return <p>Thank you</p>;
    return (
      <>
        <input aria-label="Note" onChange={(e) => actor.send({ type: 'user.edit', value: e.target.value })} />
        <button type="button" onClick={() => actor.send({ type: 'user.tap' })}>
          Send
        </button>
        <section aria-label="More">
          <button type="button" onClick={() => (second === 'empty' ? undefined : actor.send({ type: 'user.tap' }))}>
            Send
          </button>
          <button type="button" onClick={() => undefined}>
            Help
          </button>
        </section>
      </>
    );
  };
}

async function controlsOf(second: 'sends' | 'empty') {
  const suite: PathSuite<typeof machine> = {
    ...suiteWith('none'),
    screen: twoSendsScreen(second),
    gestures: {
      'user.edit': async ({ user, screen }) => user.type(screen.getByRole('textbox', { name: 'Note' }), 'x'),
      'user.tap': async ({ user, screen }) => user.click(screen.getAllByRole('button', { name: 'Send' })[0]!),
    },
    states: {
      editing: ({ screen }) => expect(screen.getAllByRole('button', { name: 'Send' })).toHaveLength(2),
      'done.shown': ({ screen }) => expect(screen.getByText('Thank you')).toBeInTheDocument(),
    },
  };
  return controlsJson((await replayAll(suite)).controls);
}

describe('control coverage', () => {
  it('counts a second control that sends the same event, and names it while no path uses it', async () => {
    const controls = await controlsOf('sends');
    expect(Object.keys(controls.sending).sort()).toEqual(["button 'Send'", "button 'Send' in region 'More'", "textbox 'Note'"]);
    expect(Object.keys(controls.used).sort()).toEqual(["button 'Send'", "textbox 'Note'"]);
    expect(describeUnused(controlCoverageOf(controls))).toEqual([`button 'Send' in region 'More' (sends user.tap; seen in "editing")`]);
  });

  it('counts neither a control whose use sends nothing nor one whose handler is empty', async () => {
    const controls = await controlsOf('empty');
    expect(Object.keys(controls.sending).sort()).toEqual(["button 'Send'", "textbox 'Note'"]);
    expect(controlCoverageOf(controls)).toMatchObject({ sending: 2, used: 2, unused: [] });
  });
});

