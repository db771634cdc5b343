import * as v from 'valibot';
import { paths } from '@/config';
import { request } from '@/services/http/request';
import { endpoints } from './endpoints';
import { list, none, optStr, str } from './schema';

/** §3 landing template config: its id; the other fields are the ones the pages show. */
export const LandingTemplate = v.object({
  id: str,
  title: optStr,
  subtitle: optStr,
  banner: optStr,
  features: list(str),
  buttonText: optStr,
  agreementTitle: optStr,
  downloadUrl: optStr,
});
export type LandingTemplate = v.InferOutput<typeof LandingTemplate>;

const Sid = v.object({ sid: str });

type Signal = { signal?: AbortSignal };
type Fields = Record<string, string>;

/**
 * The promotion calls of §7. The page says every outcome itself (§8), so the helper toasts
 * nothing; get-sid, get-sms, register and the tracking calls answer code '0' on success.
 */
export const promotionApi = {
  template: (templateId: string, { signal }: Signal = {}) =>
    request({
      method: 'GET',
      url: paths.promotion('/service/channel/channel-template'),
      payload: { templateId },
      schema: LandingTemplate,
      signal,
      toastFailure: false,
    }),
  trackVisit: (fields: Fields) =>
    request({ method: 'GET', url: paths.promotion('/promotion/track-visit'), payload: fields, schema: none, success: 'zero', toastFailure: false }),
  trackClick: (fields: Fields) =>
    request({ method: 'GET', url: paths.promotion('/promotion/track-click'), payload: fields, schema: none, success: 'zero', toastFailure: false }),
  sid: ({ signal }: Signal = {}) =>
    request({ method: 'GET', url: paths.promotion('/promotion/get-sid'), schema: Sid, success: 'zero', signal, toastFailure: false }),
  /** The captcha picture of a sid; the timestamp makes every refresh a new address. */
  captchaUrl: (sid: string, timestamp: number) => `${endpoints.captchaImage}?${new URLSearchParams({ sid, t: String(timestamp) }).toString()}`,
  sendSms: (fields: Fields, { signal }: Signal = {}) =>
    request({ method: 'POST', url: paths.promotion('/promotion/get-sms'), payload: fields, schema: none, success: 'zero', signal, toastFailure: false }),
  register: (fields: Fields, { signal }: Signal = {}) =>
    request({ method: 'POST', url: paths.promotion('/promotion/register'), payload: fields, schema: none, success: 'zero', signal, toastFailure: false }),
};
