import { and, createMachine, fromCallback, fromPromise, not, or, setup, stateIn } from 'xstate';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkDiagrams, describeProblem, renderDiagrams, writeDiagrams } from '../../scripts/diagrams.ts';
import { sourceStamp } from '../../scripts/lib/mermaidSvg.ts';
import { toMermaid, toScxml } from '../../scripts/lib/statechart.ts';

const complaintForm = setup({
  guards: { isValid: () => true, isBusy: () => false, hasDraft: () => true },
  delays: { RETRY_DELAY: 3000 },
  actors: { saveComplaint: fromPromise(async () => 'ok') },
  actions: { track: () => {} },
}).createMachine({
  id: 'complaint.form',
  initial: 'editing',
  states: {
    editing: {
      initial: 'clean',
      states: {
        clean: { id: 'formClean', on: { 'user.type': 'dirty' } },
        dirty: { on: { 'user.type': { actions: 'track' } } },
      },
      on: {
        'user.submit': [
          { target: 'saving', guard: and(['isValid', not('isBusy')]) },
          { target: '.dirty', guard: or([stateIn('#formClean'), and([{ type: 'hasDraft' }, 'isValid'])]) },
        ],
        'user.cancel': {},
      },
    },
    saving: {
      invoke: { src: 'saveComplaint', id: 'save', onDone: 'done', onError: 'failed' },
    },
    failed: {
      after: { RETRY_DELAY: 'saving', 10000: { target: 'editing', guard: not(stateIn({ editing: 'dirty' })) } },
      on: { 'user.retry': { target: 'failed', reenter: true } },
    },
    done: { type: 'final' },
  },
});

function buildSession(offlineRetryMs: number) {
  return setup({
    actors: { watchNetwork: fromCallback(() => () => {}), upload: fromPromise(async () => 'id-1') },
    guards: { isOnline: () => true },
    actions: { forget: () => {} },
  }).createMachine({
    id: 'session',
    type: 'parallel',
    invoke: { src: 'watchNetwork' },
    on: { 'user.logout': { actions: 'forget' } },
    states: {
      network: {
        initial: 'checking',
        states: {
          checking: { always: [{ guard: 'isOnline', target: 'online' }, { target: 'offline' }] },
          online: {},
          offline: { after: { [offlineRetryMs]: 'checking' } },
        },
      },
      upload: {
        initial: 'idle',
        states: {
          idle: { on: { 'user.pick': { target: 'sending', guard: ({ event }) => event.type !== '' } } },
          sending: { invoke: [{ src: 'upload', id: 'uploader', onDone: 'sent' }, { src: 'watchNetwork' }] },
          sent: { type: 'final' },
        },
      },
    },
  });
}

const session = buildSession(500);

const awkward = createMachine({
  id: 'awk',
  initial: 'default',
  states: {
    default: { on: { 'a:b;c': 'a-b' } },
    'a-b': { initial: 'x', states: { x: { on: { GO: 'y' } }, y: {}, hist: { type: 'history', history: 'deep' } } },
    a_b: { on: { BACK: 'a-b.hist', NAMED: { target: 'note', guard: function hasFile() { return true; } } } },
    note: { invoke: { src: fromPromise(async () => 1) } },
    '1st': { invoke: { src: fromPromise(async () => 2), id: 'poller' } },
  },
});

const lines = (text: string) => text.trimEnd().split('\n');

describe('toMermaid', () => {
  it('keeps compound states as composites, labels guards, delays and invokes, marks final states', () => {
    expect(lines(toMermaid(complaintForm, 'complaintForm'))).toEqual([
      'stateDiagram-v2',
      '  %% complaintForm: generated from the machine by npm run diagrams, do not edit',
      '  [*] --> editing',
      '  state "editing" as editing {',
      '    [*] --> editing_clean',
      '    state "clean" as editing_clean',
      '    state "dirty" as editing_dirty',
      '  }',
      '  state "saving (invoke saveComplaint as save)" as saving',
      '  state "failed" as failed',
      '  state "done" as done',
      '  done --> [*]',
      '  editing --> saving : user.submit [isValid && !isBusy]',
      '  editing --> editing_dirty : user.submit [in(editing.clean) || (hasDraft && isValid)]',
      '  editing_clean --> editing_dirty : user.type',
      '  editing_dirty --> editing_dirty : user.type',
      '  saving --> done : xstate.done.actor.save',
      '  saving --> failed : xstate.error.actor.save',
      '  failed --> failed : user.retry',
      '  failed --> editing : after 10000ms [!in(editing.dirty)]',
      '  failed --> saving : after RETRY_DELAY',
    ]);
  });

  it('separates parallel regions with --, boxes a root that invokes, and draws always edges', () => {
    expect(lines(toMermaid(session))).toEqual([
      'stateDiagram-v2',
      '  %% session: generated from the machine by npm run diagrams, do not edit',
      '  [*] --> session',
      '  state "session (invoke watchNetwork)" as session {',
      '    state "network" as network {',
      '      [*] --> network_checking',
      '      state "checking" as network_checking',
      '      state "online" as network_online',
      '      state "offline" as network_offline',
      '    }',
      '    --',
      '    state "upload" as upload {',
      '      [*] --> upload_idle',
      '      state "idle" as upload_idle',
      '      state "sending (invoke upload as uploader, watchNetwork)" as upload_sending',
      '      state "sent" as upload_sent',
      '      upload_sent --> [*]',
      '    }',
      '  }',
      '  session --> session : user.logout',
      '  network_checking --> network_online : always [isOnline]',
      '  network_checking --> network_offline : always',
      '  network_offline --> network_checking : after 500ms',
      '  upload_idle --> upload_sending : user.pick [inline]',
      '  upload_sending --> upload_sent : xstate.done.actor.uploader',
    ]);
  });

  it('makes ids Mermaid-safe and unique, and keeps labels free of : and ;', () => {
    expect(lines(toMermaid(awkward)).slice(2)).toEqual([
      '  [*] --> s_default',
      '  state "default" as s_default',
      '  state "a-b" as a_b {',
      '    [*] --> a_b_x',
      '    state "x" as a_b_x',
      '    state "y" as a_b_y',
      '    state "hist (deep history)" as a_b_hist',
      '  }',
      '  state "a_b" as a_b_',
      '  state "note (invoke inline)" as s_note',
      '  state "1st (invoke poller)" as s_1st',
      '  s_default --> a_b : a_b_c',
      '  a_b_x --> a_b_y : GO',
      '  a_b_ --> a_b_hist : BACK',
      '  a_b_ --> s_note : NAMED [hasFile]',
    ]);
  });

  it('is deterministic: the same machine always prints the same text', () => {
    expect(toMermaid(buildSession(500))).toBe(toMermaid(session));
    expect(toMermaid(buildSession(700))).not.toBe(toMermaid(session));
  });
});

describe('diagrams in the product\'s words', () => {
  const paying = setup({
    types: {} as { events: { type: 'user.pay' } },
    guards: { hasCard: () => true },
    actors: { commit: fromPromise(async () => 'ok') },
    actions: { toast: () => {}, navigate: () => {} },
  }).createMachine({
    id: 'paying',
    meta: {
      words: {
        purpose: 'Pays a loan',
        events: { 'user.pay': 'Borrower taps Pay' },
        guards: { hasCard: 'A card is chosen' },
        delays: {},
        actors: { commit: { does: 'Posts the payment', done: 'Payment posted', error: 'Payment unclear' } },
        actions: { toast: 'Shows a message', navigate: 'Opens a page' },
      },
    },
    initial: 'ready',
    states: {
      ready: {
        description: 'Cards and the Pay button',
        on: {
          'user.pay': [
            { guard: 'hasCard', target: 'committing' },
            { actions: { type: 'toast', params: { key: 'pay.pickCard' } } },
          ],
        },
      },
      committing: {
        description: 'Paying: the button spins',
        invoke: {
          src: 'commit',
          onDone: { target: 'ready', actions: { type: 'navigate', params: () => ({ route: 'loanDetails' }) } },
        },
      },
    },
  });
  const vocabulary = { messages: { 'en-IN': { 'pay.pickCard': 'Choose a card: then pay' } }, pages: { loanDetails: 'loan details' } };

  it('labels edges with the event, the condition and what the user sees: the message text and the page opened', () => {
    const text = toMermaid(paying, 'paying', vocabulary);
    expect(text).toContain('ready : Cards and the Pay button');
    expect(text).toContain('ready --> committing : Borrower taps Pay<br/>[A card is chosen]');
    expect(text).toContain('ready --> ready : Borrower taps Pay<br/>→ message “Choose a card – then pay”');
    expect(text).toContain('committing --> ready : Payment posted<br/>→ opens loan details');
    expect(text).not.toMatch(/xstate\.|hasCard|user\.pay/);
  });
});

describe('SCXML export', () => {
  const doc = (machine: Parameters<typeof toScxml>[0], name?: string) =>
    new DOMParser().parseFromString(toScxml(machine, name), 'application/xml');

  it('is well-formed W3C SCXML with the states, initial states, finals and history of the machine', () => {
    const scxml = doc(complaintForm, 'complaintForm');
    expect(scxml.getElementsByTagName('parsererror')).toHaveLength(0);
    const root = scxml.documentElement;
    expect([root.localName, root.namespaceURI, root.getAttribute('name'), root.getAttribute('initial')]).toEqual([
      'scxml',
      'http://www.w3.org/2005/07/scxml',
      'complaintForm',
      'editing',
    ]);
    const ids = [...scxml.querySelectorAll('state, final, history, parallel')].map((node) => `${node.localName}#${node.getAttribute('id')}`);
    expect(ids).toEqual(['state#editing', 'state#editing.clean', 'state#editing.dirty', 'state#saving', 'state#failed', 'final#done']);
    expect(scxml.getElementById('editing')?.getAttribute('initial')).toBe('editing.clean');
  });

  it('gives guards as cond, delays as a send on entry, invokes by src and actions by name', () => {
    const scxml = doc(complaintForm, 'complaintForm');
    const transitions = [...scxml.getElementsByTagName('transition')].map((t) =>
      [t.getAttribute('event'), t.getAttribute('cond'), t.getAttribute('target')].join(' | '),
    );
    expect(transitions).toContain('user.submit | isValid && !isBusy | saving');
    expect(transitions).toContain('user.submit | in(editing.clean) || (hasDraft && isValid) | editing.dirty');
    expect(transitions).toContain('xstate.done.actor.save |  | done');
    const sends = [...scxml.getElementById('failed')!.getElementsByTagName('send')].map(
      (send) => `${send.getAttribute('event')} ${send.getAttribute('delay') ?? send.getAttribute('delayexpr')}`,
    );
    expect(sends.sort()).toEqual(['xstate.after.10000.complaint.form.failed 10000ms', 'xstate.after.RETRY_DELAY.complaint.form.failed delays.RETRY_DELAY']);
    expect(scxml.getElementById('saving')!.getElementsByTagName('invoke')[0]!.getAttribute('src')).toBe('saveComplaint');
    expect([...scxml.getElementsByTagNameNS('urn:loan-h5:xstate', 'action')].map((a) => a.getAttribute('name'))).toEqual(['track']);
  });

  it('puts a parallel root inside <scxml> so its regions run together', () => {
    const scxml = doc(session, 'session');
    expect(scxml.documentElement.firstElementChild?.localName).toBe('parallel');
    expect(scxml.documentElement.firstElementChild?.getElementsByTagName('invoke')[0]?.getAttribute('src')).toBe('watchNetwork');
  });
});

describe('diagram files', () => {
  const registry = { session, complaintForm };
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'diagrams-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const noSvg = { svg: false };

  it('writes a .mmd and a .scxml per machine and a README.md with a mermaid fence for each', async () => {
    expect(await writeDiagrams(dir, registry, noSvg)).toEqual([
      'complaintForm.mmd',
      'complaintForm.scxml',
      'session.mmd',
      'session.scxml',
      'README.md',
    ]);
    expect(readdirSync(dir).sort()).toEqual(['README.md', 'complaintForm.mmd', 'complaintForm.scxml', 'session.mmd', 'session.scxml']);
    expect(readFileSync(join(dir, 'session.mmd'), 'utf8')).toBe(toMermaid(session, 'session'));
    expect(readFileSync(join(dir, 'session.scxml'), 'utf8')).toBe(toScxml(session, 'session'));
    const index = readFileSync(join(dir, 'README.md'), 'utf8');
    expect(index).toContain(['## session', '', '', '', '![session](session.svg)', '', 'Sources: [session.mmd](session.mmd) (Mermaid), [session.scxml](session.scxml) (SCXML).'].join('\n'));
    expect(index).toContain(['**States**', '', '- `network`: (no description yet)'].join('\n'));
    expect(index).toContain('- `user.logout`: (no words yet)');
    expect(index.indexOf('## complaintForm')).toBeLessThan(index.indexOf('## session'));
    expect(checkDiagrams(dir, registry, noSvg)).toEqual([]);
  });

  it('holds each SVG to the .mmd it was drawn from, by the hash it carries', async () => {
    await writeDiagrams(dir, registry, noSvg);
    expect(checkDiagrams(dir, registry)).toEqual([
      { kind: 'missing', file: 'complaintForm.svg' },
      { kind: 'missing', file: 'session.svg' },
    ]);
    writeFileSync(join(dir, 'complaintForm.svg'), `${sourceStamp(toMermaid(complaintForm, 'complaintForm'))}\n<svg/>\n`);
    writeFileSync(join(dir, 'session.svg'), `${sourceStamp(toMermaid(buildSession(800), 'session'))}\n<svg/>\n`);
    expect(checkDiagrams(dir, registry)).toEqual([{ kind: 'stale', file: 'session.svg' }]);
  });

  it('reports a diagram that no longer matches its machine', async () => {
    await writeDiagrams(dir, registry, noSvg);
    const changed = { ...registry, session: buildSession(800) };
    expect(checkDiagrams(dir, changed, noSvg)).toEqual([
      { kind: 'stale', file: 'session.mmd' },
      { kind: 'stale', file: 'session.scxml' },
    ]);
  });

  it('reports an edited, a missing and an extra file by name, and writing again repairs them', async () => {
    await writeDiagrams(dir, registry, noSvg);
    const path = join(dir, 'complaintForm.mmd');
    writeFileSync(path, readFileSync(path, 'utf8').replace('after RETRY_DELAY', 'after 3000ms'));
    rmSync(join(dir, 'session.mmd'));
    writeFileSync(join(dir, 'retired.mmd'), 'stateDiagram-v2\n');
    writeFileSync(join(dir, 'notes.txt'), 'not a diagram');

    const problems = checkDiagrams(dir, registry, noSvg);
    expect(problems).toEqual([
      { kind: 'stale', file: 'complaintForm.mmd' },
      { kind: 'missing', file: 'session.mmd' },
      { kind: 'extra', file: 'retired.mmd' },
    ]);
    expect(problems.map((p) => describeProblem(p, dir))).toEqual([
      expect.stringMatching(/^stale: +\S*complaintForm\.mmd \(differs from machine "complaintForm"\)$/),
      expect.stringMatching(/^missing: \S*session\.mmd \(not generated yet\)$/),
      expect.stringMatching(/^extra: +\S*retired\.mmd \(no machine "retired" in machines\/index\.ts\)$/),
    ]);

    await writeDiagrams(dir, registry, noSvg);
    expect(checkDiagrams(dir, registry, noSvg)).toEqual([]);
    expect(readdirSync(dir).sort()).toEqual(['README.md', 'complaintForm.mmd', 'complaintForm.scxml', 'notes.txt', 'session.mmd', 'session.scxml']);
  });

  it('reports every file of an empty directory as missing', () => {
    expect(checkDiagrams(join(dir, 'absent'), { session })).toEqual([
      { kind: 'missing', file: 'session.mmd' },
      { kind: 'missing', file: 'session.scxml' },
      { kind: 'missing', file: 'README.md' },
      { kind: 'missing', file: 'session.svg' },
    ]);
  });

  it('refuses machine names that cannot be file names', () => {
    expect(() => renderDiagrams({ '../escape': session })).toThrow(/usable as file names: \.\.\/escape/);
  });
});
