import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  chatbotMachine,
  HANDOVER_ACTION,
  RECORD_HANDOVER,
  type ChatbotContext,
  type Handover,
  type QaNode,
  type QaQuestion,
  type QaStart,
  type RecordAnswer,
} from '@machines/chatbot/chatbot.machine';
import { addMessages, t } from '@/i18n';
import { chatbotView as english } from './strings.en-IN';
import { chatbotView as indonesian } from './strings.id-ID';
import { chatbotApi, type QaItem, type QaList } from '@/services/api/chatbot';
import { bridge } from '@/services/bridge';
import { navigation } from '@/services/navigation';
import { safeUrl } from '@/services/safeUrl';
import { routeHref } from '@/services/session';
import { fromLoad } from '../shared/actors';
import { withEffects } from '../shared/effects';
import { watchBack } from '../shared/watchBack';
import { useFlowActor } from '../shared/useFlowActor';
import { useScreen } from '../shared/useScreen';
import { ChatbotView } from './ChatbotView';
import { select } from './select';

addMessages({ 'en-IN': english, 'id-ID': indonesian });

const questionOf = (item: QaItem): QaQuestion => ({
  id: item.id,
  title: item.title_local.trim(),
  handover: item.action_type.trim() === HANDOVER_ACTION,
});

/** pid 0: the greeting is the root question's title; each child is a category (a tab). */
export function toStart(list: QaList): QaStart {
  return {
    greeting: list.question?.title_local.trim() ?? '',
    categories: list.answerList.map((item) => ({
      id: item.id,
      title: (item.title_local || item.title_local_alias).trim(),
      icon: safeUrl(item.icon) ?? '',
    })),
  };
}

/** A question's answers (blank ones dropped), its report-result text and its child questions. */
export function toNode(list: QaList): QaNode {
  return {
    answers: (list.question?.answers ?? []).map((a) => a.title_local.trim()).filter((text) => text !== ''),
    reportResult: list.question?.report_result.trim() ?? '',
    children: list.answerList.map(questionOf).filter((q) => q.title !== ''),
  };
}

const record = fromLoad(chatbotApi.record, (data): RecordAnswer => ({ text: data.text.trim(), qaId: data.qaId }));

const qaList = <T,>(map: (list: QaList) => T) => fromLoad(chatbotApi.qaList, map);

/**
 * The chatbot's binding: get-qa-list and qa-record (the handover's in the background), the
 * address, the Back that cancels a handover's opening, the host's score bridge.
 */
export const logic = withEffects(chatbotMachine).provide({
  actors: {
    loadCategories: qaList(toStart),
    loadQuestions: qaList(toNode),
    loadAnswer: qaList(toNode),
    recordFeedback: record,
    recordText: record,
    recordRating: record,
    watchBack,
  },
  actions: {
    recordHandover: ({ context }: { context: ChatbotContext }, handover: Handover) => {
      void chatbotApi.recordInBackground({ orderNo: context.orderNo, type: RECORD_HANDOVER, ...handover });
    },
    showTabInAddress: ({ context }: { context: ChatbotContext }) =>
      navigation.go(routeHref('chatbot', { selectedIndex: String(context.tab), orderNo: context.orderNo }), { replace: true }),
    // §4 "if present": only a host that handles scoreCallback is asked; a plain browser has nothing to rate in.
    callScoreBridge: (_: unknown, { score }: { score: number }) => {
      if (bridge.has('scoreCallback')) bridge.call('scoreCallback', { score });
    },
  },
});

export default function ChatbotScreen() {
  const [query] = useSearchParams();
  // Read once: the machine owns the tab from here and writes it back to the address.
  const [input] = useState(() => ({
    orderNo: query.get('orderNo') ?? '',
    selectedIndex: Number.parseInt(query.get('selectedIndex') ?? '0', 10) || 0,
  }));
  const actor = useFlowActor(logic, input);
  const view = useScreen(actor, select, t('chatbot.title'));
  return <ChatbotView view={view} send={actor.send} />;
}
