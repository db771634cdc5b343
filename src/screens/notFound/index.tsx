import { t } from '@/i18n';
import { liveEffects } from '../shared/effects';
import { useTitle } from '../shared/useTitle';
import { NotFoundView } from './NotFoundView';

/**
 * The page for an address no route knows. It has no machine: nothing loads and nothing changes.
 * Back is the shared `leave`: in the app the host closes the web view and the borrower is where
 * they came from; in a browser it goes back. No 'Home': the app's home is native (Back reaches
 * it), and a browser's '/' is the public site, which this build does not have.
 */
export default function NotFoundScreen() {
  useTitle(t('common.notFoundTitle'));
  return <NotFoundView onLeave={liveEffects.leave} />;
}
