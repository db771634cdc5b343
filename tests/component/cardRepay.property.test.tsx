/**
 * Issue 8, "never twice": random sequences of taps, code inputs, countdown ticks, Back, reloads
 * and server answers (success, every failure code, lost answers, slow answers) are played on the
 * real card-repayment page, and what the server received is checked against the rules:
 *
 * - never two of the page's money calls (payment commit, new-code commit, confirm) for one payment
 *   in flight at once;
 * - a payment (repayment-commit, sendMsg 0) is posted again only after the server refused the last
 *   one, or when the user chose 'Pay again' on the notice that says the last one may have gone
 *   through (that choice starts a new payment, by the user's decision): never by the page itself;
 * - nothing is posted after a confirm the server accepted (until the user opens a new payment);
 * - a new code is asked only after the 60 s countdown, never sooner than 60 s after the last one.
 *
 * The four endpoints are answered here (not by the demo backend) so every answer can be drawn.
 * Fake timers: latencies and the countdown run on the test's clock.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { paths } from '@/config';
import { ROUTES } from '@/routes';
import CardRepayScreen from '@/screens/cardRepay';
import { feedback } from '@/services/feedback';
import { navigation } from '@/services/navigation';
import { refreshSession } from '@/services/session';
import { ToastHost } from '@/ui';
import { server } from '@mocks/node';

/** Sequences tried per run of this file (the closing note of issue 8 quotes it). */
const RUNS = 150;
/**
 * Fixed, so CI runs the same sequences every time; `FC_SEED=<n>` (or `FC_SEED=random`) explores
 * others, and a failure prints the seed and path that reproduce it.
 */
const SEED = process.env.FC_SEED === 'random' ? Date.now() : Number(process.env.FC_SEED ?? 20261123);

const WAY = paths.cardRepay('repayment-way');
const COMMIT = paths.cardRepay('repayment-commit');
const CONFIRM = paths.cardRepay('repayment-confirm');
const WALLET = paths.cardRepay('repayment-huichao');
const SESSION = 'isNeedPop=1&deviceId=demo';
const ADDRESS = `${ROUTES.cardRepay}?${SESSION}&orderId=1004&productId=101&amount=5250`;
const PENDING = 'cardRepay.pending.1004';

type WayAnswer = 'ok' | 'oneCard' | 'refused' | 'lost';
type CommitAnswer = 'needCode' | 'paid' | 'refused' | 'lost';
type ConfirmAnswer = 'ok' | 'wrong' | 'duplicate' | 'other' | 'lost';

interface Script {
  way: WayAnswer[];
  commit: CommitAnswer[];
  confirm: ConfirmAnswer[];
  latency: number[];
}

type Action =
  | { kind: 'select'; card: number }
  | { kind: 'pay' }
  | { kind: 'type'; code: string }
  | { kind: 'confirm' }
  | { kind: 'resend' }
  | { kind: 'tick'; ms: number }
  | { kind: 'reload' }
  | { kind: 'back' }
  | { kind: 'reopen' }
  /** The next step forward on what the page shows (choose a card, Pay, type the code, Confirm). */
  | { kind: 'progress'; code: string }
  | { kind: 'payAgain' }
  | { kind: 'checkLoan' }
  | { kind: 'retry' };

/** Weighted towards what moves a payment along, so most sequences get to the SMS step and past it. */
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('progress' as const), code: fc.constantFrom('123456', '111111', '12345') }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('select' as const), card: fc.integer({ min: 0, max: 1 }) }) },
  { weight: 4, arbitrary: fc.constant({ kind: 'pay' as const }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('type' as const), code: fc.oneof(fc.constant('123456'), fc.stringMatching(/^[0-9]{0,7}$/)) }) },
  { weight: 4, arbitrary: fc.constant({ kind: 'confirm' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'resend' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('tick' as const), ms: fc.constant(60_000) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'reload' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'back' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'reopen' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'payAgain' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'checkLoan' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'retry' as const }) },
);

const pause = fc.oneof({ weight: 2, arbitrary: fc.integer({ min: 0, max: 600 }) }, fc.constant(0), fc.integer({ min: 600, max: 3000 }));

const script: fc.Arbitrary<Script> = fc.record({
  way: fc.array(fc.constantFrom<WayAnswer>('ok', 'ok', 'ok', 'oneCard', 'oneCard', 'refused', 'lost'), { minLength: 1, maxLength: 4 }),
  commit: fc.array(fc.constantFrom<CommitAnswer>('needCode', 'needCode', 'needCode', 'paid', 'refused', 'lost'), { minLength: 1, maxLength: 4 }),
  confirm: fc.array(fc.constantFrom<ConfirmAnswer>('ok', 'wrong', 'duplicate', 'other', 'lost'), { minLength: 1, maxLength: 4 }),
  latency: fc.array(fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 0, max: 400 }) }, fc.integer({ min: 0, max: 3000 })), { minLength: 1, maxLength: 6 }),
});

type Kind = 'payment' | 'newCode' | 'confirm';
interface Sent {
  kind: Kind;
  at: number;
  /** How many 'Pay again' taps came before it: payments are counted per the user's decision. */
  decision: number;
  /** What the server did with it: took it, refused it, or took it and lost the answer. */
  outcome?: 'accepted' | 'refused' | 'lost';
}

/** One sequence's world: the server's answers, what it received, and the clock. */
function world(s: Script) {
  let clock = 0;
  const inFlight = new Set<Sent>();
  let decisions = 0;
  const sent: Sent[] = [];
  const violations: string[] = [];
  const pick = <T,>(list: T[], n: number) => list[n % list.length]!;
  const counters = { way: 0, commit: 0, confirm: 0, latency: 0 };
  const wait = () => new Promise((resolve) => setTimeout(resolve, pick(s.latency, counters.latency++)));
  const envelope = (code: string, data: unknown = null, message = '') => HttpResponse.json({ code, message, data });

  const money = async (kind: Kind, outcome: Sent['outcome'], answer: () => Response) => {
    const entry: Sent = { kind, at: clock, decision: decisions };
    sent.push(entry);
    // Per payment: after 'Pay again' (the user's decision) the old one may still be on its way.
    const alongside = [...inFlight].filter((other) => other.decision === entry.decision);
    if (alongside.length > 0) violations.push(`${alongside.length + 1} money calls in flight at ${clock} ms (the last: ${kind})`);
    inFlight.add(entry);
    await wait();
    inFlight.delete(entry);
    // The server acts on it now, whether or not the page is still there to hear the answer.
    entry.outcome = outcome;
    return answer();
  };

  server.use(
    http.post(`*${WAY}`, async () => {
      const answer = pick(s.way, counters.way++);
      await wait();
      if (answer === 'lost') return HttpResponse.error();
      if (answer === 'refused') return envelope('01', null, 'Card service busy');
      const cards = [
        { id: '31', bankName: 'HDFC Bank', cardNo: '4386 **** **** 1234', bankCode: 'HDFC' },
        { id: '32', bankName: 'State Bank of India', cardNo: '6521 **** **** 5678', bankCode: 'SBIN' },
      ];
      return envelope('00', { alipay: '1', repayToken: `T${counters.way}`, bankCards: answer === 'oneCard' ? cards.slice(0, 1) : cards });
    }),
    http.post(`*${COMMIT}`, async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      if (body.get('sendMsg') === '1') return money('newCode', 'accepted', () => envelope('00', { needValid: '1', repayRecordId: 'RR1' }));
      const answer = pick(s.commit, counters.commit++);
      // A lost answer: the server may have taken the payment, and the page cannot know.
      return money('payment', answer === 'refused' ? 'refused' : answer === 'lost' ? 'lost' : 'accepted', () => {
        if (answer === 'lost') return HttpResponse.error();
        if (answer === 'refused') return envelope('01', null, 'Card declined');
        return envelope('00', { needValid: answer === 'needCode' ? 1 : 0, repayRecordId: 'RR1' });
      });
    }),
    http.post(`*${CONFIRM}`, async () => {
      const answer = pick(s.confirm, counters.confirm++);
      return money('confirm', answer === 'ok' ? 'accepted' : answer === 'lost' ? 'lost' : 'refused', () => {
        if (answer === 'lost') return HttpResponse.error();
        if (answer === 'ok') return envelope('00');
        const code = { wrong: '800006', duplicate: '800005', other: '01' }[answer];
        return envelope(code, null, answer === 'other' ? 'Bank busy' : '');
      });
    }),
    http.post(`*${WALLET}`, async () => {
      await wait();
      return envelope('01', null, 'Wallet unavailable');
    }),
  );

  return {
    sent,
    violations,
    tick: (ms: number) => {
      clock += ms;
    },
    decided: () => {
      decisions += 1;
    },
  };
}

function RouterServices() {
  const navigate = useNavigate();
  useEffect(() => navigation.register((to, options) => navigate(to, options)), [navigate]);
  return null;
}

function openPage() {
  refreshSession(`?${SESSION}`);
  return render(
    <MemoryRouter initialEntries={[ADDRESS]}>
      <RouterServices />
      <Routes>
        <Route path={ROUTES.cardRepay} element={<CardRepayScreen />} />
        <Route path={ROUTES.loanDetails} element={<p>loan details</p>} />
      </Routes>
      <ToastHost />
    </MemoryRouter>,
  );
}

const button = (name: string | RegExp) => screen.queryByRole('button', { name });

/** Taps what the page shows (a tap on a control that is not there is no tap). */
interface Page {
  current: ReturnType<typeof openPage> | null;
  /** The page handed over to the loan details. */
  left: boolean;
}

async function play(step: Action, w: ReturnType<typeof world>, page: Page) {
  const tap = (element: HTMLElement | null) => {
    if (element) fireEvent.click(element);
  };
  switch (step.kind) {
    case 'progress': {
      const radios = screen.queryAllByRole<HTMLInputElement>('radio');
      const input = screen.queryByLabelText<HTMLInputElement>('SMS code');
      if (radios.length > 0 && !radios.some((radio) => radio.checked)) tap(radios[0]!);
      else if (button(/^Pay ₹/)) tap(button(/^Pay ₹/));
      else if (input && input.value.length < 6) fireEvent.change(input, { target: { value: step.code } });
      else if (input) tap(button('Confirm payment'));
      else if (button('Try again')) tap(button('Try again'));
      else if (button('Pay again')) {
        w.decided();
        tap(button('Pay again'));
      }
      break;
    }
    case 'select':
      tap(screen.queryAllByRole('radio')[step.card] ?? null);
      break;
    case 'pay':
      tap(button(/^Pay ₹/));
      break;
    case 'type': {
      const input = screen.queryByLabelText('SMS code');
      if (input) fireEvent.change(input, { target: { value: step.code } });
      break;
    }
    case 'confirm':
      tap(button('Confirm payment'));
      break;
    case 'resend':
      tap(button(/^(获取验证码|\d+s)$/));
      break;
    case 'payAgain': {
      const again = button('Pay again');
      if (again) w.decided();
      tap(again);
      break;
    }
    case 'checkLoan':
      tap(button('Check my loan'));
      break;
    case 'retry':
      tap(button('Try again'));
      break;
    case 'tick':
      w.tick(step.ms);
      await act(() => vi.advanceTimersByTimeAsync(step.ms));
      break;
    case 'back':
      // Back leaves the page; what it had in flight reaches the server all the same.
      page.current?.unmount();
      page.current = null;
      break;
    case 'reload':
      // Only the payment's page reloads into itself: once it has handed over to the loan details
      // (which replaced it in the history), or after Back, a reload reloads another page.
      if (!page.current || page.left) break;
      page.current.unmount();
      page.current = openPage();
      break;
    case 'reopen':
      // The user opens the payment's page again from the app (after Back, or from the loan).
      if (page.current && !page.left) break;
      // The page had finished the payment and said so: a new visit is a new decision.
      if (page.left && localStorage.getItem(PENDING) === null) w.decided();
      page.current?.unmount();
      page.current = openPage();
      page.left = false;
      break;
  }
  await act(() => vi.advanceTimersByTimeAsync(0));
  if (screen.queryByText('loan details')) page.left = true;
}

/** The rules of the file's comment, over what the server received. */
function check(w: ReturnType<typeof world>): string[] {
  const problems = [...w.violations];
  const payments = w.sent.filter((s) => s.kind === 'payment');
  payments.forEach((payment, i) => {
    payments.slice(0, i).forEach((earlier, j) => {
      // Only the user's 'Pay again' (after the notice that the last one may have gone through)
      // starts another payment once one was taken or may have been.
      if (earlier.decision === payment.decision && earlier.outcome !== 'refused') {
        problems.push(`payment ${i + 1} posted after payment ${j + 1} (${earlier.outcome ?? 'still in flight'}) without the user choosing 'Pay again'`);
      }
    });
  });
  // A paid payment ends it: only a new visit the user starts after the page said so posts again.
  w.sent.forEach((sent, i) => {
    if (sent.kind !== 'confirm' || sent.outcome !== 'accepted') return;
    const after = w.sent.slice(i + 1).filter((later) => later.decision === sent.decision);
    if (after.length > 0) problems.push(`${after.map((later) => later.kind).join(', ')} posted after the accepted confirm`);
  });
  const codes = w.sent.filter((s) => s.kind === 'newCode' || s.kind === 'payment');
  for (let i = 1; i < codes.length; i += 1) {
    if (codes[i]!.kind === 'newCode' && codes[i]!.at - codes[i - 1]!.at < 60_000) {
      problems.push(`a new code was asked ${codes[i]!.at - codes[i - 1]!.at} ms after the last one`);
    }
  }
  return problems;
}

describe('card repayment: never twice', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it(`holds for ${RUNS} random sequences of taps, codes, ticks, Back, reloads and answers`, async () => {
    await fc.assert(
      fc.asyncProperty(script, fc.array(fc.tuple(action, pause), { minLength: 5, maxLength: 25, size: 'max' }), async (answers, actions) => {
        localStorage.clear();
        feedback.reset();
        const w = world(answers);
        const page: Page = { current: openPage(), left: false };
        try {
          await act(() => vi.advanceTimersByTimeAsync(0));
          for (const [step, pause] of actions) {
          await play(step, w, page);
          // The time a person takes before the next tap (0: a double tap).
          w.tick(pause);
          await act(() => vi.advanceTimersByTimeAsync(pause));
          if (screen.queryByText('loan details')) page.left = true;
        }
          // Everything still in flight lands.
          w.tick(5000);
          await act(() => vi.advanceTimersByTimeAsync(5000));
        } finally {
          page.current?.unmount();
          server.resetHandlers();
        }
        expect(check(w), JSON.stringify(w.sent)).toEqual([]);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  }, 300_000);
});
