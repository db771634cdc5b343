import type { recommendedMachine } from '@machines/recommended/recommended.machine';
import { t } from '@/i18n';
import { Button } from '@/ui';
import { ProductCard } from '../shared/ProductCard';
import { ScreenPage, type ScreenViewProps } from '../shared/ScreenPage';
import type { RecommendedView as View } from './select';
import './recommended.css';

export type RecommendedViewProps = ScreenViewProps<View, typeof recommendedMachine>;

/** 'Pengajuan Khusus' (§2): the products, or the quota-full page with its way home. */
export function RecommendedView({ view, send }: RecommendedViewProps) {
  return (
    <ScreenPage className="page recommended" title={t('recommended.title')}
      load={view.load} send={send} faultMessage={t('recommended.failed')} refusedMessage={t('recommended.refused')}>
      {view.full && (
        <section className="recommended__full">
          <p className="recommended__full-text">{t('recommended.full')}</p>
          <Button block onClick={() => send({ type: 'user.goHome' })}>
            {t('recommended.home')}
          </Button>
        </section>
      )}
      {view.cards.length > 0 && (
        <div className="recommended__list" aria-busy={view.busy || undefined}>
          {view.cards.map((card) => (
            <ProductCard key={`${card.id}-${card.index}`} card={card} level={2} onApply={(index) => send({ type: 'user.apply', index })} />
          ))}
        </div>
      )}
    </ScreenPage>
  );
}
