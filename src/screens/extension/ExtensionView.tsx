import type { extensionMachine } from '@machines/extension/extension.machine';
import { t } from '@/i18n';
import { Button } from '@/ui';
import type { ScreenViewProps } from '../shared/ScreenPage';
import type { ExtensionView as View } from './select';
import { BillPage } from '../shared/BillMissing';
import { FactList, TitledSection } from '../shared/Facts';
import '../shared/bill.css';

export type ExtensionViewProps = ScreenViewProps<View, typeof extensionMachine>;

export function ExtensionView({ view, send }: ExtensionViewProps) {
  return (
    <BillPage view={view} send={send}>
      <header className="ui-panel bill__head bill__head--product">
        {view.productLogo && <img className="bill__logo" src={view.productLogo} alt="" width={40} height={40} />}
        <p className="bill__product">{view.productName}</p>
      </header>
      <section className="ui-panel bill__fee" aria-label={t('bill.fee')}>
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
        <TitledSection className="bill__section" id="bill-detail" titleClassName="bill__section-title" title={t('bill.orderDetail')}>
          <FactList className="bill__lines" rowClassName="bill__line" lines={view.lines} />
        </TitledSection>
      )}
      {view.telephone && (
        <p className="bill__hint">
          {t('bill.phone')}:{' '}
          <button type="button" className="ui-plain-btn bill__phone" onClick={() => send({ type: 'user.call' })}>
            {view.telephone}
          </button>
        </p>
      )}
      <footer className="ui-bar ui-bar--sticky">
        <Button block busy={view.paying} disabled={view.paying} onClick={() => send({ type: 'user.pay' })}>
          {t('bill.pay')}
        </Button>
      </footer>
    </BillPage>
  );
}
