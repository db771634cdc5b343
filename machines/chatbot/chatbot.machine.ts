import { and, assign, setup } from 'xstate';
import { effects, navigate, type NavigateParams } from '../shared/effects';
import { watchBack, type HistoryBackEvent } from '../shared/leaving';
import { isEmptyAnswer, loadedData, loadFailureActions, loadGuards, loadStates, outputOf } from '../shared/load';
import type { LoadEvent, LoadFailure, LoadResult } from '../shared/load';
import { toastServerMessage } from '../shared/toastServerMessage';
import { port } from '../shared/ports';
import { HOST_RATING_SCORE } from '../shared/rating';
import { chatbotWords } from './chatbot.words';
import { isBlankText, withoutControls } from '../shared/text';

/**
 * The help chatbot (§2 Chatbot, §3 chatbot question and QA record, §4 chatbot, §5, §7 get-qa-list
 * and qa-record, §9).
 *
 * On load get-qa-list pid 0 gives the bot's greeting and the four top categories (the tabs); the
 * tab the address names (`selectedIndex`) then gets its questions. Tapping a question with
 * action_type 4 records a handover (type 1) and opens the complaint pages; any other question
 * loads its children: its answer (with 'Terselesaikan' / 'Belum Terselesaikan') or more questions.
 * Solved records type 2 value '1' and opens the rating (a region of this machine: a star tap
 * posts type 3 at once); not solved records type 2 value '0' and the bot adds the question's
 * report-result (else the record's answer) with 'Hubungi CS' (a handover). Free text posts type 4.
 *
 * A handover opens the complaint entry with the conversation's order chosen, where the borrower
 * picks the type of that order (the chatbot's categories are not the form's problem types, and
 * the form is never given a type the server did not name). Its record is best-effort: sent in the
 * background (retried once there), the complaint pages open whatever it answers. Until they show,
 * Back returns to the conversation (machines/shared/leaving.ts).
 *
 * One request at a time: every request state takes none of the events that start a request, so a
 * double tap sends one record. A request that fails (network, broken answer) is kept and offered
 * again in place (`user.retry`); what the borrower typed stays in `draft` until it is answered.
 * The conversation grows without bound in context; path keys leave it out.
 */

/** §3 action_type 4: hand over to human support. */
export const HANDOVER_ACTION = '4';

/** §7 get-qa-list: pid 0 asks for the top level. */
export const TOP_LEVEL = '0';

/** §3 QA record types. */
export const RECORD_HANDOVER = '1';
export const RECORD_FEEDBACK = '2';
export const RECORD_RATING = '3';
export const RECORD_TEXT = '4';

/** §9: a score below this shows the server's thank-you text; this or more goes to the host. */
export const HIGH_SCORE = HOST_RATING_SCORE;

export interface QaCategory {
  id: string;
  title: string;
  icon: string;
}

export interface QaQuestion {
  id: string;
  title: string;
  /** action_type 4 (§3). */
  handover: boolean;
}

/** get-qa-list pid 0: the greeting (the root question's title) and the categories. */
export interface QaStart {
  greeting: string;
  categories: readonly QaCategory[];
}

/** get-qa-list for a question: its answers, the report-result text, and its child questions. */
export interface QaNode {
  answers: readonly string[];
  reportResult: string;
  children: readonly QaQuestion[];
}

/** qa-record's answer: a text to show (report-result, thanks, free-text answer) and a matched question. */
export interface RecordAnswer {
  text: string;
  qaId: string;
}

/** qa-record's payload besides the order (§3, §7). */
export interface QaRecord {
  type: string;
  value: string;
  qaId: string;
}

/** qa-record's payload (§3, §7): the record of this conversation's order. */
export interface QaRecordRequest extends QaRecord {
  orderNo: string;
}

/** get-qa-list's query (§7): the order and the question asked for (pid '0': the top level). */
export interface QaListRequest {
  orderNo: string;
  pid: string;
}

export type Verdict = 'open' | 'solved' | 'unsolved';

/** One row of the conversation; `id` is its stable key. */
export type ChatMessage =
  /** The bot lists questions to tap (a category's, or a question's children). */
  | { id: number; kind: 'questions'; title: string; questions: readonly QaQuestion[] }
  /** What the borrower asked: a tapped question or typed text. */
  | { id: number; kind: 'asked'; text: string }
  /**
   * A single answer with its verdict buttons; `topic` is what was asked, `qaId` the question, and
   * `reportResult` the question's own text for a not-solved verdict ('' when it has none).
   */
  | {
      id: number;
      kind: 'answer';
      qaId: string;
      topic: string;
      answers: readonly string[];
      reportResult: string;
      verdict: Verdict;
      score: number;
    }
  /** Not solved (or no answer): the report-result text ('' for the page's own) with 'Hubungi CS'. */
  | { id: number; kind: 'report'; qaId: string; topic: string; text: string }
  /** A plain bot line: the server's thanks or refusal ('' for the page's own words of `tone`). */
  | { id: number; kind: 'note'; tone: 'thanks' | 'refused'; text: string };

/** A request of the conversation: the one in flight, or the one that failed and can be sent again. */
export type ChatRequest =
  | { kind: 'questions'; tab: number }
  | { kind: 'answer'; question: QaQuestion }
  | { kind: 'verdict'; messageId: number; qaId: string; solved: boolean }
  | { kind: 'text'; text: string };

export interface ChatbotInput {
  orderNo: string;
  /** `selectedIndex` of the address: the tab chosen on the new complaint page, or later here. */
  selectedIndex: number;
}

export interface ChatbotContext {
  orderNo: string;
  tab: number;
  greeting: string;
  categories: readonly QaCategory[];
  messages: readonly ChatMessage[];
  nextId: number;
  /** The free text being typed: kept through every request and failure until its answer arrives. */
  draft: string;
  request: ChatRequest | null;
  /** `request` failed (network or broken answer) and is offered again. */
  failed: boolean;
  /** The answer being rated, its stars, and whether the last rating failed to go. */
  rating: { messageId: number; qaId: string; score: number; failed: boolean } | null;
  failure: LoadFailure | null;
}

export type ChatbotEvent =
  | LoadEvent
  | { type: 'user.pickTab'; index: number }
  | { type: 'user.askQuestion'; question: QaQuestion }
  | { type: 'user.solved'; messageId: number }
  | { type: 'user.notSolved'; messageId: number }
  | { type: 'user.contactCs'; messageId: number }
  | { type: 'user.type'; text: string }
  | { type: 'user.send' }
  | { type: 'user.rate'; score: number }
  | { type: 'user.closeRating' }
  | HistoryBackEvent;

type Args = { context: ChatbotContext; event: ChatbotEvent };

const answerOf = (context: ChatbotContext, id: number) => {
  const message = context.messages.find((m) => m.id === id);
  return message?.kind === 'answer' ? message : undefined;
};

const messageOf = (context: ChatbotContext, id: number) => context.messages.find((m) => m.id === id);

/** Appends bot/user rows with fresh ids. */
function append(context: ChatbotContext, ...rows: DistributiveOmit<ChatMessage, 'id'>[]): Partial<ChatbotContext> {
  let nextId = context.nextId;
  const added = rows.map((row) => ({ ...row, id: nextId++ }) as ChatMessage);
  return { messages: [...context.messages, ...added], nextId };
}

type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

function updateAnswer(context: ChatbotContext, id: number, change: Partial<Extract<ChatMessage, { kind: 'answer' }>>) {
  return context.messages.map((m) => (m.id === id && m.kind === 'answer' ? { ...m, ...change } : m));
}

const startRequest = (request: (args: Args) => ChatRequest | null) =>
  assign<ChatbotContext, ChatbotEvent, undefined, ChatbotEvent, never>(({ context, event }) => ({
    request: request({ context, event }),
    failed: false,
  }));

const isFailedOf = (kind: ChatRequest['kind']) => ({ context }: Args) => context.failed && context.request?.kind === kind;

/**
 * A request state of the conversation (`src`, asked with `input`): busy until it is answered, and
 * a failure (network, broken answer) keeps the request and returns to `idle`, where `user.retry`
 * sends it again in place.
 */
function chatRequest<const TSrc extends string, TInput, const TDone extends readonly object[]>(src: TSrc, input: TInput, onDone: TDone) {
  return {
    tags: ['busy'],
    invoke: { id: src, src, input, onDone, onError: { target: 'idle', actions: 'markFailed' } },
  } as const;
}

/** What a handover's record (type 1) says: the question the borrower wanted help with. */
export interface Handover {
  /** The question's title (for a typed text without a match, the text). */
  value: string;
  /** The question's id ('' for an unmatched typed text). */
  qaId: string;
}

/** The handover of a tapped question (action_type 4), or of a report's 'Hubungi CS'. */
function handoverOf({ context, event }: Args): Handover {
  if (event.type === 'user.askQuestion') return { value: event.question.title, qaId: event.question.id };
  const message = event.type === 'user.contactCs' ? messageOf(context, event.messageId) : undefined;
  return message?.kind === 'report' ? { value: message.topic, qaId: message.qaId } : { value: '', qaId: '' };
}

/** The handover's record, best-effort. */
const recordHandover = { type: 'recordHandover', params: handoverOf } as const;

/** The complaint entry with the conversation's order chosen, a push (Back returns here). */
const toComplaintEntry = navigate(({ context }: Args): NavigateParams => ({
  route: 'complaintEntry',
  query: context.orderNo === '' ? {} : { orderNo: context.orderNo },
}));


export const chatbotMachine = setup({
  types: {} as { context: ChatbotContext; events: ChatbotEvent; input: ChatbotInput },
  actors: {
    loadCategories: port<LoadResult<QaStart>, QaListRequest>('loadCategories'),
    loadQuestions: port<LoadResult<QaNode>, QaListRequest>('loadQuestions'),
    loadAnswer: port<LoadResult<QaNode>, QaListRequest>('loadAnswer'),
    recordFeedback: port<LoadResult<RecordAnswer>, QaRecordRequest>('recordFeedback'),
    recordText: port<LoadResult<RecordAnswer>, QaRecordRequest>('recordText'),
    recordRating: port<LoadResult<RecordAnswer>, QaRecordRequest>('recordRating'),
    watchBack,
  },
  guards: {
    ...loadGuards,
    hasNoCategories: isEmptyAnswer<QaStart>((start) => start.categories),
    /** Only a question the conversation offers is taken (its id in a listed row). */
    isListed: ({ context, event }) =>
      event.type === 'user.askQuestion' &&
      context.messages.some((m) => m.kind === 'questions' && m.questions.some((q) => q.id === event.question.id)),
    isHandoverQuestion: ({ event }) => event.type === 'user.askQuestion' && event.question.handover,
    isOpenAnswer: ({ context, event }) =>
      (event.type === 'user.solved' || event.type === 'user.notSolved') && answerOf(context, event.messageId)?.verdict === 'open',
    isReport: ({ context, event }) => event.type === 'user.contactCs' && messageOf(context, event.messageId)?.kind === 'report',
    hasDraft: ({ context }) => !isBlankText(context.draft),
    isSolvedReply: ({ context }) => context.request?.kind === 'verdict' && context.request.solved,
    isLowScore: ({ context }) => (context.rating?.score ?? 0) < HIGH_SCORE,
    isQuestionsFailed: isFailedOf('questions'),
    isAnswerFailed: isFailedOf('answer'),
    isFeedbackFailed: isFailedOf('verdict'),
    isTextFailed: isFailedOf('text'),
  },
  actions: {
    ...effects,
    ...loadFailureActions<ChatbotContext, ChatbotEvent>(),
    /** Keeps the chosen tab in the address, replacing the entry (a choice, not a page). */
    showTabInAddress: () => {},
    /** §4: a score of 4 or more goes to the host's score bridge, when the host has one (bound in src/). */
    callScoreBridge: (_: unknown, _params: { score: number }) => {},
    /**
     * qa-record type 1 for a handover (§3, §4), best-effort: bound in src/ to a record sent in the
     * background and retried once, which nothing waits for.
     */
    recordHandover: (_: unknown, _params: Handover) => {},
    setStart: assign(({ context, event }) => {
      const start = loadedData<QaStart>(event);
      if (!start) return {};
      const { categories, greeting } = start;
      const tab = context.tab >= 0 && context.tab < categories.length ? context.tab : 0;
      return { greeting, categories, tab, failure: null, request: { kind: 'questions', tab } as ChatRequest, failed: false };
    }),
    chooseTab: assign(({ context, event }) => {
      if (event.type !== 'user.pickTab') return {};
      const tab = event.index >= 0 && event.index < context.categories.length ? event.index : context.tab;
      return { tab, request: { kind: 'questions', tab } as ChatRequest, failed: false };
    }),
    requestAnswer: startRequest(({ event }) => (event.type === 'user.askQuestion' ? { kind: 'answer', question: event.question } : null)),
    requestVerdict: startRequest(({ context, event }) => {
      if (event.type !== 'user.solved' && event.type !== 'user.notSolved') return null;
      const answer = answerOf(context, event.messageId);
      return answer ? { kind: 'verdict', messageId: answer.id, qaId: answer.qaId, solved: event.type === 'user.solved' } : null;
    }),
    requestText: startRequest(({ context }) => ({ kind: 'text', text: context.draft.trim() })),
    clearFailed: assign({ failed: false }),
    markFailed: assign({ failed: true }),
    setDraft: assign({ draft: ({ context, event }) => (event.type === 'user.type' ? withoutControls(event.text) : context.draft) }),
    appendQuestions: assign(({ context, event }) => {
      const node = loadedData<QaNode>(event);
      const category = context.categories[context.request?.kind === 'questions' ? context.request.tab : context.tab];
      if (!node || !category) return {};
      return append(context, { kind: 'questions', title: category.title, questions: node.children });
    }),
    appendRefusal: assign(({ context, event }) => {
      const output = outputOf<LoadResult>(event);
      return append(context, { kind: 'note', tone: 'refused', text: output.ok ? '' : output.message });
    }),
    /** The question as the borrower's line, then its answer, its child questions, or a way to support. */
    appendAnswer: assign(({ context, event }) => {
      const node = loadedData<QaNode>(event);
      const request = context.request;
      if (!node || request?.kind !== 'answer') return {};
      const { question } = request;
      const { answers, children, reportResult } = node;
      const asked = { kind: 'asked', text: question.title } as const;
      const rows: DistributiveOmit<ChatMessage, 'id'>[] = [asked];
      if (answers.length > 0) {
        rows.push({ kind: 'answer', qaId: question.id, topic: question.title, answers, reportResult, verdict: 'open', score: 0 });
      }
      if (children.length > 0) rows.push({ kind: 'questions', title: question.title, questions: children });
      if (answers.length === 0 && children.length === 0) {
        rows.push({ kind: 'report', qaId: question.id, topic: question.title, text: reportResult });
      }
      return append(context, ...rows);
    }),
    markSolved: assign(({ context }) => {
      const request = context.request;
      if (request?.kind !== 'verdict') return {};
      return {
        messages: updateAnswer(context, request.messageId, { verdict: 'solved' }),
        rating: { messageId: request.messageId, qaId: request.qaId, score: 0, failed: false },
      };
    }),
    markUnsolved: assign(({ context, event }) => {
      const request = context.request;
      const answered = loadedData<RecordAnswer>(event);
      if (request?.kind !== 'verdict' || !answered) return {};
      const answer = answerOf(context, request.messageId);
      const withVerdict = { ...context, messages: updateAnswer(context, request.messageId, { verdict: 'unsolved' }) };
      // The question's own report-result when it has one, else what the record answered.
      const text = answer?.reportResult || answered.text;
      return append(withVerdict, { kind: 'report', qaId: request.qaId, topic: answer?.topic ?? '', text });
    }),
    /** The typed line, and the server's answer: judgeable when it matched a question, else a way to support. */
    appendTextAnswer: assign(({ context, event }) => {
      const answered = loadedData<RecordAnswer>(event);
      const request = context.request;
      if (!answered || request?.kind !== 'text') return {};
      const { text, qaId } = answered;
      const answers = text.split('\n').filter((line) => line.trim() !== '');
      const reply: DistributiveOmit<ChatMessage, 'id'> =
        qaId !== '' && answers.length > 0
          ? { kind: 'answer', qaId, topic: request.text, answers, reportResult: '', verdict: 'open', score: 0 }
          : { kind: 'report', qaId, topic: request.text, text };
      // What was typed since the send stays; what was sent leaves the field.
      const draft = context.draft.trim() === request.text ? '' : context.draft;
      return { ...append(context, { kind: 'asked', text: request.text }, reply), draft };
    }),
    chooseScore: assign(({ context, event }) => {
      if (event.type !== 'user.rate' || !context.rating) return {};
      const score = Math.min(5, Math.max(1, Math.round(event.score)));
      return { rating: { ...context.rating, score, failed: false } };
    }),
    markRatingFailed: assign(({ context }) => (context.rating ? { rating: { ...context.rating, failed: true } } : {})),
    /** The answer keeps its stars (read-only); the below-4 thanks is the server's line. */
    setRated: assign(({ context }) => {
      const rating = context.rating;
      if (!rating) return {};
      return { messages: updateAnswer(context, rating.messageId, { score: rating.score }), rating: null };
    }),
    appendThanks: assign(({ context, event }) =>
      append(context, { kind: 'note', tone: 'thanks', text: loadedData<RecordAnswer>(event)?.text ?? '' }),
    ),
    dropRating: assign({ rating: null }),
  },
}).createMachine({
  id: 'chatbot',
  context: ({ input }) => ({
    orderNo: input.orderNo,
    tab: Number.isInteger(input.selectedIndex) && input.selectedIndex >= 0 ? input.selectedIndex : 0,
    greeting: '',
    categories: [],
    messages: [],
    nextId: 1,
    draft: '',
    request: null,
    failed: false,
    rating: null,
    failure: null,
  }),
  initial: 'loading',
  states: {
    ...loadStates(
      'loadCategories',
      [
        { guard: 'hasNoCategories', target: 'empty', actions: 'setStart' },
        { target: 'chat', actions: 'setStart' },
      ],
      // §7: pid 0 is the top level.
      ({ context }: { context: ChatbotContext }) => ({ orderNo: context.orderNo, pid: TOP_LEVEL }),
    ),
    /** No category at all: nothing to ask about yet; the page offers to ask again. */
    empty: { description: "'The assistant has no topics yet' with Try again", on: { 'user.retry': 'loading' } },
    chat: {
      description: 'The conversation: the greeting and the rows, the topic tabs, and the question field with Send',
      initial: 'loadingQuestions',
      // Typing never waits on a request, and nothing typed is dropped by one.
      on: { 'user.type': { actions: 'setDraft' } },
      states: {
        loadingQuestions: {
          description: "The tab's questions are on their way: the assistant is typing and the buttons wait",
          ...chatRequest(
            'loadQuestions',
            ({ context }: Args) => {
              const tab = context.request?.kind === 'questions' ? context.request.tab : context.tab;
              return { orderNo: context.orderNo, pid: context.categories[tab]?.id ?? '' };
            },
            [
              { guard: 'isRefused', target: 'idle', actions: 'appendRefusal' },
              { target: 'idle', actions: 'appendQuestions' },
            ],
          ),
        },
        idle: {
          description: "The conversation takes a tap or a typed question; after a failure, 'That did not go through' with Try again",
          on: {
            'user.pickTab': { target: 'loadingQuestions', actions: ['chooseTab', 'showTabInAddress'] },
            'user.askQuestion': [
              { guard: and(['isListed', 'isHandoverQuestion']), target: '#chatbot.leaving', actions: [recordHandover, toComplaintEntry] },
              { guard: 'isListed', target: 'loadingAnswer', actions: 'requestAnswer' },
            ],
            'user.solved': { guard: 'isOpenAnswer', target: 'recordingFeedback', actions: 'requestVerdict' },
            'user.notSolved': { guard: 'isOpenAnswer', target: 'recordingFeedback', actions: 'requestVerdict' },
            'user.contactCs': { guard: 'isReport', target: '#chatbot.leaving', actions: [recordHandover, toComplaintEntry] },
            'user.send': { guard: 'hasDraft', target: 'sendingText', actions: 'requestText' },
            // The failed request again, in place; it stays the same request (same record, same text).
            'user.retry': [
              { guard: 'isQuestionsFailed', target: 'loadingQuestions', actions: 'clearFailed' },
              { guard: 'isAnswerFailed', target: 'loadingAnswer', actions: 'clearFailed' },
              { guard: 'isFeedbackFailed', target: 'recordingFeedback', actions: 'clearFailed' },
              { guard: 'isTextFailed', target: 'sendingText', actions: 'clearFailed' },
            ],
          },
        },
        loadingAnswer: {
          description: 'The answer is on its way: the assistant is typing and the buttons wait',
          ...chatRequest(
            'loadAnswer',
            ({ context }: Args) => ({
              orderNo: context.orderNo,
              pid: context.request?.kind === 'answer' ? context.request.question.id : '',
            }),
            [
              { guard: 'isRefused', target: 'idle', actions: 'appendRefusal' },
              { target: 'idle', actions: 'appendAnswer' },
            ],
          ),
        },
        /** qa-record type 2: '1' solved (then the rating), '0' not solved (then the report-result). */
        recordingFeedback: {
          description: "Solved / 'Not solved' is on its way: the assistant is typing and the buttons wait",
          ...chatRequest(
            'recordFeedback',
            ({ context }: Args) => {
              const request = context.request;
              return {
                orderNo: context.orderNo,
                type: RECORD_FEEDBACK,
                value: request?.kind === 'verdict' && request.solved ? '1' : '0',
                qaId: request?.kind === 'verdict' ? request.qaId : '',
              };
            },
            [
              // Refused: the server's message is toasted; the verdict stays open to give again.
              { guard: 'isRefused', target: 'idle', actions: toastServerMessage('chatbot.refusedFallback') },
              { guard: 'isSolvedReply', target: 'rating', actions: 'markSolved' },
              { target: 'idle', actions: 'markUnsolved' },
            ],
          ),
        },
        /** qa-record type 4 with the typed text. */
        sendingText: {
          description: 'The typed question is on its way: Send shows busy, the assistant is typing; typing goes on',
          ...chatRequest(
            'recordText',
            ({ context }: Args) => ({
              orderNo: context.orderNo,
              type: RECORD_TEXT,
              value: context.request?.kind === 'text' ? context.request.text : '',
              qaId: '',
            }),
            [
              // Refused: the server's message is toasted; what was typed stays.
              { guard: 'isRefused', target: 'idle', actions: toastServerMessage('chatbot.refusedFallback') },
              { target: 'idle', actions: 'appendTextAnswer' },
            ],
          ),
        },
        /** The star rating dialog: a tap posts type 3 at once; the dialog waits while it goes. */
        rating: {
          description: "The rating dialog over the conversation: 'Happy with how we handled your request? Please rate us!', five stars and Close",
          initial: 'choosing',
          states: {
            choosing: {
              description: "The stars wait for a tap; after a failed send, 'Your rating was not sent'",
              on: {
                'user.rate': { target: 'sending', actions: 'chooseScore' },
                'user.closeRating': { target: '#chatbot.chat.idle', actions: 'dropRating' },
              },
            },
            sending: {
              description: 'The stars tapped are on their way: a spinner, and the dialog cannot be closed',
              tags: ['busy'],
              invoke: {
                id: 'recordRating',
                src: 'recordRating',
                input: ({ context }) => ({
                  orderNo: context.orderNo,
                  type: RECORD_RATING,
                  value: String(context.rating?.score ?? 0),
                  qaId: context.rating?.qaId ?? '',
                }),
                onDone: [
                  // Refused: the server's message is toasted; another tap sends again.
                  { guard: 'isRefused', target: 'choosing', actions: toastServerMessage('chatbot.ratingFailed') },
                  { guard: 'isLowScore', target: '#chatbot.chat.idle', actions: ['appendThanks', 'setRated'] },
                  {
                    target: '#chatbot.chat.idle',
                    actions: [
                      { type: 'callScoreBridge', params: ({ context }) => ({ score: context.rating?.score ?? 0 }) },
                      'setRated',
                    ],
                  },
                ],
                onError: { target: 'choosing', actions: 'markRatingFailed' },
              },
            },
          },
        },
      },
    },
    /**
     * The complaint pages are opening: the conversation takes nothing more. Back before they show
     * returns to it as it was (machines/shared/leaving.ts).
     */
    leaving: {
      description: 'The complaint entry is opening: the conversation stays on screen and takes no tap',
      invoke: { id: 'watchBack', src: 'watchBack' },
      on: { 'history.back': '#chatbot.chat.idle' },
    },
  },
  meta: { words: chatbotWords },
});
