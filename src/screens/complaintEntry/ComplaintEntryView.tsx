import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { complaintEntryMachine, EntryOption } from '@machines/complaintEntry/complaintEntry.machine';
import { t } from '@/i18n';
import { Button, EmptyView, LoadStateView } from '@/ui';
import { OrderSwitcher, type OrderSwitcherText } from '../shared/OrderSwitcher';
import type { ComplaintEntryView as View } from './select';
import './complaintEntry.css';

export interface ComplaintEntryViewProps {
  view: View;
  send: ActorRefFrom<typeof complaintEntryMachine>['send'];
  /** The complaint list's address, the session carried (the binding's). */
  listHref: string;
}

interface OptionListProps {
  options: readonly EntryOption[];
  opening: string | null;
  onPick: (value: string) => void;
}

function OptionList({ options, opening, onPick }: OptionListProps) {
  return (
    <ul className="complaint-entry__options" aria-busy={opening !== null || undefined}>
      {options.map((option) => (
        <li key={option.value}>
          <button
            type="button"
            className="complaint-entry__option"
            aria-busy={opening === option.value || undefined}
            onClick={() => onPick(option.value)}
          >
            <span>{option.title}</span>
            {opening === option.value ? (
              <span className="ui-spinner ui-spinner--sm" aria-hidden="true" />
            ) : (
              <span className="complaint-entry__chevron" aria-hidden="true" />
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The order switcher's words on this page. */
const switcherText = (): OrderSwitcherText => ({
  selectedOrder: t('complaintEntry.selectedOrder'),
  all: t('complaintEntry.all'),
  allOrders: t('complaintEntry.allOrders'),
  orderNo: (orderNo) => t('complaintEntry.orderNo', { orderNo }),
  current: t('complaintEntry.current'),
});

export function ComplaintEntryView({ view, send, listHref }: ComplaintEntryViewProps) {
  const headingId = useId();
  const leave = () => send({ type: 'user.leave' });
  const { order } = view;

  return (
    <main className="page complaint-entry">
      <header className="complaint-entry__header">
        <h1 className="page__title">{t('complaintEntry.title')}</h1>
        <Link className="complaint-entry__mine" to={listHref}>
          {t('complaintEntry.myComplaints')}
        </Link>
      </header>

      {view.load && (
        <LoadStateView
          view={view.load}
          faultMessage={t('complaintEntry.loadFailed')}
          onRetry={() => send({ type: 'user.retry' })}
          onLeave={leave}
        />
      )}

      {view.noOrder && (
        <div className="ui-state">
          <h2 className="ui-state__title">{t('complaintEntry.noOrderTitle')}</h2>
          <p className="ui-state__text">{t('complaintEntry.noOrder')}</p>
          <Button variant="secondary" onClick={leave}>
            {t('common.back')}
          </Button>
        </div>
      )}

      {order && view.list && (
        <>
          <OrderSwitcher
            order={order}
            orders={view.orders}
            sheetOpen={view.sheetOpen}
            text={switcherText()}
            send={send}
          />

          <section className="complaint-entry__types" aria-labelledby={headingId}>
            {view.list === 'subTypes' ? (
              <>
                <h2 id={headingId} className="complaint-entry__heading">
                  {view.collectionTitle}
                </h2>
                <p className="complaint-entry__hint">{t('complaintEntry.subTypeHint')}</p>
                {view.options.length === 0 ? (
                  <EmptyView text={t('complaintEntry.noSubTypes')} />
                ) : (
                  <OptionList
                    options={view.options}
                    opening={view.opening}
                    onPick={(value) => send({ type: 'user.pickSubType', value })}
                  />
                )}
                <Button variant="text" block onClick={() => send({ type: 'user.backToTypes' })}>
                  {t('complaintEntry.backToTypes')}
                </Button>
              </>
            ) : (
              <>
                <h2 id={headingId} className="complaint-entry__heading">
                  {t('complaintEntry.questionType')}
                </h2>
                {view.list === 'noTypes' ? (
                  <EmptyView text={t('complaintEntry.noTypes')} />
                ) : (
                  <OptionList
                    options={view.options}
                    opening={view.opening}
                    onPick={(value) => send({ type: 'user.pickType', value })}
                  />
                )}
              </>
            )}
          </section>
        </>
      )}
    </main>
  );
}
