/**
 * Issue 23 §2, "never twice", on the real screens (the machine-level sequences are in
 * tests/unit/neverTwice.property.test.ts; card repayment's three calls in
 * cardRepay.property.test.tsx). Fewer sequences than at the machine level, since each opens the
 * screen in jsdom: random rapid taps on whatever the page offers (every enabled button, box and
 * radio, found by role), typing in its fields, the clock moving on, Back (the page unmounted while
 * its calls are on their way, their answers landing after it), reload (unmounted and opened again
 * at the address it wrote, with what it stored) and fresh opens, while the server answers each call
 * after a delay drawn for it: success, refusal, a lost connection, or (money calls) HTTP 500.
 *
 * The rules are the machine level's, over what the server received: never two of the same call in
 * flight for one page (a money call's page includes its reloads); a call the server accepted (a
 * money call's unclear answer too) is not sent again with the same body unless the user tapped a
 * control that starts a new one (DECISIONS) after the answer came; get-sms waits 60 s (§4, §9)
 * after a code the server sent, reloads included. Fixed seed; FC_SEED=<n> or FC_SEED=random.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { HASH_ROUTES } from '@/routes';
import { resetDb } from '@mocks/db';
import { server } from '@mocks/node';
import { feedback } from '@/services/feedback';
import { addressOf, elapse, openScreen, placeHash, settle, toast, where } from '../support';
import { SMS_COUNTDOWN_MS, type SentCall, type Verdict } from '../support/neverTwice';

const SEED = process.env.FC_SEED === 'random' ? Date.now() : Number(process.env.FC_SEED ?? 20261123);

type Kind = 'ok' | 'okOther' | 'refused' | 'lost' | 'unclear';
interface Answer {
  kind: Kind;
  delay: number;
}

interface Call {
  name: string;
  /** The end of the §7 path. */
  suffix: string;
  /** The server's answer of each kind; undefined lets the demo backend answer (its own success). */
  reply: (kind: Kind) => Response | undefined;
  kinds: readonly Kind[];
}

interface Case {
  flow: Parameters<typeof openScreen>[0];
  address: string;
  runs: number;
  calls: Call[];
  money?: string[];
  /** Names of the controls that start a new one of the call on purpose. */
  decisions: Record<string, RegExp | null>;
  /** What may be typed in the page's fields, by field (a fill types each in its own). */
  texts: string[];
  /** The controls that move the call along (pressed more often than chance would; a list: in a row). */
  press: (RegExp | RegExp[])[];
  /** Steps every sequence starts with (the rating prompt comes 3 s after the page loads, §9). */
  prelude?: Step[];
  /** Calls the page's opening asks for (docs/spec-notes.md): a reload asks again, on the user's reload. */
  reloadAsks?: string[];
  /** The page is still this screen (not handed over to another). */
  here?: () => boolean;
  final?: (sent: Sent[]) => string[];
}

type Sent = SentCall;

const envelope = (code: string, data: unknown = null, message = '') => HttpResponse.json({ code, message, data });
const refused = () => envelope('01', null, 'Not now, please try later');
const lost = () => HttpResponse.error();
const unclear = () => new HttpResponse('Internal Server Error', { status: 500 });
/** The demo backend's own answer (its success, from its store). */
const demo = () => undefined;
const common = (kind: Kind, ok: () => Response | undefined, okOther: () => Response | undefined = ok) =>
  ({ ok, okOther, refused, lost, unclear })[kind]();

const CASES: Case[] = [
  {
    flow: 'recommended',
    address: addressOf('recommended', { market: 'ID', query: 'scene=banner_jingzhun' }),
    runs: 12,
    calls: [
      {
        name: 'apply',
        suffix: '/v3/product/apply',
        kinds: ['ok', 'okOther', 'refused', 'lost'],
        reply: (kind) => common(kind, () => envelope('00', { url: '/loanConfirm?productId=201' }), () => envelope('00', { url: '' })),
      },
    ],
    decisions: { apply: /^Ajukan|Apply/ },
    texts: [],
    press: [/^Ajukan/],
  },
  {
    flow: 'loanConfirm',
    // The agreement pop-up already agreed to (the address keeps it): its Cancel closes the web view,
    // which would end most sequences before the confirmation (the pop-up is the unit tests').
    address: addressOf('loanConfirm', { market: 'IN', query: 'productId=101&popAgreed=1' }),
    runs: 24,
    money: ['loan-detail-push'],
    calls: [
      {
        name: 'loan-detail-push',
        suffix: '/v3/loan-confirm/loan-detail-push',
        kinds: ['ok', 'okOther', 'refused', 'unclear', 'lost'],
        reply: (kind) =>
          common(
            kind,
            () => envelope('00', { lendDetailsUrl: '/loanDetails?productId=101&orderId=1011' }),
            () => envelope('00', { lendDetailsUrl: '' }),
          ),
      },
      {
        name: 'contract-jump',
        suffix: '/v3/contract/contract-jump',
        kinds: ['ok', 'refused', 'lost'],
        reply: (kind) => common(kind, () => envelope('00', { contract_url: '/loanAgreement?productId=101&contractId=1' })),
      },
    ],
    decisions: { 'loan-detail-push': /^Back to the offer$/, 'contract-jump': null },
    texts: [],
    press: [/I have read and agree/, /^Confirm loan$/, /^Confirm loan$/, /^Back to the offer$/],
  },
  {
    flow: 'vaRepay',
    address: addressOf('vaRepay', { market: 'ID', query: 'orderId=2003&productId=202&amount=160800000' }),
    runs: 12,
    money: ['generate-vcode'],
    calls: [
      {
        name: 'generate-vcode',
        suffix: '/v3/loan-details/generate-vcode',
        kinds: ['ok', 'refused', 'unclear', 'lost'],
        reply: (kind) => common(kind, demo),
      },
    ],
    // docs/spec-notes.md: Try again and 'Check again' ask for the same number again on a tap.
    decisions: { 'generate-vcode': /^(Coba lagi|Periksa lagi)$/ },
    // The page asks for the number when it opens, a reload too (docs/spec-notes.md: one choice, one number).
    reloadAsks: ['generate-vcode'],
    texts: [],
    press: [/^(Coba lagi|Periksa lagi)$/, /TELAH MEMBAYAR/i],
  },
  {
    flow: 'complaintForm',
    address: addressOf('complaintForm', { market: 'IN', query: 'problemType=1&problemSonType=2&orderNo=IN2406000003' }),
    runs: 12,
    calls: [{ name: 'problem-save', suffix: '/user-problem/problem-save', kinds: ['ok', 'refused', 'lost'], reply: (kind) => common(kind, demo) }],
    decisions: { 'problem-save': null },
    texts: ['My loan was charged twice.'],
    press: [/^Send$/],
  },
  {
    flow: 'complaintDetails',
    address: addressOf('complaintDetails', { market: 'IN', query: 'problemId=502' }),
    runs: 14,
    calls: [{ name: 'save-score', suffix: '/user-problem/save-score', kinds: ['ok', 'ok', 'refused', 'lost'], reply: (kind) => common(kind, demo) }],
    prelude: [{ kind: 'wait', ms: 3500 }],
    decisions: { 'save-score': null },
    texts: [],
    press: [/^[1-5] stars?$/, /^Send$/, [/^4 stars?$/, /^Send$/]],
  },
  {
    flow: 'loanDetails',
    address: addressOf('loanDetails', { market: 'IN', query: 'orderId=1006&productId=101' }),
    runs: 16,
    calls: [{ name: 'google-score', suffix: '/v3/loan-details/google-score', kinds: ['ok', 'ok', 'refused', 'lost'], reply: (kind) => common(kind, demo) }],
    prelude: [{ kind: 'wait', ms: 3500 }],
    decisions: { 'google-score': null },
    texts: [],
    press: [/^Submit$/, /^Rate our app$/, [/^5 stars?$/, /^Submit$/], [/^2 stars?$/, /^Submit$/]],
  },
  {
    flow: 'chatbot',
    address: addressOf('chatbot', { market: 'ID', query: 'selectedIndex=1&orderNo=ID2406000001' }),
    runs: 10,
    calls: [{ name: 'qa-record', suffix: '/user-problem/qa-record', kinds: ['ok', 'refused', 'lost'], reply: (kind) => common(kind, demo) }],
    // Each verdict, typed question and star is a record of its own.
    decisions: { 'qa-record': /^(Terselesaikan|Belum Terselesaikan|Kirim|\d bintang|.*bintang.*)$/i },
    texts: ['Kapan dana cair?', 'halo'],
    press: [/^(Terselesaikan|Belum Terselesaikan)$/, /^Kirim$/, /bintang/i, /\?$/],
  },
  {
    flow: 'registration',
    address: addressOf('registration', { market: 'IN', query: 'app_from=adnet&user_from=u77&utm_tag=spring&id=1001&links_id=55' }),
    runs: 20,
    calls: [
      {
        name: 'get-sms',
        suffix: '/promotion/get-sms',
        kinds: ['ok', 'ok', 'refused', 'lost'],
        reply: (kind) => (kind === 'refused' ? envelope('101', null, 'Wrong picture code') : common(kind, () => envelope('0'))),
      },
      {
        name: 'register',
        suffix: '/promotion/register',
        kinds: ['ok', 'refused', 'lost'],
        reply: (kind) => (kind === 'refused' ? envelope('-1', null, 'Wrong picture code') : common(kind, () => envelope('0'))),
      },
    ],
    decisions: { 'get-sms': /^Get code$/, register: null },
    texts: ['98450 31742', '7K3P', '123456'],
    press: [/^(Get code|\d+s)$/, /^Apply now$/],
    here: () => placeHash().startsWith(`#${HASH_ROUTES.registration}`),
    final: (sent) => {
      const problems: string[] = [];
      const codes = sent.filter((s) => s.call === 'get-sms');
      codes.forEach((code, i) => {
        if (code.verdict !== 'accepted') return;
        for (const later of codes.slice(i + 1)) {
          if (later.opening === code.opening && later.at - code.at < SMS_COUNTDOWN_MS) {
            problems.push(`a new SMS code asked ${later.at - code.at} ms after one the server sent (steps ${code.step}, ${later.step})`);
          }
        }
      });
      return problems;
    },
  },
];

type Step =
  | { kind: 'tap'; pick: number }
  | { kind: 'type'; pick: number; text: number }
  | { kind: 'fill' }
  | { kind: 'press'; pick: number }
  | { kind: 'wait'; ms: number }
  | { kind: 'back' }
  | { kind: 'reload' }
  | { kind: 'reopen' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 8, arbitrary: fc.nat(40).map((pick) => ({ kind: 'tap' as const, pick })) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('type' as const), pick: fc.nat(5), text: fc.nat(5) }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'fill' as const }) },
  { weight: 10, arbitrary: fc.nat(5).map((pick) => ({ kind: 'press' as const, pick })) },
  { weight: 4, arbitrary: fc.constantFrom(0, 0, 200, 1000, 3500, 3500, 61_000).map((ms) => ({ kind: 'wait' as const, ms })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'back' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'reload' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'reopen' as const }) },
);

/** What the sequences reached, per screen (printed at the end; docs/hardening-never-twice.md). */
const figures: Record<string, { runs: number; sent: Record<string, number>; accepted: Record<string, number>; reloads: number; backs: number }> = {};

const elsewhere = () => screen.queryByTestId('elsewhere') !== null;
const flushAll = () => act(() => vi.advanceTimersByTimeAsync(0));

async function play(c: Case, steps: Step[], answers: Record<string, Answer[]>) {
  const money = new Set(c.money ?? []);
  const here = c.here ?? (() => !elsewhere());
  const fig = figures[c.flow]!;
  const sent: Sent[] = [];
  const open = new Set<Sent>();
  const problems: string[] = [];
  const decisions: { call: string; step: number }[] = [];
  const state = { step: 0, now: 0, opening: 0, visit: 0 };
  // A money call's page includes its reloads (it keeps what it sent); a call the page's opening
  // asks for is asked anew by a reload, as any other call whose page a reload ends.
  const asksOnOpen = new Set(c.reloadAsks ?? []);
  const same = (call: string, a: Sent, b: Sent) => a.opening === b.opening && ((money.has(call) && !asksOnOpen.has(call)) || a.visit === b.visit);

  server.use(
    ...c.calls.map((call) => {
      let turn = 0;
      return http.all(`*${call.suffix}`, async ({ request }) => {
        const answer = answers[call.name]![turn++ % answers[call.name]!.length]!;
        const body = request.method === 'GET' ? new URL(request.url).search : await request.clone().text();
        const entry: Sent = { call: call.name, body, step: state.step, at: state.now, opening: state.opening, visit: state.visit };
        if ([...open].some((other) => other.call === call.name && same(call.name, other, entry))) {
          problems.push(`two ${call.name} in flight at ${state.now} ms (step ${state.step})`);
        }
        for (const earlier of sent) {
          const taken = earlier.verdict === 'accepted' || (earlier.verdict === 'unclear' && money.has(call.name));
          if (earlier.call !== call.name || earlier.body !== body || !same(call.name, earlier, entry) || !taken) continue;
          if (!decisions.some((d) => d.call === call.name && d.step > earlier.answeredStep! && d.step <= state.step)) {
            problems.push(`${call.name} sent again (step ${state.step}) after the server ${earlier.verdict} it (step ${earlier.step}) with no new start by the user`);
          }
        }
        sent.push(entry);
        open.add(entry);
        await new Promise((resolve) => setTimeout(resolve, answer.delay));
        open.delete(entry);
        entry.verdict = { ok: 'accepted', okOther: 'accepted', refused: 'refused', lost: money.has(call.name) ? 'unclear' : 'notReached', unclear: 'unclear' }[
          answer.kind
        ] as Verdict;
        entry.answeredStep = state.step;
        return call.reply(answer.kind);
      });
    }),
  );

  let page: Awaited<ReturnType<typeof openScreen>> | null = await openScreen(c.flow, { address: c.address });
  await flushAll();
  /** What the page offers to tap now (enabled), all of it or the controls named so. */
  const controls = (name?: RegExp) =>
    (['button', 'checkbox', 'radio'] as const).flatMap((role) => screen.queryAllByRole(role, name ? { name } : {})).filter(
      (el) => !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true',
    );
  try {
    for (const step of steps) {
      state.step += 1;
      if (step.kind === 'tap' || step.kind === 'press') {
        const names = step.kind === 'press' ? [c.press[step.pick % c.press.length]!].flat() : [undefined];
        for (const name of names) {
          const all = page ? controls(name) : [];
          const target = step.kind === 'tap' ? all[step.pick % Math.max(1, all.length)] : all[0];
          if (!target) break;
          for (const [call, pattern] of Object.entries(c.decisions)) {
            if (pattern && controls(pattern).includes(target)) decisions.push({ call, step: state.step });
          }
          fireEvent.click(target);
        }
      } else if (step.kind === 'fill') {
        if (page) screen.queryAllByRole('textbox').forEach((field, i) => c.texts[i] !== undefined && fireEvent.change(field, { target: { value: c.texts[i] } }));
      } else if (step.kind === 'type') {
        const fields = page ? screen.queryAllByRole('textbox') : [];
        const field = fields[step.pick % Math.max(1, fields.length)];
        if (field && c.texts.length > 0) fireEvent.change(field, { target: { value: c.texts[step.text % c.texts.length] } });
      } else if (step.kind === 'wait') {
        state.now += step.ms;
        await act(() => vi.advanceTimersByTimeAsync(step.ms));
        continue;
      } else if (step.kind === 'back') {
        // Back: the page is gone; what it had in flight reaches the server all the same.
        page?.unmount();
        page = null;
        fig.backs += 1;
      } else if (step.kind === 'reload') {
        if (!page || !here()) continue;
        const address = `${where()}${placeHash()}`;
        page.unmount();
        state.visit += 1;
        for (const call of c.reloadAsks ?? []) decisions.push({ call, step: state.step });
        page = await openScreen(c.flow, { address });
        fig.reloads += 1;
      } else {
        if (page && here()) continue;
        // The user opens the page again from the app: a start of their own.
        page?.unmount();
        state.opening += 1;
        state.visit += 1;
        page = await openScreen(c.flow, { address: c.address });
      }
      await flushAll();
    }
    // Whatever is in flight lands.
    state.step += 1;
    state.now += 5000;
    await act(() => vi.advanceTimersByTimeAsync(5000));
  } finally {
    page?.unmount();
    server.resetHandlers();
  }
  for (const s of sent) {
    fig.sent[s.call] = (fig.sent[s.call] ?? 0) + 1;
    if (s.verdict === 'accepted') fig.accepted[s.call] = (fig.accepted[s.call] ?? 0) + 1;
  }
  return { problems: [...problems, ...(c.final?.(sent) ?? [])], sent };
}

describe('never twice (real screens)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  afterAll(() => {
    console.info(`never twice, screens (seed ${SEED}): ${JSON.stringify(figures)}`);
  });

  for (const c of CASES) {
    it(`${c.calls.map((call) => call.name).join(', ')} (${c.flow}): ${c.runs} sequences of rapid taps, typing, slow and lost answers, Back, reloads and fresh opens`, async () => {
      figures[c.flow] = { runs: 0, sent: {}, accepted: {}, reloads: 0, backs: 0 };
      const answers = fc.record(
        Object.fromEntries(
          c.calls.map((call) => [
            call.name,
            fc.array(fc.record({ kind: fc.constantFrom(...call.kinds), delay: fc.constantFrom(0, 150, 800, 3000) }), { minLength: 1, maxLength: 4 }),
          ]),
        ),
      );
      await fc.assert(
        fc.asyncProperty(answers, fc.array(stepArb, { minLength: 10, maxLength: 30 }), async (drawn, steps) => {
          figures[c.flow]!.runs += 1;
          // Each sequence is a new borrower's tab: what tests/setup.ts resets after a test.
          resetDb();
          feedback.reset();
          localStorage.clear();
          sessionStorage.clear();
          const { problems, sent } = await play(c, [...(c.prelude ?? []), ...steps], drawn as Record<string, Answer[]>);
          expect(problems, JSON.stringify(sent.map(({ call, step, verdict }) => ({ call, step, verdict })))).toEqual([]);
        }),
        { numRuns: c.runs, seed: SEED },
      );
      // The sequences reached the call, and the server accepted some (so repeats after it were tried).
      for (const call of c.calls) {
        expect(figures[c.flow]!.sent[call.name] ?? 0, `${call.name} sent`).toBeGreaterThan(0);
        expect(figures[c.flow]!.accepted[call.name] ?? 0, `${call.name} accepted`).toBeGreaterThan(0);
      }
    }, 120_000);
  }
});

/**
 * The bug the sequences found (issue 23 §2): the registration page forgot its countdown on a
 * reload, so a code could be asked again at once. Shrunk: fill the form, Get code, reload before or
 * after the answer, Get code. The page now resumes the countdown of the code it asked.
 */
describe('registration: a reload keeps the SMS countdown (§4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const ADDRESS = CASES.find((c) => c.flow === 'registration')!.address;
  const codeButton = () => screen.getByRole('button', { name: /^(Get code|\d+s)$/ });
  const fill = () => {
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '98450 31742' } });
    fireEvent.change(screen.getByLabelText('Picture code'), { target: { value: '7K3P' } });
  };

  for (const when of ['after the code was sent', 'while the code request is on its way'] as const) {
    it(`${when}: no new code until 60 s after the first was asked, then one`, async () => {
      const asked: number[] = [];
      let clock = 0;
      server.use(
        http.post('*/promotion/get-sms', async () => {
          asked.push(clock);
          await new Promise((resolve) => setTimeout(resolve, when === 'after the code was sent' ? 0 : 2000));
          return envelope('0');
        }),
      );
      let page = await openScreen('registration', { address: ADDRESS });
      await settle();
      fill();
      fireEvent.click(codeButton());
      await settle();
      expect(asked).toEqual([0]);
      page.unmount();
      clock += 5000;
      await elapse(5000);
      page = await openScreen('registration', { address: ADDRESS });
      await settle();
      // The countdown goes on where it was (the code was asked 5 s ago): 55 s left.
      expect(codeButton()).toHaveTextContent('55s');
      fill();
      fireEvent.click(codeButton());
      await settle();
      expect(toast()).toHaveTextContent('Please wait before requesting another code');
      expect(asked).toEqual([0]);
      clock += 55_000;
      await elapse(55_000);
      expect(codeButton()).toHaveTextContent('Get code');
      fireEvent.click(codeButton());
      await settle();
      expect(asked).toEqual([0, 60_000]);
      page.unmount();
    });
  }
});
