import type { LandingTemplate } from '@machines/registration/registration.machine';
import type { LoadResult } from '@machines/shared/load';
import { promotionApi, type LandingTemplate as TemplateAnswer } from '@/services/api/promotion';
import { safeUrl } from '@/services/safeUrl';
import { fromRequest, toLoadResult } from './actors';

/** The template as the promotion pages use it: its download address through safeUrl ('' when missing or unsafe). */
export function landingOf(template: TemplateAnswer): LandingTemplate {
  return { ...template, downloadUrl: safeUrl(template.downloadUrl) ?? '' };
}

/** §7 channel-template (templateId = the address's id), shared by the register and download pages. */
export const loadTemplate = fromRequest<LoadResult<LandingTemplate>, { templateId: string }>((input, signal) =>
  promotionApi.template(input.templateId, { signal }).then((result) => toLoadResult(result, landingOf)),
);
