import { t } from '@/i18n';

export function NotFoundPage() {
  return (
    <main className="page page--center">
      <h1 className="page__title">{t('common.notFoundTitle')}</h1>
      <p>{t('common.notFoundText')}</p>
    </main>
  );
}
