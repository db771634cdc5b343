import type { ActorRefFrom } from 'xstate';
import type { extensionMachine } from '@machines/extension/extension.machine';
import { t } from '@/i18n';
import { Button, LoadStateView } from '@/ui';
import type { RepaymentDelayView as View } from './select';
import '../shared/bill.css';

export interface RepaymentDelayViewProps {
  view: View;
  send: ActorRefFrom<typeof extensionMachine>['send'];
}

export function RepaymentDelayView({ view, send }: RepaymentDelayViewProps) {
  return (
    <main className="page bill">
      <h1 className="page__title">{t('bill.title')}</h1>
      {view.load && (
        <LoadStateView
          view={view.load}
          faultMessage={t('common.networkError')}
          refusedMessage={t('bill.loadRefused')}
          onRetry={() => send({ type: 'user.retry' })}
          onLeave={() => send({ type: 'user.leave' })}
        />
      )}
      {view.shown && (
        <>
          <header className="bill__head bill__head--product">
            {view.productLogo && <img className="bill__logo" src={view.productLogo} alt="" width={40} height={40} />}
            <p className="bill__product">{view.productName}</p>
          </header>
          <p className="bill__fee">
            <span className="bill__total-label">{t('bill.fee')}</span>
            <span className="bill__fee-value">{view.fee}</span>
            <span className="bill__hint">{t('bill.extensionHint')}</span>
          </p>
          <section className="bill__section" aria-labelledby="bill-detail">
            <h2 id="bill-detail" className="bill__section-title">
              {t('bill.orderDetail')}
            </h2>
            <dl className="bill__lines">
              {view.expiry && (
                <div className="bill__line">
                  <dt>{t('bill.expiry')}</dt>
                  <dd>{view.expiry}</dd>
                </div>
              )}
              {view.lines.map((line, index) => (
                <div key={index} className="bill__line">
                  <dt>{line.text}</dt>
                  <dd>{line.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          {view.telephone && (
            <p className="bill__hint">
              {t('bill.phone')}:{' '}
              <button type="button" className="bill__phone" onClick={() => send({ type: 'user.call' })}>
                {view.telephone}
              </button>
            </p>
          )}
          <footer className="bill__footer">
            <Button block busy={view.paying} disabled={view.paying} onClick={() => send({ type: 'user.pay' })}>
              {t('bill.pay')}
            </Button>
          </footer>
        </>
      )}
    </main>
  );
}
