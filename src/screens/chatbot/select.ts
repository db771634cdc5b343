import type { SnapshotFrom } from 'xstate';
import type { ChatMessage, chatbotMachine, ChatRequest } from '@machines/chatbot/chatbot.machine';
import { loadViewOf, type LoadView } from '../shared/loadView';
import { memoOf } from '../shared/memoOf';
import { isBlankText } from '@machines/shared/text';

export interface ChatbotView {
  load: LoadView;
  /** The server has no category at all. */
  empty: boolean;
  /** The conversation is on screen (greeting, rows, tabs, input). */
  ready: boolean;
  greeting: string;
  tabs: readonly string[];
  tab: number;
  messages: readonly ChatMessage[];
  /** A request is in flight, or the complaint pages are opening: every control that would start another waits. */
  busy: boolean;
  /** A request of the conversation is in flight: the bot is typing. */
  typing: boolean;
  /** What the request that failed was, offered again in place; null when nothing failed. */
  failed: ChatRequest['kind'] | null;
  draft: string;
  /** 'Terkirim' is enabled: something to send and nothing in flight. */
  canSend: boolean;
  /** The free text is on its way. */
  sending: boolean;
  /** The rating dialog is open, its stars, whether the score is on its way, whether the last one failed. */
  ratingOpen: boolean;
  ratingScore: number;
  ratingBusy: boolean;
  ratingFailed: boolean;
}

type Snapshot = SnapshotFrom<typeof chatbotMachine>;

const NO_TABS: readonly string[] = [];
/** The tab titles, one array per list of categories, so an unchanged list is the same array. */
const titlesOf = memoOf((categories: Snapshot['context']['categories']): readonly string[] => categories.map((c) => c.title));
const tabsOf = (categories: Snapshot['context']['categories']) => (categories.length === 0 ? NO_TABS : titlesOf(categories));

export function select(snapshot: Snapshot): ChatbotView {
  const { context } = snapshot;
  const leaving = snapshot.matches('leaving');
  const ready = snapshot.matches('chat') || leaving;
  const idle = snapshot.matches({ chat: 'idle' });
  const busy = !idle;
  const ratingOpen = snapshot.matches({ chat: 'rating' }) && context.rating !== null;
  return {
    load: loadViewOf(snapshot),
    empty: snapshot.matches('empty'),
    ready,
    greeting: context.greeting,
    tabs: tabsOf(context.categories),
    tab: context.tab,
    messages: context.messages,
    busy,
    typing: busy && !leaving && !ratingOpen,
    failed: idle && context.failed && context.request ? context.request.kind : null,
    draft: context.draft,
    canSend: idle && !isBlankText(context.draft),
    sending: snapshot.matches({ chat: 'sendingText' }),
    ratingOpen,
    ratingScore: ratingOpen ? (context.rating?.score ?? 0) : 0,
    ratingBusy: snapshot.matches({ chat: { rating: 'sending' } }),
    ratingFailed: ratingOpen && (context.rating?.failed ?? false),
  };
}
