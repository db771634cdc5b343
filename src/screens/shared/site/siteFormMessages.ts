import { addMessages } from '@/i18n';
import { siteFormView as english } from './siteForm.strings.en-IN';
import { siteFormView as indonesian } from './siteForm.strings.id-ID';

/** Registers the contact forms' strings (both markets); they travel in the form's chunk. */
export function registerSiteFormMessages(): void {
  addMessages({ 'en-IN': english, 'id-ID': indonesian });
}
