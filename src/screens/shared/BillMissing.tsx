import { t } from '@/i18n';
import { Button, EmptyView } from '@/ui';
import { useTitle } from './useTitle';

/** An address without an order: nothing is asked, and the page says why it is empty. */
export function BillMissing() {
  useTitle(t('bill.title'));
  return (
    <main className="page">
      <h1 className="page__title">{t('bill.title')}</h1>
      <EmptyView text={t('bill.missing')} />
    </main>
  );
}

/**
 * A bill whose amount came back as something other than a whole number of hundredths (§9): it is
 * never guessed, so nothing can be paid; ask again, or leave.
 */
export function BillUnreadable({ onRetry, onBack }: { onRetry: () => void; onBack: () => void }) {
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
