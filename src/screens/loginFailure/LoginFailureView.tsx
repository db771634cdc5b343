import { useId } from 'react';
import type { loginFailureMachine } from '@machines/loginFailure/loginFailure.machine';
import { t } from '@/i18n';
import { EmptyView } from '@/ui';
import { ProductCard } from '../shared/ProductCard';
import { ScreenPage, type ScreenViewProps } from '../shared/ScreenPage';
import type { LoginFailureView as View } from './select';
import './loginFailure.css';

export type LoginFailureViewProps = ScreenViewProps<View, typeof loginFailureMachine>;

/** The joint-login-failure page (§2): the notice, the message and the alternative products. */
export function LoginFailureView({ view, send }: LoginFailureViewProps) {
  const productsId = useId();
  const loaded = view.notice !== '' || view.message !== '' || view.empty || view.cards.length > 0;
  return (
    <ScreenPage className="page login-failure" title={t('loginFailure.title')}
      load={view.load} send={send} faultMessage={t('loginFailure.failed')} refusedMessage={t('loginFailure.refused')}>
      {loaded && (view.notice !== '' || view.message !== '') && (
        <section className="login-failure__notice" aria-label={view.notice || undefined}>
          {view.notice !== '' && <p className="login-failure__notice-title">{view.notice}</p>}
          {view.message !== '' && <p className="login-failure__message">{view.message}</p>}
        </section>
      )}
      {view.empty && <EmptyView text={t('loginFailure.empty')} onRetry={() => send({ type: 'user.retry' })} />}
      {view.cards.length > 0 && (
        <section className="login-failure__products" aria-labelledby={productsId} aria-busy={view.busy || undefined}>
          <h2 id={productsId} className="login-failure__heading">
            {t('loginFailure.products')}
          </h2>
          {view.cards.map((card) => (
            <ProductCard key={`${card.id}-${card.index}`} card={card} level={3} onApply={(index) => send({ type: 'user.apply', index })} />
          ))}
        </section>
      )}
    </ScreenPage>
  );
}
