import * as v from 'valibot';
import type { RegisterRequest, SmsRequest, TrackParams } from '@machines/registration/registration.machine';
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

/**
 * The promotion calls of §7. The page says every outcome itself (§8); get-sid, get-sms,
 * register and the tracking calls answer code '0' on success.
 */
export const promotionApi = {
  template: (templateId: string, { signal }: Signal = {}) =>
    request({
      method: 'GET',
      url: paths.promotion('/service/channel/channel-template'),
      payload: { templateId },
      schema: LandingTemplate,
      signal,
    }),
  trackVisit: (fields: TrackParams) =>
    request({ method: 'GET', url: paths.promotion('/promotion/track-visit'), payload: { ...fields }, schema: none, success: 'zero' }),
  trackClick: (fields: TrackParams) =>
    request({ method: 'GET', url: paths.promotion('/promotion/track-click'), payload: { ...fields }, schema: none, success: 'zero' }),
  sid: ({ signal }: Signal = {}) =>
    request({ method: 'GET', url: paths.promotion('/promotion/get-sid'), schema: Sid, success: 'zero', signal }),
  /** The captcha picture of a sid; the timestamp makes every refresh a new address. */
  captchaUrl: (sid: string, timestamp: number) => `${endpoints.captchaImage}?${new URLSearchParams({ sid, t: String(timestamp) }).toString()}`,
  sendSms: (fields: SmsRequest, { signal }: Signal = {}) =>
    request({ method: 'POST', url: paths.promotion('/promotion/get-sms'), payload: { ...fields }, schema: none, success: 'zero', signal }),
  register: (fields: RegisterRequest, { signal }: Signal = {}) =>
    request({ method: 'POST', url: paths.promotion('/promotion/register'), payload: { ...fields }, schema: none, success: 'zero', signal }),
};
