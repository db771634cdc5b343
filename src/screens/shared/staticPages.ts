import { addMessages } from '@/i18n';
import { staticPagesView as english } from './staticPages.strings.en-IN';
import { staticPagesView as indonesian } from './staticPages.strings.id-ID';
import { liveEffects } from './effects';

/** The static pages' chrome strings, registered once by whichever of them loads first. */
addMessages({ 'en-IN': english, 'id-ID': indonesian });

/**
 * Back from a static page: the shared `leave`. In the app the host closes the web view (the
 * borrower is back where they opened it); in a browser the bridge goes back in history. These
 * pages have no machine: nothing loads and nothing changes, so there is no flow to model.
 */
export function leaveStaticPage(): void {
  liveEffects.leave();
}
