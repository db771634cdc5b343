import { addMessages } from '@/i18n';
import { siteFormView as english } from '@/i18n/en-IN/siteFormView';
import { siteFormView as indonesian } from '@/i18n/id-ID/siteFormView';

/** Registers the contact forms' strings (both markets); they travel in the form's chunk. */
export function registerSiteFormMessages(): void {
  addMessages({ 'en-IN': english, 'id-ID': indonesian });
}
