import * as v from 'valibot';
import type { RegisterRequest, SmsRequest, TrackParams } from '@machines/registration/registration.machine';
import { paths } from '@/config';
import { get, post } from '@/services/http/endpoint';
import { endpoints } from './endpoints';
import { list, none, optStr, str } from './schema';

/** §3 landing template config: its id; the other fields are the ones the pages show. */
export const LandingTemplate = v.object({
  id: str,
  title: optStr,
  subtitle: optStr,
  features: list(str),
  buttonText: optStr,
  agreementTitle: optStr,
  downloadUrl: optStr,
});
export type LandingTemplate = v.InferOutput<typeof LandingTemplate>;

const Sid = v.object({ sid: str });

/**
 * The promotion calls of §7. The page says every outcome itself (§8); get-sid, get-sms,
 * register and the tracking calls answer code '0' on success.
 */
export const promotionApi = {
  template: get(paths.promotion('/service/channel/channel-template'), LandingTemplate, {
    payload: (templateId: string) => ({ templateId }),
  }),
  trackVisit: get(paths.promotion('/promotion/track-visit'), none, { success: 'zero' })<TrackParams>,
  trackClick: get(paths.promotion('/promotion/track-click'), none, { success: 'zero' })<TrackParams>,
  sid: get(paths.promotion('/promotion/get-sid'), Sid, { success: 'zero', payload: {} }),
  /** The captcha picture of a sid; the timestamp makes every refresh a new address. */
  captchaUrl: (sid: string, timestamp: number) => `${endpoints.captchaImage}?${new URLSearchParams({ sid, t: String(timestamp) }).toString()}`,
  sendSms: post(paths.promotion('/promotion/get-sms'), none, { success: 'zero' })<SmsRequest>,
  register: post(paths.promotion('/promotion/register'), none, { success: 'zero' })<RegisterRequest>,
};
