import * as v from 'valibot';
import type { ComplaintSubmission } from '@machines/complaintForm/complaintForm.machine';
import type { OrderRequest } from '@machines/shared/orderSwitch';
import { paths } from '@/config';
import { post, type Signal } from '@/services/http/endpoint';
import { request } from '@/services/http/request';
import { list, none, optStr, str } from './schema';

/** §3 order card of the complaint pages (machines/shared/orderSwitch's OrderCard, as the server sends it). */
export const OrderCard = v.object({
  orderNo: str,
  productLogo: optStr,
  productName: optStr,
  status: optStr,
  list: list(v.object({ title: optStr, value: optStr })),
  /** '1': collection-type complaints are allowed for this order. */
  isShow: optStr,
});

export const ProblemOption = v.object({ value: str, title: optStr });
export type ProblemOption = v.InferOutput<typeof ProblemOption>;

export const ProblemInit = v.object({
  problemType: list(ProblemOption),
  problemSonType: list(ProblemOption),
  orderDetail: v.nullish(OrderCard, null),
  orderList: list(OrderCard),
  problemStatus: v.nullish(v.unknown()),
});
export type ProblemInit = v.InferOutput<typeof ProblemInit>;

/**
 * A top-level chatbot category as the v3 problem-init lists it for the new complaint page (§3
 * "in the chatbot: title_local and title_local_alias"): its value, title, short alias and icon URL
 * (passed through safeUrl where it is shown).
 */
export const ChatbotCategory = v.object({ value: str, title: optStr, title_local_alias: optStr, icon: optStr });
export type ChatbotCategory = v.InferOutput<typeof ChatbotCategory>;

/** The v3 problem-init (§7): the same order data, the chatbot's categories as its problem types. */
export const ProblemInitV3 = v.object({ ...ProblemInit.entries, problemType: list(ChatbotCategory) });
export type ProblemInitV3 = v.InferOutput<typeof ProblemInitV3>;

export const ComplaintItem = v.object({ id: str, time: optStr, type: optStr, content: optStr });
export type ComplaintItem = v.InferOutput<typeof ComplaintItem>;

export const ComplaintTabs = v.object({
  tabs: list(v.object({ title: optStr, list: list(ComplaintItem) })),
});
export type ComplaintTabs = v.InferOutput<typeof ComplaintTabs>;

export const ComplaintDetail = v.object({
  type: optStr,
  sonType: optStr,
  problemId: str,
  content: optStr,
  images: list(v.string()),
  disposeDetail: optStr,
  disposeImages: list(v.string()),
  /** '0' means there is nothing to rate. */
  isScore: optStr,
});
export type ComplaintDetail = v.InferOutput<typeof ComplaintDetail>;

/** contact-kf-info (§7): the machine's SupportContact, as the server sends it. */
export const SupportContact = v.object({ email: optStr, smWa: optStr });

export const UploadedImage = v.object({ url: v.string() });

/**
 * The complaint calls (§7). A refusal comes back as `{ success: false, message }`: the loads are
 * shown by their page in place of the content, the upload, the save and the score are toasted by
 * their machines with the server's message (§8).
 */

/** save-score posts the score and the complaint it rates. */
const postScore = post(paths.app('/user-problem/save-score'), none)<{ score: number; problemId: string }>;

export const complaintsApi = {
  /** problem-init for the order the address names: its orderNo when it has one, else its orderId. */
  init: post(paths.app('/user-problem/problem-init'), ProblemInit, {
    payload: (order: Partial<OrderRequest>) => (order.orderNo ? { orderNo: order.orderNo } : { orderId: order.orderId ?? '' }),
  }),
  /**
   * The new complaint page's problem-init (§7 v3): its one field is `orderNo` ('' lets the server
   * choose). An address with only an orderId finds the orderNo with `init` first.
   */
  initV3: post(paths.app('/h5-api/v3/user-problem/problem-init'), ProblemInitV3, { payload: (orderNo: string) => ({ orderNo }) }),
  uploadImage: (file: Blob, name: string, { signal, onProgress }: Signal & { onProgress?: (f: number) => void } = {}) => {
    const form = new FormData();
    form.append('problemImage', file, name);
    return request({
      method: 'POST',
      url: paths.app('/user-problem/upload-problem-img'),
      payload: form,
      schema: UploadedImage,
      signal,
      onUploadProgress: onProgress,
    });
  },
  /** problem-save posts the machine's submission as is (§3 "Complaint to save"). */
  save: post(paths.app('/user-problem/problem-save'), none)<ComplaintSubmission>,
  list: post(paths.app('/user-problem/problem-list'), ComplaintTabs, { payload: {} }),
  detail: post(paths.app('/user-problem/problem-detail'), ComplaintDetail, { payload: (problemId: string) => ({ problemId }) }),
  saveScore: (score: number, problemId: string, options?: Signal) => postScore({ score, problemId }, options),
  contact: post(paths.app('/v3/personal-center/contact-kf-info'), SupportContact, { payload: { overall: 30 } }),
};
