import { t } from '@/i18n';
import { liveEffects } from '../shared/effects';
import { useTitle } from '../shared/useTitle';
import { NotFoundView, type NotFoundEvent } from './NotFoundView';

/**
 * Back is the shared `leave`: in the app the host closes the web view and the borrower is where
 * they came from; in a browser it goes back. No 'Home': the app's home is native (Back reaches
 * it), and a browser's '/' is the public site, which this build does not have.
 */
function send(_event: NotFoundEvent): void {
  liveEffects.leave();
}

/** The page for an address no route knows. It has no machine: nothing loads and nothing changes. */
export default function NotFoundScreen() {
  useTitle(t('common.notFoundTitle'));
  return <NotFoundView send={send} />;
}
