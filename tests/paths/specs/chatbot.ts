import type { AnyMachineSnapshot } from 'xstate';
import {
  chatbotMachine,
  type ChatbotContext,
  type QaNode,
  type QaQuestion,
  type QaStart,
  type RecordAnswer,
} from '@machines/chatbot/chatbot.machine';
import type { LoadResult } from '@machines/shared/load';
import { doneEvents, ok, refused, type PathSpec } from '../model';

export const ORDER_NO = 'IN2406000001';
export const CATEGORIES = [
  { id: '11', title: 'Loan application', icon: '' },
  { id: '12', title: 'Repayment', icon: '' },
];
export const GREETING = 'Hi, ask me anything about your loan.';
export const Q_ANSWER: QaQuestion = { id: '121', title: 'How do I repay my loan?', handover: false };
export const Q_PARENT: QaQuestion = { id: '113', title: 'My application was rejected', handover: false };
export const Q_HANDOVER: QaQuestion = { id: '123', title: 'Talk to customer service', handover: true };
export const Q_CHILD: QaQuestion = { id: '1132', title: 'When can I apply again?', handover: false };
export const ANSWERS = ['Open the loan details and tap Repay.', 'Pay before 23:59 on the due date.'];
export const REPORT = 'Sorry this did not solve it.';
export const THANKS = 'Thank you for your feedback.';
export const REFUSAL = 'Record not found';
export const TYPED = 'change bank account';
export const TEXT_ANSWER = 'Go to Mine, Bank card.';
export const NO_MATCH = 'I could not find an answer to that.';

export const QUESTIONS: QaNode = { answers: [], reportResult: '', children: [Q_ANSWER, Q_PARENT, Q_HANDOVER] };
export const ANSWER: QaNode = { answers: ANSWERS, reportResult: REPORT, children: [] };
export const PARENT: QaNode = { answers: [], reportResult: '', children: [Q_CHILD] };
/** A question with neither answers nor children: only a way to support is left. */
export const BARE: QaNode = { answers: [], reportResult: REPORT, children: [] };

/** Every refused request of the conversation says the same. */
const notFound = refused(REFUSAL);

/**
 * The rows the verdict and 'Hubungi CS' events name: after the tab's questions (row 1), the first
 * question asked is row 2 and its answer row 3 (typed text: the same), and a not-solved report
 * row 4. Message ids are the machine's own counter, so a path reaches them the same way each time.
 */
export const ANSWER_ROW = 3;
export const REPORT_ROW = 4;

export const chatbotSpec: PathSpec<typeof chatbotMachine> = {
  name: 'chatbot',
  machine: chatbotMachine,
  input: { orderNo: ORDER_NO, selectedIndex: 1 },
  payloads: {
    ...doneEvents<LoadResult<QaStart>>('loadCategories', [ok({ greeting: GREETING, categories: CATEGORIES }), ok({ greeting: '', categories: [] }), notFound]),
    ...doneEvents<LoadResult<QaNode>>('loadQuestions', [ok(QUESTIONS), notFound]),
    ...doneEvents<LoadResult<QaNode>>('loadAnswer', [ok(ANSWER), ok(PARENT), ok(BARE), notFound]),
    ...doneEvents<LoadResult<RecordAnswer>>('recordFeedback', [ok({ text: REPORT, qaId: '' }), notFound]),
    ...doneEvents<LoadResult<RecordAnswer>>('recordText', [ok({ text: TEXT_ANSWER, qaId: '131' }), ok({ text: NO_MATCH, qaId: '' }), notFound]),
    ...doneEvents<LoadResult<RecordAnswer>>('recordRating', [ok({ text: THANKS, qaId: '' }), notFound]),
    'user.pickTab': [
      { type: 'user.pickTab', index: 0 },
      { type: 'user.pickTab', index: 1 },
    ],
    'user.askQuestion': [
      { type: 'user.askQuestion', question: Q_ANSWER },
      { type: 'user.askQuestion', question: Q_PARENT },
      // Listed anew by each tab: a second path asks it from its first listing (a button of its own).
      { type: 'user.askQuestion', question: Q_PARENT, listing: 'first' },
      { type: 'user.askQuestion', question: Q_HANDOVER },
      { type: 'user.askQuestion', question: Q_CHILD },
    ],
    'user.solved': [{ type: 'user.solved', messageId: ANSWER_ROW }],
    'user.notSolved': [{ type: 'user.notSolved', messageId: ANSWER_ROW }],
    'user.contactCs': [
      { type: 'user.contactCs', messageId: ANSWER_ROW },
      { type: 'user.contactCs', messageId: REPORT_ROW },
    ],
    'user.type': [{ type: 'user.type', text: TYPED }],
    'user.rate': [1, 2, 3, 4, 5].map((score) => ({ type: 'user.rate', score })),
  },
  // Each star, each listed question and each tab is a control of its own: each gets a path.
  everyPayload: ['user.rate', 'user.askQuestion', 'user.pickTab'],
  // Only what the screen offers: a listed question, an open answer, a report, a failed request.
  skipIgnored: true,
  // What the guards read: listed questions, the rows the events name, the failed request, the
  // draft, the verdict on its way and the score.
  project: (snapshot: AnyMachineSnapshot) => {
    const { messages, failed, request, draft, rating } = snapshot.context as ChatbotContext;
    const row = (id: number) => {
      const message = messages.find((m) => m.id === id);
      return message ? `${message.kind}${message.kind === 'answer' ? `:${message.verdict}` : ''}` : null;
    };
    const listed = [Q_ANSWER, Q_PARENT, Q_HANDOVER, Q_CHILD].filter((q) =>
      messages.some((m) => m.kind === 'questions' && m.questions.some((listedQ) => listedQ.id === q.id)),
    ).length;
    return [
      listed,
      row(ANSWER_ROW),
      row(REPORT_ROW),
      failed ? request?.kind : null,
      request?.kind === 'verdict' ? request.solved : null,
      draft.trim() !== '',
      rating ? rating.score >= 4 : null,
    ];
  },
};
