import * as v from 'valibot';
import type { QaListRequest, QaRecordRequest } from '@machines/chatbot/chatbot.machine';
import { paths } from '@/config';
import { get, post } from '@/services/http/endpoint';
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

/** How long a background record waits before its one retry (a dropped connection often comes back). */
export const BACKGROUND_RETRY_MS = 2000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** POST qa-record (§7): the record's four fields, whatever else the object it comes in carries. */
const record = post(paths.app('/h5-api/v3/user-problem/qa-record'), QaRecordAnswer, {
  payload: ({ orderNo, type, value, qaId }: QaRecordRequest) => ({ orderNo, type, value, qaId }),
});

export const chatbotApi = {
  /** GET get-qa-list (§7): pid '0' for the top level. A refusal is shown in the conversation, not toasted. */
  qaList: get(paths.app('/h5-api/v3/user-problem/get-qa-list'), QaList, {
    payload: ({ orderNo, pid }: QaListRequest) => ({ orderNo, pid }),
  }),
  /** The machine toasts a refusal with the server's message (§7, §8). */
  record,
  /**
   * A record nobody waits for (the handover, §4): sent now, sent once more BACKGROUND_RETRY_MS
   * later if the connection failed or the answer was broken, never toasted (the borrower has moved
   * on), and not tied to the page that sent it, so leaving the page does not cancel it. A refusal
   * is the server's answer and is not sent again. Resolves whether the server took it; never rejects.
   */
  recordInBackground: async (input: QaRecordRequest): Promise<boolean> => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      if (attempt > 0) await pause(BACKGROUND_RETRY_MS);
      try {
        return (await record(input)).success;
      } catch {
        // A fault (network, broken answer): once more, then given up.
      }
    }
    return false;
  },
};
