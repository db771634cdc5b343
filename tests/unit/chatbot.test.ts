import { createActor, fromCallback, fromPromise } from 'xstate';
import {
  chatbotMachine,
  type ChatMessage,
  type Handover,
  type QaNode,
  type QaQuestion,
  type QaRecord,
  type QaStart,
  type RecordAnswer,
} from '@machines/chatbot/chatbot.machine';
import type { LoadResult } from '@machines/shared/load';
import { listenBack } from '../support/actors';

const CATEGORIES = [
  { id: '21', title: 'Pengajuan', icon: '' },
  { id: '22', title: 'Pembayaran', icon: '' },
];
const Q_ANSWER: QaQuestion = { id: '221', title: 'Bagaimana cara membayar?', handover: false };
const Q_PARENT: QaQuestion = { id: '213', title: 'Pengajuan saya ditolak', handover: false };
const Q_HANDOVER: QaQuestion = { id: '223', title: 'Hubungi CS tentang pembayaran', handover: true };
const NODE_QUESTIONS: QaNode = { answers: [], reportResult: '', children: [Q_ANSWER, Q_HANDOVER] };
const NODE_ANSWER: QaNode = { answers: ['Buka detail pinjaman.', 'Bayar sebelum 23:59.'], reportResult: 'Maaf.', children: [] };

type Load<T> = (input: { orderNo: string; pid: string }) => Promise<LoadResult<T>>;
type Rec = (input: QaRecord & { orderNo: string }) => Promise<LoadResult<RecordAnswer>>;

interface Fakes {
  start?: Load<QaStart>;
  questions?: Load<QaNode>;
  answer?: Load<QaNode>;
  record?: Rec;
}

const ok = <T>(data: T): LoadResult<T> => ({ ok: true, data });

/** The machine with fake requests recording what they were asked, and the effects recorded. */
function start(fakes: Fakes = {}, selectedIndex = 1) {
  const asked: { actor: string; input: unknown }[] = [];
  const effects: { type: string; params?: unknown }[] = [];
  const wrap = <I, O>(name: string, fn: (input: I) => Promise<O>) =>
    fromPromise<O, I>(({ input }) => {
      asked.push({ actor: name, input });
      return fn(input);
    });
  const record: Rec = fakes.record ?? (async () => ok({ text: '', qaId: '' }));
  const listening = listenBack();
  const actor = createActor(
    chatbotMachine.provide({
      actors: {
        loadCategories: wrap('loadCategories', fakes.start ?? (async () => ok({ greeting: 'Halo', categories: CATEGORIES }))),
        loadQuestions: wrap('loadQuestions', fakes.questions ?? (async () => ok(NODE_QUESTIONS))),
        loadAnswer: wrap('loadAnswer', fakes.answer ?? (async () => ok(NODE_ANSWER))),
        recordFeedback: wrap('recordFeedback', record),
        recordText: wrap('recordText', record),
        recordRating: wrap('recordRating', record),
        watchBack: listening.logic,
      },
      actions: {
        recordHandover: (_: unknown, params: Handover) => effects.push({ type: 'recordHandover', params }),
        navigate: (_: unknown, params: unknown) => effects.push({ type: 'navigate', params }),
        showTabInAddress: ({ context }) => effects.push({ type: 'address', params: context.tab }),
        callScoreBridge: (_: unknown, params: { score: number }) => effects.push({ type: 'scoreBridge', params }),
        toast: (_: unknown, params: { key: string; text?: string }) => effects.push({ type: 'toast', params }),
      },
    }),
    { input: { orderNo: 'ID2406000001', selectedIndex } },
  );
  actor.start();
  return { actor, asked, effects, listening };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const lastAnswer = (messages: readonly ChatMessage[]) => [...messages].reverse().find((m) => m.kind === 'answer')!;

/** A promise the test resolves or rejects later. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function ready(fakes: Fakes = {}, selectedIndex = 1) {
  const started = start(fakes, selectedIndex);
  await settle();
  return started;
}

describe('chatbot machine', () => {
  it('loads the top level (pid 0), then the questions of the tab the address chose', async () => {
    const { actor, asked } = await ready();
    expect(actor.getSnapshot().value).toEqual({ chat: 'idle' });
    expect(asked.map((a) => a.input)).toEqual([
      { orderNo: 'ID2406000001', pid: '0' },
      { orderNo: 'ID2406000001', pid: '22' },
    ]);
    const { context } = actor.getSnapshot();
    expect(context.greeting).toBe('Halo');
    expect(context.tab).toBe(1);
    expect(context.messages).toEqual([{ id: 1, kind: 'questions', title: 'Pembayaran', questions: [Q_ANSWER, Q_HANDOVER] }]);
  });

  it('falls back to the first tab when the stored index is out of range', async () => {
    const { actor, asked } = await ready({}, 7);
    expect(actor.getSnapshot().context.tab).toBe(0);
    expect(asked[1]!.input).toEqual({ orderNo: 'ID2406000001', pid: '21' });
  });

  it('shows the empty state without categories, and asks again on retry', async () => {
    let categories = [] as typeof CATEGORIES;
    const { actor } = await ready({ start: async () => ok({ greeting: '', categories }) });
    expect(actor.getSnapshot().value).toBe('empty');
    categories = CATEGORIES;
    actor.send({ type: 'user.retry' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ chat: 'idle' });
  });

  it('tells a refusal of the first load (no retry) from a fault (retry)', async () => {
    const refused = await ready({ start: async () => ({ ok: false, message: 'Order not found' }) });
    expect(refused.actor.getSnapshot().value).toBe('refused');
    refused.actor.send({ type: 'user.retry' });
    expect(refused.actor.getSnapshot().value).toBe('refused');
    const failed = await ready({ start: async () => Promise.reject(new Error('network')) });
    expect(failed.actor.getSnapshot().value).toBe('failed');
    failed.actor.send({ type: 'user.retry' });
    expect(failed.actor.getSnapshot().value).toBe('loading');
  });

  it('loads a question’s children and shows its answer; a parent question lists its children', async () => {
    const { actor, asked } = await ready({
      questions: async () => ok({ ...NODE_QUESTIONS, children: [Q_ANSWER, Q_PARENT] }),
      answer: async ({ pid }) => ok(pid === Q_PARENT.id ? { answers: [], reportResult: '', children: [Q_ANSWER] } : NODE_ANSWER),
    });
    actor.send({ type: 'user.askQuestion', question: Q_ANSWER });
    expect(actor.getSnapshot().value).toEqual({ chat: 'loadingAnswer' });
    await settle();
    expect(asked.at(-1)).toEqual({ actor: 'loadAnswer', input: { orderNo: 'ID2406000001', pid: '221' } });
    const rows = actor.getSnapshot().context.messages.slice(1);
    expect(rows).toEqual([
      { id: 2, kind: 'asked', text: Q_ANSWER.title },
      {
        id: 3,
        kind: 'answer',
        qaId: '221',
        topic: Q_ANSWER.title,
        answers: NODE_ANSWER.answers,
        reportResult: 'Maaf.',
        verdict: 'open',
        score: 0,
      },
    ]);
    actor.send({ type: 'user.askQuestion', question: Q_PARENT });
    await settle();
    expect(actor.getSnapshot().context.messages.slice(3)).toEqual([
      { id: 4, kind: 'asked', text: Q_PARENT.title },
      { id: 5, kind: 'questions', title: Q_PARENT.title, questions: [Q_ANSWER] },
    ]);
  });

  it('takes only a question the conversation lists', async () => {
    const { actor, asked } = await ready();
    actor.send({ type: 'user.askQuestion', question: Q_PARENT });
    expect(actor.getSnapshot().value).toEqual({ chat: 'idle' });
    await settle();
    expect(asked.map((a) => a.actor)).toEqual(['loadCategories', 'loadQuestions']);
  });

  it('hands over at once for action_type 4: the record (type 1) goes best-effort, the complaint entry opens for the order', async () => {
    const { actor, asked, effects, listening } = await ready();
    actor.send({ type: 'user.askQuestion', question: Q_HANDOVER });
    // Nothing waits for the record: the complaint pages are asked for in the same step.
    expect(actor.getSnapshot().value).toBe('leaving');
    expect(effects).toEqual([
      { type: 'recordHandover', params: { value: Q_HANDOVER.title, qaId: '223' } },
      // The entry with the order chosen: the borrower picks that order's type; no type is made up.
      { type: 'navigate', params: { route: 'complaintEntry', query: { orderNo: 'ID2406000001' } } },
    ]);
    // The conversation's own requests are not used for it, and nothing else is taken meanwhile.
    actor.send({ type: 'user.askQuestion', question: Q_ANSWER });
    actor.send({ type: 'user.pickTab', index: 0 });
    await settle();
    expect(asked.map((a) => a.actor)).toEqual(['loadCategories', 'loadQuestions']);
    expect(effects).toHaveLength(2);
    expect(actor.getSnapshot().status).toBe('active');
    expect(listening.count).toBe(1);
  });

  it('Back before the complaint pages show returns to the conversation as it was', async () => {
    const { actor, effects, listening } = await ready();
    actor.send({ type: 'user.type', text: 'half typed' });
    actor.send({ type: 'user.askQuestion', question: Q_HANDOVER });
    const messages = actor.getSnapshot().context.messages;
    listening.back();
    expect(actor.getSnapshot().value).toEqual({ chat: 'idle' });
    expect(listening.count).toBe(0);
    expect(actor.getSnapshot().context.messages).toBe(messages);
    expect(actor.getSnapshot().context.draft).toBe('half typed');
    // And it works: the same question hands over again.
    actor.send({ type: 'user.askQuestion', question: Q_HANDOVER });
    expect(effects.filter((e) => e.type === 'navigate')).toHaveLength(2);
  });

  it('opens the complaint entry without an order when the address named none', async () => {
    const { actor, effects } = await ready();
    actor.send({ type: 'user.askQuestion', question: Q_HANDOVER });
    expect(effects.at(-1)).toEqual({ type: 'navigate', params: { route: 'complaintEntry', query: { orderNo: 'ID2406000001' } } });
    const none = createActor(
      chatbotMachine.provide({
        actors: {
          loadCategories: fromPromise(async () => ok<QaStart>({ greeting: '', categories: CATEGORIES })),
          loadQuestions: fromPromise(async () => ok<QaNode>(NODE_QUESTIONS)),
          watchBack: fromCallback(() => () => {}),
        },
        actions: {
          recordHandover: (_: unknown, params: Handover) => effects.push({ type: 'recordHandover', params }),
          navigate: (_: unknown, params: unknown) => effects.push({ type: 'navigate', params }),
        },
      }),
      { input: { orderNo: '', selectedIndex: 1 } },
    ).start();
    await settle();
    none.send({ type: 'user.askQuestion', question: Q_HANDOVER });
    expect(effects.at(-1)).toEqual({ type: 'navigate', params: { route: 'complaintEntry', query: {} } });
  });

  it("solved: records type 2 value '1' once, marks the answer and opens the rating", async () => {
    const gate = deferred<LoadResult<RecordAnswer>>();
    const { actor, asked } = await ready({ record: () => gate.promise });
    actor.send({ type: 'user.askQuestion', question: Q_ANSWER });
    await settle();
    const answer = lastAnswer(actor.getSnapshot().context.messages);
    actor.send({ type: 'user.solved', messageId: answer.id });
    // A double tap, the other verdict, a tab or a question in flight: ignored.
    actor.send({ type: 'user.solved', messageId: answer.id });
    actor.send({ type: 'user.notSolved', messageId: answer.id });
    actor.send({ type: 'user.pickTab', index: 0 });
    actor.send({ type: 'user.askQuestion', question: Q_ANSWER });
    expect(asked.filter((a) => a.actor === 'recordFeedback')).toEqual([
      { actor: 'recordFeedback', input: { orderNo: 'ID2406000001', type: '2', value: '1', qaId: '221' } },
    ]);
    gate.resolve(ok({ text: '', qaId: '' }));
    await settle();
    expect(actor.getSnapshot().value).toEqual({ chat: { rating: 'choosing' } });
    expect(lastAnswer(actor.getSnapshot().context.messages)).toMatchObject({ verdict: 'solved' });
    // A judged answer takes no second verdict.
    actor.send({ type: 'user.closeRating' });
    actor.send({ type: 'user.notSolved', messageId: answer.id });
    expect(actor.getSnapshot().value).toEqual({ chat: 'idle' });
  });

  it("not solved: records type 2 value '0' and adds the question's report-result with 'Hubungi CS'", async () => {
    const { actor, asked, effects } = await ready({ record: async ({ type }) => ok({ text: type === '2' ? 'Server text.' : '', qaId: '' }) });
    actor.send({ type: 'user.askQuestion', question: Q_ANSWER });
    await settle();
    const answer = lastAnswer(actor.getSnapshot().context.messages);
    actor.send({ type: 'user.notSolved', messageId: answer.id });
    await settle();
    expect(asked.at(-1)!.input).toEqual({ orderNo: 'ID2406000001', type: '2', value: '0', qaId: '221' });
    const { messages } = actor.getSnapshot().context;
    expect(lastAnswer(messages)).toMatchObject({ verdict: 'unsolved' });
    const report = messages.at(-1)!;
    // The question's own report-result (get-qa-list), not what the record answered.
    expect(report).toEqual({ id: report.id, kind: 'report', qaId: '221', topic: Q_ANSWER.title, text: 'Maaf.' });
    actor.send({ type: 'user.contactCs', messageId: report.id });
    expect(effects.slice(-2)).toEqual([
      { type: 'recordHandover', params: { value: Q_ANSWER.title, qaId: '221' } },
      { type: 'navigate', params: { route: 'complaintEntry', query: { orderNo: 'ID2406000001' } } },
    ]);
    expect(actor.getSnapshot().value).toBe('leaving');
  });

  it("not solved on a question without a report-result shows what the record answered, else nothing of its own", async () => {
    const { actor } = await ready({
      answer: async () => ok({ ...NODE_ANSWER, reportResult: '' }),
      record: async () => ok({ text: 'Server text.', qaId: '' }),
    });
    actor.send({ type: 'user.askQuestion', question: Q_ANSWER });
    await settle();
    actor.send({ type: 'user.notSolved', messageId: lastAnswer(actor.getSnapshot().context.messages).id });
    await settle();
    expect(actor.getSnapshot().context.messages.at(-1)).toMatchObject({ kind: 'report', text: 'Server text.' });
  });

  it('posts a rating on the tap (type 3): below 4 the server’s thanks, 4 or more the score bridge', async () => {
    const { actor, asked, effects } = await ready({
      record: async ({ type, value }) => ok({ text: type === '3' && Number(value) < 4 ? 'Terima kasih.' : '', qaId: '' }),
    });
    for (const score of [3, 5]) {
      actor.send({ type: 'user.askQuestion', question: Q_ANSWER });
      await settle();
      const answer = lastAnswer(actor.getSnapshot().context.messages);
      actor.send({ type: 'user.solved', messageId: answer.id });
      await settle();
      actor.send({ type: 'user.rate', score });
      expect(actor.getSnapshot().value).toEqual({ chat: { rating: 'sending' } });
      actor.send({ type: 'user.rate', score: 1 });
      actor.send({ type: 'user.closeRating' });
      await settle();
      expect(asked.filter((a) => a.actor === 'recordRating').at(-1)!.input).toEqual({
        orderNo: 'ID2406000001',
        type: '3',
        value: String(score),
        qaId: '221',
      });
      expect(actor.getSnapshot().value).toEqual({ chat: 'idle' });
      expect(lastAnswer(actor.getSnapshot().context.messages)).toMatchObject({ verdict: 'solved', score });
    }
    expect(asked.filter((a) => a.actor === 'recordRating')).toHaveLength(2);
    const notes = actor.getSnapshot().context.messages.filter((m) => m.kind === 'note');
    expect(notes).toEqual([expect.objectContaining({ tone: 'thanks', text: 'Terima kasih.' })]);
    expect(effects.filter((e) => e.type === 'scoreBridge')).toEqual([{ type: 'scoreBridge', params: { score: 5 } }]);
  });

  it('keeps the dialog and the stars when a rating fails; a tap sends again', async () => {
    let fail = true;
    const { actor } = await ready({
      record: async ({ type }) => {
        if (type === '3' && fail) throw new Error('network');
        return ok({ text: '', qaId: '' });
      },
    });
    actor.send({ type: 'user.askQuestion', question: Q_ANSWER });
    await settle();
    actor.send({ type: 'user.solved', messageId: lastAnswer(actor.getSnapshot().context.messages).id });
    await settle();
    actor.send({ type: 'user.rate', score: 2 });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ chat: { rating: 'choosing' } });
    expect(actor.getSnapshot().context.rating).toMatchObject({ score: 2, failed: true });
    fail = false;
    actor.send({ type: 'user.rate', score: 2 });
    expect(actor.getSnapshot().context.rating).toMatchObject({ failed: false });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ chat: 'idle' });
  });

  it('sends free text only when non-empty (type 4), keeps it through a failure and retries the same text', async () => {
    let fail = true;
    const { actor, asked } = await ready({
      record: async ({ type }) => {
        if (type === '4' && fail) throw new Error('network');
        return ok({ text: 'Bayar lewat VA.\nSimpan bukti.', qaId: '221' });
      },
    });
    actor.send({ type: 'user.type', text: '   ' });
    actor.send({ type: 'user.send' });
    expect(actor.getSnapshot().value).toEqual({ chat: 'idle' });
    actor.send({ type: 'user.type', text: '  cara bayar  ' });
    actor.send({ type: 'user.send' });
    actor.send({ type: 'user.send' });
    expect(asked.filter((a) => a.actor === 'recordText')).toHaveLength(1);
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ draft: '  cara bayar  ', failed: true });
    fail = false;
    actor.send({ type: 'user.retry' });
    await settle();
    expect(asked.filter((a) => a.actor === 'recordText').map((a) => a.input)).toEqual([
      { orderNo: 'ID2406000001', type: '4', value: 'cara bayar', qaId: '' },
      { orderNo: 'ID2406000001', type: '4', value: 'cara bayar', qaId: '' },
    ]);
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({ draft: '', failed: false });
    expect(context.messages.slice(-2)).toEqual([
      expect.objectContaining({ kind: 'asked', text: 'cara bayar' }),
      expect.objectContaining({ kind: 'answer', qaId: '221', answers: ['Bayar lewat VA.', 'Simpan bukti.'], verdict: 'open' }),
    ]);
  });

  it('keeps what was typed while a text is on its way; an unmatched text offers only support', async () => {
    const gate = deferred<LoadResult<RecordAnswer>>();
    const { actor } = await ready({ record: () => gate.promise });
    actor.send({ type: 'user.type', text: 'halo' });
    actor.send({ type: 'user.send' });
    actor.send({ type: 'user.type', text: 'halo lagi' });
    gate.resolve(ok({ text: 'Tidak ditemukan.', qaId: '' }));
    await settle();
    const { context } = actor.getSnapshot();
    expect(context.draft).toBe('halo lagi');
    expect(context.messages.at(-1)).toMatchObject({ kind: 'report', qaId: '', topic: 'halo', text: 'Tidak ditemukan.' });
  });

  it('retries a failed question in place, and a tab pick replaces the address', async () => {
    let fail = true;
    const { actor, asked, effects } = await ready({
      answer: async () => {
        if (fail) throw new Error('network');
        return ok(NODE_ANSWER);
      },
    });
    actor.send({ type: 'user.askQuestion', question: Q_ANSWER });
    await settle();
    expect(actor.getSnapshot().context.failed).toBe(true);
    fail = false;
    actor.send({ type: 'user.retry' });
    await settle();
    expect(asked.filter((a) => a.actor === 'loadAnswer')).toHaveLength(2);
    expect(actor.getSnapshot().context.failed).toBe(false);
    // Nothing failed: retry does nothing.
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().value).toEqual({ chat: 'idle' });
    actor.send({ type: 'user.pickTab', index: 0 });
    await settle();
    expect(effects).toContainEqual({ type: 'address', params: 0 });
    expect(asked.at(-1)!.input).toEqual({ orderNo: 'ID2406000001', pid: '21' });
  });

  it("toasts a refused qa-record with the server's message (the page's words when blank); nothing moves", async () => {
    const refusal = { ok: false, message: 'Coba lagi nanti' } as const;
    let answer: LoadResult<RecordAnswer> = refusal;
    const { actor, effects } = await ready({ record: async () => answer });
    actor.send({ type: 'user.askQuestion', question: Q_ANSWER });
    await settle();
    const messages = actor.getSnapshot().context.messages;
    actor.send({ type: 'user.solved', messageId: lastAnswer(messages).id });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ chat: 'idle' });
    expect(lastAnswer(actor.getSnapshot().context.messages)).toMatchObject({ verdict: 'open' });
    actor.send({ type: 'user.type', text: 'cara bayar' });
    answer = { ok: false, message: '' };
    actor.send({ type: 'user.send' });
    await settle();
    expect(actor.getSnapshot().context.draft).toBe('cara bayar');
    expect(actor.getSnapshot().context.messages).toEqual(messages);
    answer = ok({ text: '', qaId: '' });
    actor.send({ type: 'user.solved', messageId: lastAnswer(messages).id });
    await settle();
    answer = refusal;
    actor.send({ type: 'user.rate', score: 5 });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ chat: { rating: 'choosing' } });
    expect(effects.filter((effect) => effect.type === 'toast')).toEqual([
      { type: 'toast', params: { key: 'chatbot.refusedFallback', text: 'Coba lagi nanti' } },
      { type: 'toast', params: { key: 'chatbot.refusedFallback', text: '' } },
      { type: 'toast', params: { key: 'chatbot.ratingFailed', text: 'Coba lagi nanti' } },
    ]);
  });

  it('shows a refused list in the conversation', async () => {
    const { actor } = await ready({ answer: async () => ({ ok: false, message: 'Tidak ditemukan' }) });
    actor.send({ type: 'user.askQuestion', question: Q_ANSWER });
    await settle();
    expect(actor.getSnapshot().context.messages.at(-1)).toMatchObject({ kind: 'note', tone: 'refused', text: 'Tidak ditemukan' });
  });
});
