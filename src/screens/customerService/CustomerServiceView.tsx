import type { customerServiceMachine } from '@machines/customerService/customerService.machine';
import { t } from '@/i18n';
import { EmptyView } from '@/ui';
import { ScreenPage, type ScreenViewProps } from '../shared/ScreenPage';
import type { CustomerServiceView as View, HeaderKind } from './select';
import headerAgent from './headerAgent.svg';
import headerContact from './headerContact.svg';
import './customerService.css';

export interface CustomerServiceViewProps extends ScreenViewProps<View, typeof customerServiceMachine> {
  header: HeaderKind;
}

const HEADERS = {
  agent: { src: headerAgent, alt: 'customerService.headerAgent' },
  contact: { src: headerContact, alt: 'customerService.headerContact' },
} as const;

export function CustomerServiceView({ view, header, send }: CustomerServiceViewProps) {
  const picture = HEADERS[header];

  return (
    <ScreenPage
      className="page customer-service"
      heading={
        <>
          <img className="customer-service__header" src={picture.src} alt={t(picture.alt)} width={750} height={300} />
          <h1 className="page__title">{t('customerService.title')}</h1>
        </>
      }
      load={view.load}
      faultMessage={t('customerService.failed')}
      send={send}
    >
      {view.empty && <EmptyView text={t('customerService.empty')} onRetry={() => send({ type: 'user.retry' })} />}
      {view.rows && (
        <>
          <p className="customer-service__intro">{t('customerService.intro')}</p>
          <ul className="customer-service__rows" aria-busy={view.refreshing || undefined}>
            {view.phone !== '' && (
              <li>
                <button type="button" className="customer-service__row" onClick={() => send({ type: 'user.tapPhone' })}>
                  <span className="customer-service__label">{t('customerService.telephone')}</span>{' '}
                  <span className="customer-service__value">{view.phone}</span>
                </button>
              </li>
            )}
            {view.email !== '' && (
              <li>
                {view.mailto ? (
                  <a className="customer-service__row" href={view.mailto}>
                    <span className="customer-service__label">{t('customerService.mail')}</span>{' '}
                    <span className="customer-service__value">{view.email}</span>
                  </a>
                ) : (
                  <p className="customer-service__row">
                    <span className="customer-service__label">{t('customerService.mail')}</span>{' '}
                    <span className="customer-service__value">{view.email}</span>
                  </p>
                )}
              </li>
            )}
          </ul>
        </>
      )}
    </ScreenPage>
  );
}
