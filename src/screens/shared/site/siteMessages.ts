import { addMessages } from '@/i18n';
import { siteLayoutView as english } from '@/i18n/en-IN/siteView';
import { siteLayoutView as indonesian } from '@/i18n/id-ID/siteView';

/**
 * Registers the strings of the site's frame and pages (both markets); the home page registers its
 * own (src/screens/site). A function, not a bare side effect: the package marks modules side-effect
 * free, so a module that only ran addMessages could be dropped.
 */
export function registerSiteMessages(): void {
  addMessages({ 'en-IN': english, 'id-ID': indonesian });
}
