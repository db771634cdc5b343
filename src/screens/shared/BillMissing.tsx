import type { ReactNode } from 'react';
import { t } from '@/i18n';
import { Button } from '@/ui';
import type { LoadView } from './loadView';
import { MissingPage, ScreenPage, type LoadEvent } from './ScreenPage';

export interface BillPageProps {
  view: { load: LoadView; unreadable: boolean; shown: boolean };
  send: (event: LoadEvent) => void;
  /** The bill itself, once it is shown. */
  children: ReactNode;
}

/** The frame of the bill pages (installments, extension): title, load state, an unreadable amount, then the bill. */
export function BillPage({ view, send, children }: BillPageProps) {
  return (
    <ScreenPage className="page bill" title={t('bill.title')}
      load={view.load} send={send} faultMessage={t('common.networkError')} refusedMessage={t('bill.loadRefused')}>
      {view.unreadable && <BillUnreadable onRetry={() => send({ type: 'user.retry' })} onBack={() => send({ type: 'user.leave' })} />}
      {view.shown && children}
    </ScreenPage>
  );
}

/** An address without an order: nothing is asked, and the page says why it is empty. */
export function BillMissing() {
  return <MissingPage className="page" title={t('bill.title')} text={t('bill.missing')} />;
}

/**
 * A bill whose amount came back as something other than a whole number of hundredths (§9): it is
 * never guessed, so nothing can be paid; ask again, or leave.
 */
function BillUnreadable({ onRetry, onBack }: { onRetry: () => void; onBack: () => void }) {
  return (
    <section className="ui-state ui-state--notice" role="alert">
      <p className="ui-state__title">{t('common.amountUnreadableTitle')}</p>
      <p className="ui-state__text">{t('bill.amountUnreadable')}</p>
      <div className="ui-state__actions">
        <Button onClick={onRetry}>{t('common.retry')}</Button>
        <Button variant="text" onClick={onBack}>
          {t('common.back')}
        </Button>
      </div>
    </section>
  );
}
