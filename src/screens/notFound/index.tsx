import { useEffect } from 'react';
import { t } from '@/i18n';
import { liveEffects } from '../shared/effects';
import { NotFoundView, type NotFoundEvent } from './NotFoundView';

/**
 * Back is the shared `leave`: in the app the host closes the web view and the borrower is where
 * they came from; in a browser it goes back. No 'Home': the app's home is native (Back reaches
 * it), and a browser's '/' is the public site, which this build does not have.
 */
function send(event: NotFoundEvent): void {
  if (event.type === 'user.leave') liveEffects.leave();
}

/** The page for an address no route knows. It has no machine: nothing loads and nothing changes. */
export default function NotFoundScreen() {
  const title = t('common.notFoundTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <NotFoundView send={send} />;
}
