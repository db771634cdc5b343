import type { ActorRefFrom } from 'xstate';
import type { recommendedMachine } from '@machines/recommended/recommended.machine';
import { t } from '@/i18n';
import { Button, LoadStateView } from '@/ui';
import { ProductCard } from '../shared/ProductCard';
import type { RecommendedView as View } from './select';
import './recommended.css';

type Send = ActorRefFrom<typeof recommendedMachine>['send'];

export interface RecommendedViewProps {
  view: View;
  send: Send;
}

/** 'Pengajuan Khusus' (§2): the products, or the quota-full page with its way home. */
export function RecommendedView({ view, send }: RecommendedViewProps) {
  return (
    <main className="page recommended">
      <h1 className="page__title">{t('recommended.title')}</h1>
      {view.load && (
        <LoadStateView
          view={view.load}
          faultMessage={t('recommended.failed')}
          refusedMessage={t('recommended.refused')}
          onRetry={() => send({ type: 'user.retry' })}
          onLeave={() => send({ type: 'user.leave' })}
        />
      )}
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
    </main>
  );
}
