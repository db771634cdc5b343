import { t } from '@/i18n';
import { Button } from '@/ui';

/** The one thing a borrower can do on a page that does not exist: leave it (the binding says how). */
export function NotFoundView({ onLeave }: { onLeave: () => void }) {
  return (
    <main className="page page--center">
      <div className="ui-state">
        <h1 className="ui-state__title">{t('common.notFoundTitle')}</h1>
        <p className="ui-state__text">{t('common.notFoundText')}</p>
        <Button variant="secondary" onClick={onLeave}>
          {t('common.back')}
        </Button>
      </div>
    </main>
  );
}
