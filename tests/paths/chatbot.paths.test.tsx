import { within, type Screen } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import type { ChatbotContext, QaNode, QaStart, RecordAnswer } from '@machines/chatbot/chatbot.machine';
import type { LoadResult } from '@machines/shared/load';
import { paths } from '@/config';
import ChatbotScreen from '@/screens/chatbot';
import { requestsTo } from '../support';
import { answerLoad, describePaths, loadFailureStates, expectLeftOnlyFrom, get, post, pressBack, tap, type StateCheckContext } from './replay';
import { CATEGORIES, chatbotSpec, GREETING, ORDER_NO, REFUSAL, TYPED } from './specs/chatbot';

// The longest paths replay some twenty steps over the page.
vi.setConfig({ testTimeout: 20_000 });

const SESSION = 'deviceId=dev-9&isNeedPop=1';
const QA_LIST = paths.app('/h5-api/v3/user-problem/get-qa-list');
const QA_RECORD = paths.app('/h5-api/v3/user-problem/qa-record');
/** India (isNeedPop=1) words for the spec's Indonesian quotes. */
const RATING_TITLE = 'Happy with how we handled your request? Please rate us!';
const CATEGORY_IDS = CATEGORIES.map((c) => c.id);

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ChatbotContext;
const conversation = (screen: Screen) => screen.getByRole('region', { name: 'Conversation' });
const row = (screen: Screen, id: number) => {
  const found = conversation(screen).querySelector<HTMLElement>(`[data-message="${id}"]`);
  if (!found) throw new Error(`no row ${id}`);
  return found;
};
const typing = (screen: Screen) => screen.queryByRole('status', { name: 'The assistant is typing' });
const input = (screen: Screen) => screen.getByRole('textbox', { name: 'Type your question' });
const dialog = (screen: Screen) => screen.getByRole('dialog', { name: RATING_TITLE });

const item = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title_local: title,
  title_local_alias: '',
  icon: '',
  action_type: 1,
  answers: [],
  report_result: '',
  ...extra,
});
const nodeBody = (node: QaNode) => ({
  question: item('q', 'question', { answers: node.answers.map((text, i) => ({ id: `a${i}`, title_local: text })), report_result: node.reportResult }),
  answerList: node.children.map((q) => item(q.id, q.title, { action_type: q.handover ? 4 : 1 })),
});
const recordOf = (type: string) => post(QA_RECORD, answerLoad<RecordAnswer>(), (request) => request.body.type === type);

/** A request of the conversation is on its way: the bot types, and nothing that sends can be tapped. */
function expectBusy({ screen }: StateCheckContext) {
  expect(typing(screen)).toBeInTheDocument();
  for (const tab of within(screen.getByRole('tablist', { name: 'Topics' })).getAllByRole('tab')) expect(tab).toBeDisabled();
  for (const button of within(conversation(screen)).queryAllByRole('button')) expect(button).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  // Typing never waits.
  expect(input(screen)).toBeEnabled();
}

/** The record the state waits on, exactly as the server got it. */
function expectRecord({ network }: StateCheckContext, actor: string, body: Record<string, string>) {
  const last = network.last(actor);
  expect(last.method).toBe('POST');
  expect(last.body).toEqual({ orderNo: ORDER_NO, ...body });
  expect(network.waiting(actor)).toBe(1);
}

describePaths(chatbotSpec)({
  screen: ChatbotScreen,
  address: `/intelligentCustomerService?selectedIndex=1&orderNo=${ORDER_NO}&${SESSION}`,
  // The complaint pages' code is still on its way when a handover opens them: Back can cancel the move.
  othersLoading: true,
  // The handover's record (type 1) is not the conversation's: nothing waits for it, so the demo
  // backend answers it (the states below read what it received).
  network: {
    loadCategories: get(
      QA_LIST,
      answerLoad((data: QaStart) => ({ question: item('0', data.greeting), answerList: data.categories.map((c) => item(c.id, c.title)) })),
      (request) => request.query.pid === '0',
    ),
    loadQuestions: get(QA_LIST, answerLoad(nodeBody), (request) => CATEGORY_IDS.includes(request.query.pid ?? '')),
    loadAnswer: get(QA_LIST, answerLoad(nodeBody), (request) => request.query.pid !== '0' && !CATEGORY_IDS.includes(request.query.pid ?? '')),
    recordFeedback: recordOf('2'),
    recordRating: recordOf('3'),
    recordText: recordOf('4'),
  },
  gestures: {
    'user.retry': tap('Try again'),
    'user.leave': tap('Back'),
    'user.pickTab': async ({ user, screen, event }) =>
      user.click(within(screen.getByRole('tablist', { name: 'Topics' })).getByRole('tab', { name: CATEGORIES[event.index]!.title })),
    // A question listed again (each tab lists its questions anew) is a button of its own that asks
    // the same: the latest listing's, or the first one's when the payload says so.
    'user.askQuestion': async ({ user, screen, event }) => {
      const listed = within(conversation(screen)).getAllByRole('button', { name: event.question.title });
      await user.click((event as { listing?: string }).listing === 'first' ? listed[0]! : listed.at(-1)!);
    },
    'user.solved': async ({ user, screen, event }) =>
      user.click(within(row(screen, event.messageId)).getByRole('button', { name: 'Solved' })),
    'user.notSolved': async ({ user, screen, event }) =>
      user.click(within(row(screen, event.messageId)).getByRole('button', { name: 'Not solved' })),
    'user.contactCs': async ({ user, screen, event }) =>
      user.click(within(row(screen, event.messageId)).getByRole('button', { name: 'Contact customer service' })),
    // One paste is one change: the draft arrives whole (typing it key by key says the same, slower).
    'user.type': async ({ user, screen, event }) => {
      await user.clear(input(screen));
      await user.paste(event.text);
    },
    'user.send': tap('Send'),
    'user.rate': async ({ user, screen, event }) =>
      user.click(within(dialog(screen)).getByRole('radio', { name: `${event.score} star` })),
    'user.closeRating': async ({ user, screen }) => user.click(within(dialog(screen)).getByRole('button', { name: 'Close' })),
    // The browser's Back while the complaint pages' code loads: the router shows this page again, unchanged.
    'history.back': pressBack,
  },
  states: {
    '*': (context) => {
      expectLeftOnlyFrom(context, '/intelligentCustomerService', 'leaving');
      expect(document.title).toBe('Help assistant');
    },
    // One pid-0 request per entry into loading, for the order of the address.
    loading: ({ screen, network }) => {
      expect(screen.getByText('loading...')).toBeInTheDocument();
      const last = network.last('loadCategories');
      expect(last.query).toMatchObject({ orderNo: ORDER_NO, pid: '0', deviceId: 'dev-9', isNeedPop: '1' });
      expect(network.waiting('loadCategories')).toBe(1);
    },
    ...loadFailureStates(['The assistant could not be loaded. Check your connection and try again.'], REFUSAL, { back: null }),
    empty: ({ screen }) => {
      expect(screen.getByText('The assistant has no topics yet. Please try again later.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    },
    // The conversation: the greeting, every row, the tabs (the chosen one in the address), the draft.
    chat: ({ screen, snapshot, place }) => {
      const context = contextOf(snapshot);
      const tabs = within(screen.getByRole('tablist', { name: 'Topics' })).getAllByRole('tab');
      expect(tabs.map((tab) => tab.textContent)).toEqual(CATEGORIES.map((c) => c.title));
      expect(tabs[context.tab]).toHaveAttribute('aria-selected', 'true');
      expect(place.query).toMatchObject({ selectedIndex: String(context.tab), orderNo: ORDER_NO, deviceId: 'dev-9', isNeedPop: '1' });
      const rows = conversation(screen).querySelectorAll('.chat__row[data-message]');
      expect(rows).toHaveLength(context.messages.length);
      expect(conversation(screen)).toHaveTextContent(GREETING);
      expect(input(screen)).toHaveValue(context.draft);
      if (context.draft === TYPED) expect(input(screen)).toHaveValue(TYPED);
    },
    'chat.loadingQuestions': (check) => {
      expectBusy(check);
      const { network, snapshot } = check;
      const last = network.last('loadQuestions');
      expect(last.query).toMatchObject({ orderNo: ORDER_NO, pid: CATEGORIES[contextOf(snapshot).tab]!.id });
      expect(network.waiting('loadQuestions')).toBe(1);
    },
    'chat.idle': ({ screen, snapshot, event, bridge }) => {
      const context = contextOf(snapshot);
      expect(typing(screen)).not.toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const failure = screen.queryByRole('alert');
      if (context.failed) {
        expect(failure).toHaveTextContent('That did not go through. Check your connection and try again.');
        expect(within(failure!).getByRole('button', { name: 'Try again' })).toBeEnabled();
      } else {
        expect(failure).not.toBeInTheDocument();
      }
      expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', context.draft.trim() === '');
      // Each open answer offers both verdicts; a judged one says which.
      for (const message of context.messages) {
        if (message.kind !== 'answer') continue;
        const buttons = within(row(screen, message.id)).queryAllByRole('button');
        expect(buttons.map((b) => b.textContent)).toEqual(message.verdict === 'open' ? ['Solved', 'Not solved'] : []);
      }
      // A rating of 4 or more went to the host's score bridge; below 4 the server's thanks is a bot line.
      const scores = bridge.filter((call) => call.method === 'scoreCallback');
      if (event?.type === 'xstate.done.actor.recordRating') {
        const rated = context.messages.find((m) => m.kind === 'answer' && m.score > 0);
        expect(rated).toBeDefined();
        const score = rated!.kind === 'answer' ? rated!.score : 0;
        if (score >= 4) expect(scores.at(-1)).toEqual({ method: 'scoreCallback', payload: { score } });
        else expect(within(conversation(screen)).getByText('Thank you for your feedback.')).toBeInTheDocument();
      }
      // A refused record: the server's message was toasted, the conversation goes on.
      if (event?.type.startsWith('xstate.done.actor.record') && (event as { output?: LoadResult }).output?.ok === false) {
        expect(screen.getByText(REFUSAL)).toBeInTheDocument();
      }
    },
    'chat.loadingAnswer': (check) => {
      expectBusy(check);
      const { network, snapshot } = check;
      const request = contextOf(snapshot).request;
      expect(request?.kind).toBe('answer');
      const last = network.last('loadAnswer');
      expect(last.query).toMatchObject({ orderNo: ORDER_NO, pid: request?.kind === 'answer' ? request.question.id : '?' });
    },
    'chat.recordingFeedback': (check) => {
      expectBusy(check);
      const request = contextOf(check.snapshot).request;
      if (request?.kind !== 'verdict') throw new Error('no verdict');
      // qaId: the question the answer is for (a tapped one, or the one a typed text matched).
      expect(['121', '131']).toContain(request.qaId);
      expectRecord(check, 'recordFeedback', { type: '2', value: request.solved ? '1' : '0', qaId: request.qaId });
    },
    'chat.sendingText': (check) => {
      expectBusy(check);
      expectRecord(check, 'recordText', { type: '4', value: TYPED, qaId: '' });
      expect(check.screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
    },
    'chat.rating': ({ screen }) => {
      expect(dialog(screen)).toBeInTheDocument();
      expect(within(dialog(screen)).getAllByRole('radio')).toHaveLength(5);
    },
    'chat.rating.choosing': ({ screen, snapshot }) => {
      const rating = contextOf(snapshot).rating!;
      for (const star of within(dialog(screen)).getAllByRole('radio')) expect(star).toBeEnabled();
      expect(within(dialog(screen)).getByRole('button', { name: 'Close' })).toBeEnabled();
      if (rating.failed) expect(within(dialog(screen)).getByRole('alert')).toHaveTextContent('Your rating was not sent. Tap a star to try again.');
      else expect(within(dialog(screen)).queryByRole('alert')).not.toBeInTheDocument();
    },
    'chat.rating.sending': (check) => {
      const { screen, snapshot } = check;
      const rating = contextOf(snapshot).rating!;
      for (const star of within(dialog(screen)).getAllByRole('radio')) expect(star).toBeDisabled();
      expect(within(dialog(screen)).getByRole('radio', { name: `${rating.score} star` })).toHaveAttribute('aria-checked', 'true');
      expect(['121', '131']).toContain(rating.qaId);
      expectRecord(check, 'recordRating', { type: '3', value: String(rating.score), qaId: rating.qaId });
    },
    // A handover: the complaint entry with the order chosen (the borrower picks its type there),
    // a push; its record (type 1) went to the server without anyone waiting for it. Until the
    // entry's code arrives the conversation stays, taking nothing more.
    leaving: ({ screen, place, event, previous }) => {
      expect(place.pathname).toBe('/complaint');
      expect(place.search).toBe(`?orderNo=${ORDER_NO}&${SESSION}`);
      let handover: { value: string; qaId: string };
      if (event?.type === 'user.askQuestion') {
        const { question } = event as unknown as { question: { id: string; title: string } };
        handover = { value: question.title, qaId: question.id };
      } else {
        const { messageId } = event as unknown as { messageId: number };
        const report = contextOf(previous!).messages.find((m) => m.id === messageId);
        if (report?.kind !== 'report') throw new Error('Hubungi CS without its report');
        handover = { value: report.topic, qaId: report.qaId };
      }
      const records = requestsTo(QA_RECORD).filter((r) => r.body.type === '1');
      expect(records.at(-1)?.method).toBe('POST');
      expect(records.at(-1)?.body).toEqual({ orderNo: ORDER_NO, type: '1', ...handover });
      expect(typing(screen)).not.toBeInTheDocument();
      for (const button of within(conversation(screen)).queryAllByRole('button')) expect(button).toBeDisabled();
      for (const tab of within(screen.getByRole('tablist', { name: 'Topics' })).getAllByRole('tab')) expect(tab).toBeDisabled();
    },
  },
});
