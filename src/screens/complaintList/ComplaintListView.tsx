import type { complaintListMachine } from '@machines/complaintList/complaintList.machine';
import { t } from '@/i18n';
import { EmptyView, Tabs } from '@/ui';
import { ScreenPage, type ScreenViewProps } from '../shared/ScreenPage';
import type { ComplaintListView as View } from './select';
import './complaintList.css';

const PANEL_ID = 'complaint-list-panel';

export type ComplaintListViewProps = ScreenViewProps<View, typeof complaintListMachine>;

export function ComplaintListView({ view, send }: ComplaintListViewProps) {
  return (
    <ScreenPage className="page complaint-list" title={t('complaintList.title')}
      load={view.load} send={send} faultMessage={t('complaintList.failed')}>
      {view.empty && <EmptyView text={t('complaintList.empty')} onRetry={() => send({ type: 'user.retry' })} />}
      {view.tabs && (
        <>
          <Tabs
            className="complaint-list__tabs"
            tabs={view.tabs.titles}
            selected={view.tabs.selected}
            onSelect={(index) => send({ type: 'user.selectTab', index })}
            label={t('complaintList.tabs')}
            panelId={PANEL_ID}
          />
          <section id={PANEL_ID} role="tabpanel" aria-label={view.tabs.title} className="complaint-list__panel">
            {view.tabs.items.length === 0 ? (
              <EmptyView text={t('complaintList.tabEmpty', { tab: view.tabs.title })} />
            ) : (
              <ul className="complaint-list__items">
                {view.tabs.items.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      className="ui-tile complaint-list__item"
                      onClick={() => send({ type: 'user.openComplaint', id: item.id })}
                    >
                      <span className="complaint-list__head">
                        <span className="complaint-list__type">
                          <span className="complaint-list__label">{t('complaintList.problemType')}</span> {item.type}
                        </span>
                        <time className="complaint-list__time">{item.time}</time>
                      </span>
                      <span className="complaint-list__content">{item.content}</span>
                      {item.status !== '' && (
                        <span className="complaint-list__status">
                          <span className="visually-hidden">{t('complaintList.tabs')}: </span>
                          <span className={`ui-tone ui-tone--${item.tone}`}>{item.status}</span>
                        </span>
                      )}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </ScreenPage>
  );
}
