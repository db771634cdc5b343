import { useSelector } from '@xstate/react';
import type { complaintListMachine } from '@machines/complaintList/complaintList.machine';
import { t } from '@/i18n';
import { Button, EmptyView, ErrorView, LoadingView, Tabs } from '@/ui';
import { useFlowActor } from '../shared/useFlowActor';
import './complaintList.css';

const PANEL_ID = 'complaint-list-panel';

export interface ComplaintListPageProps {
  logic: typeof complaintListMachine;
}

export function ComplaintListPage({ logic }: ComplaintListPageProps) {
  const actor = useFlowActor(logic);
  const view = useSelector(actor, (s) =>
    s.matches('loaded') ? 'loaded' : s.matches('empty') ? 'empty' : s.matches('failed') ? 'failed' : 'loading',
  );
  const tabs = useSelector(actor, (s) => s.context.tabs);
  const selected = useSelector(actor, (s) => s.context.selected);
  const failure = useSelector(actor, (s) => s.context.failure);
  const retry = () => actor.send({ type: 'user.retry' });
  const tab = tabs[selected];

  return (
    <main className="page complaint-list">
      <h1 className="page__title">{t('complaintList.title')}</h1>
      {view === 'loading' && <LoadingView />}
      {view === 'failed' && (
        <ErrorView message={failure?.kind === 'refused' ? failure.message : t('complaintList.failed')} onRetry={retry} />
      )}
      {view === 'empty' && (
        <>
          <EmptyView text={t('complaintList.empty')} />
          <div className="complaint-list__actions">
            <Button variant="secondary" onClick={retry}>
              {t('common.retry')}
            </Button>
          </div>
        </>
      )}
      {view === 'loaded' && tab && (
        <>
          <Tabs
            className="complaint-list__tabs"
            tabs={tabs.map((item) => item.title)}
            selected={selected}
            onSelect={(index) => actor.send({ type: 'user.selectTab', index })}
            label={t('complaintList.tabs')}
            panelId={PANEL_ID}
          />
          <section id={PANEL_ID} role="tabpanel" aria-label={tab.title} className="complaint-list__panel">
            {tab.list.length === 0 ? (
              <EmptyView text={t('complaintList.tabEmpty', { tab: tab.title })} />
            ) : (
              <ul className="complaint-list__items">
                {tab.list.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      className="complaint-list__item"
                      onClick={() => actor.send({ type: 'user.openComplaint', id: item.id })}
                    >
                      <span className="complaint-list__head">
                        <span className="complaint-list__type">
                          <span className="complaint-list__label">{t('complaintList.problemType')}</span> {item.type}
                        </span>
                        <time className="complaint-list__time">{item.time}</time>
                      </span>
                      <span className="complaint-list__content">{item.content}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </main>
  );
}
