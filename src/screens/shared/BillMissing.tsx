import { t } from '@/i18n';
import { EmptyView } from '@/ui';
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
