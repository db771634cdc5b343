import { addMessages } from '@/i18n';
import { siteView as english } from '@/i18n/en-IN/siteView';
import { siteView as indonesian } from '@/i18n/id-ID/siteView';

/**
 * Registers the public site's strings (both markets). A function, not a bare side effect: the
 * package marks modules side-effect free, so a module that only ran addMessages could be dropped.
 */
export function registerSiteMessages(): void {
  addMessages({ 'en-IN': english, 'id-ID': indonesian });
}
