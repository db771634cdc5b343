import * as v from 'valibot';
import type { QaListRequest, QaRecordRequest } from '@machines/chatbot/chatbot.machine';
import { paths } from '@/config';
import { request } from '@/services/http/request';
import { list, optStr, str } from './schema';

/** §3 chatbot question: id, title_local, action_type (4: hand over to human support), answers, report-result. */
export const QaItem = v.object({
  id: str,
  title_local: optStr,
  /** Categories carry a short alias and an icon; questions leave them empty. */
  title_local_alias: optStr,
  icon: optStr,
  action_type: optStr,
  answers: list(v.object({ id: optStr, title_local: optStr })),
  report_result: optStr,
});
export type QaItem = v.InferOutput<typeof QaItem>;

/** get-qa-list: the question asked for (pid 0: the bot's greeting) and its children. */
export const QaList = v.object({
  question: v.nullish(QaItem, null),
  answerList: list(QaItem),
});
export type QaList = v.InferOutput<typeof QaList>;

/** qa-record's answer (§7 "not shown"; the demo backend's): a text to show and a matched question. */
export const QaRecordAnswer = v.nullish(v.object({ text: optStr, qaId: optStr }), { text: '', qaId: '' });
export type QaRecordAnswer = v.InferOutput<typeof QaRecordAnswer>;

type Signal = { signal?: AbortSignal };

/** How long a background record waits before its one retry (a dropped connection often comes back). */
export const BACKGROUND_RETRY_MS = 2000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const chatbotApi = {
  /** GET get-qa-list (§7): pid '0' for the top level. A refusal is shown in the conversation, not toasted. */
  qaList: (query: QaListRequest, { signal }: Signal = {}) =>
    request({
      method: 'GET',
      url: paths.app('/h5-api/v3/user-problem/get-qa-list'),
      payload: { orderNo: query.orderNo, pid: query.pid },
      schema: QaList,
      signal,
    }),
  /** POST qa-record (§7); the machine toasts a refusal with the server's message (§7, §8). */
  record: (record: QaRecordRequest, { signal }: Signal = {}) =>
    request({
      method: 'POST',
      url: paths.app('/h5-api/v3/user-problem/qa-record'),
      payload: { orderNo: record.orderNo, type: record.type, value: record.value, qaId: record.qaId },
      schema: QaRecordAnswer,
      signal,
    }),
  /**
   * A record nobody waits for (the handover, §4): sent now, sent once more BACKGROUND_RETRY_MS
   * later if the connection failed or the answer was broken, never toasted (the borrower has moved
   * on), and not tied to the page that sent it, so leaving the page does not cancel it. A refusal
   * is the server's answer and is not sent again. Resolves whether the server took it; never rejects.
   */
  recordInBackground: async (record: QaRecordRequest): Promise<boolean> => {
    const send = () =>
      request({
        method: 'POST',
        url: paths.app('/h5-api/v3/user-problem/qa-record'),
        payload: { orderNo: record.orderNo, type: record.type, value: record.value, qaId: record.qaId },
        schema: QaRecordAnswer,
      });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      if (attempt > 0) await pause(BACKGROUND_RETRY_MS);
      try {
        return (await send()).success;
      } catch {
        // A fault (network, broken answer): once more, then given up.
      }
    }
    return false;
  },
};
