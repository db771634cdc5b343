import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { t } from '@/i18n';
import { Button, EmptyView, ErrorView, LoadingView } from '@/ui';
import { useFlowActor } from '../shared/useFlowActor';
import { contactOf, hasContact, mailtoHref, type customerServiceMachine } from '@machines/customerService/customerService.machine';
import headerAgent from './headerAgent.svg';
import headerContact from './headerContact.svg';
import './customerService.css';

export interface CustomerServicePageProps {
  logic: typeof customerServiceMachine;
  /** The `type` query parameter: '1' shows the support-agent header, anything else the contact one. */
  type: string;
  /** Asks the host app to dial (the native bridge in the app, a tel: link in a browser). */
  callPhone: (phone: string) => void;
}

export function CustomerServicePage({ logic, type, callPhone }: CustomerServicePageProps) {
  const actor = useFlowActor(logic);
  const view = useSelector(actor, (s) =>
    s.hasTag('loading') ? 'loading' : s.matches('empty') ? 'empty' : s.matches('failed') ? 'failed' : 'loaded',
  );
  const data = useSelector(actor, (s) => s.context.data);
  const failure = useSelector(actor, (s) => s.context.failure);
  const contact = contactOf(data);
  const retry = () => actor.send({ type: 'user.retry' });

  // Coming back from the dialer or the mail app (or a WebView left in the background) reloads the
  // numbers, which may have changed meanwhile; the rows stay on screen while it does.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') actor.send({ type: 'user.refresh' });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [actor]);

  const refreshing = view === 'loading' && hasContact(contact);
  const mailto = mailtoHref(contact.email);
  const header = type === '1' ? { src: headerAgent, alt: t('customerService.headerAgent') } : { src: headerContact, alt: t('customerService.headerContact') };

  return (
    <main className="page customer-service">
      <img className="customer-service__header" src={header.src} alt={header.alt} width={750} height={300} />
      <h1 className="page__title">{t('customerService.title')}</h1>
      {view === 'loading' && !refreshing && <LoadingView />}
      {view === 'failed' && (
        <ErrorView message={failure?.kind === 'refused' ? failure.message : t('customerService.failed')} onRetry={retry} />
      )}
      {view === 'empty' && (
        <>
          <EmptyView text={t('customerService.empty')} />
          <div className="customer-service__actions">
            <Button variant="secondary" onClick={retry}>
              {t('common.retry')}
            </Button>
          </div>
        </>
      )}
      {(view === 'loaded' || refreshing) && (
        <>
          <p className="customer-service__intro">{t('customerService.intro')}</p>
          <ul className="customer-service__rows" aria-busy={refreshing || undefined}>
            {contact.smWa !== '' && (
              <li>
                <button type="button" className="customer-service__row" onClick={() => callPhone(contact.smWa)}>
                  <span className="customer-service__label">{t('customerService.telephone')}</span>{' '}
                  <span className="customer-service__value">{contact.smWa}</span>
                </button>
              </li>
            )}
            {contact.email !== '' && (
              <li>
                {mailto ? (
                  <a className="customer-service__row" href={mailto}>
                    <span className="customer-service__label">{t('customerService.mail')}</span>{' '}
                    <span className="customer-service__value">{contact.email}</span>
                  </a>
                ) : (
                  <p className="customer-service__row">
                    <span className="customer-service__label">{t('customerService.mail')}</span>{' '}
                    <span className="customer-service__value">{contact.email}</span>
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
