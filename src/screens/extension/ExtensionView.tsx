import type { ActorRefFrom } from 'xstate';
import type { extensionMachine } from '@machines/extension/extension.machine';
import { t } from '@/i18n';
import { Button, LoadStateView } from '@/ui';
import type { ExtensionView as View } from './select';
import { BillUnreadable } from '../shared/BillMissing';
import '../shared/bill.css';

export interface ExtensionViewProps {
  view: View;
  send: ActorRefFrom<typeof extensionMachine>['send'];
}

export function ExtensionView({ view, send }: ExtensionViewProps) {
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
      {view.unreadable && (
        <BillUnreadable onRetry={() => send({ type: 'user.retry' })} onBack={() => send({ type: 'user.leave' })} />
      )}
      {view.shown && (
        <>
          <header className="bill__head bill__head--product">
            {view.productLogo && <img className="bill__logo" src={view.productLogo} alt="" width={40} height={40} />}
            <p className="bill__product">{view.productName}</p>
          </header>
          <section className="bill__fee" aria-label={t('bill.fee')}>
            <p className="bill__total-label">{t('bill.fee')}</p>
            <p className="bill__fee-value">{view.fee}</p>
            {view.expiry && (
              <p className="bill__expiry">
                {t('bill.expiry')} <span className="bill__expiry-value">{view.expiry}</span>
              </p>
            )}
            <p className="bill__hint">{t('bill.extensionHint')}</p>
          </section>
          {view.lines.length > 0 && (
            <section className="bill__section" aria-labelledby="bill-detail">
              <h2 id="bill-detail" className="bill__section-title">
                {t('bill.orderDetail')}
              </h2>
              <dl className="bill__lines">
                {view.lines.map((line, index) => (
                  <div key={index} className="bill__line">
                    <dt>{line.text}</dt>
                    <dd>{line.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
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
