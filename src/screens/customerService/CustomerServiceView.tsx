import type { ActorRefFrom } from 'xstate';
import type { customerServiceMachine } from '@machines/customerService/customerService.machine';
import { t } from '@/i18n';
import { EmptyView, LoadStateView } from '@/ui';
import type { CustomerServiceView as View, HeaderKind } from './select';
import headerAgent from './headerAgent.svg';
import headerContact from './headerContact.svg';
import './customerService.css';

export interface CustomerServiceViewProps {
  view: View;
  header: HeaderKind;
  send: ActorRefFrom<typeof customerServiceMachine>['send'];
}

const HEADERS = {
  agent: { src: headerAgent, alt: 'customerService.headerAgent' },
  contact: { src: headerContact, alt: 'customerService.headerContact' },
} as const;

export function CustomerServiceView({ view, header, send }: CustomerServiceViewProps) {
  const retry = () => send({ type: 'user.retry' });
  const picture = HEADERS[header];

  return (
    <main className="page customer-service">
      <img className="customer-service__header" src={picture.src} alt={t(picture.alt)} width={750} height={300} />
      <h1 className="page__title">{t('customerService.title')}</h1>
      {view.load && (
        <LoadStateView
          view={view.load}
          faultMessage={t('customerService.failed')}
          onRetry={retry}
          onLeave={() => send({ type: 'user.leave' })}
        />
      )}
      {view.empty && <EmptyView text={t('customerService.empty')} onRetry={retry} />}
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
    </main>
  );
}
