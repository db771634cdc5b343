import { addMessages } from '@/i18n';
import { siteLayoutView as english } from './site.strings.en-IN';
import { siteLayoutView as indonesian } from './site.strings.id-ID';

/**
 * Registers the strings of the site's frame and pages (both markets); the home page registers its
 * own (src/screens/site). A function, not a bare side effect: the package marks modules side-effect
 * free, so a module that only ran addMessages could be dropped.
 */
export function registerSiteMessages(): void {
  addMessages({ 'en-IN': english, 'id-ID': indonesian });
}
