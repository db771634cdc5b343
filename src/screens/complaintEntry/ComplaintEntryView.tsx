import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import {
  COLLECTION_TYPE,
  type complaintEntryMachine,
  type EntryOption,
} from '@machines/complaintEntry/complaintEntry.machine';
import { ROUTES } from '@/routes';
import { t } from '@/i18n';
import { linkWithSession } from '@/services/session';
import { BottomSheet, Button, EmptyView, ErrorView, LoadingView } from '@/ui';
import { OrderCard, OrderSummary } from './OrderCard';
import { useFlowActor } from '../shared/useFlowActor';
import './complaintEntry.css';

export interface ComplaintEntryPageProps {
  logic: typeof complaintEntryMachine;
  /** From the query: problem-init is asked for orderNo when given, else for orderId. */
  orderId: string;
  orderNo: string;
}

interface OptionListProps {
  options: readonly EntryOption[];
  /** The option whose form is opening: shown busy, and the list no longer reacts. */
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

export function ComplaintEntryPage({ logic, orderId, orderNo }: ComplaintEntryPageProps) {
  const actor = useFlowActor(logic, { orderId, orderNo });
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const noOrder = useSelector(actor, (s) => s.matches('noOrder'));
  const ready = useSelector(actor, (s) => s.matches('ready'));
  const sheetOpen = useSelector(actor, (s) => s.matches({ ready: 'choosingOrder' }));
  const noTypes = useSelector(actor, (s) => s.matches({ ready: { browsing: 'noTypes' } }));
  const failure = useSelector(actor, (s) => s.context.failure);
  const order = useSelector(actor, (s) => s.context.order);
  const orders = useSelector(actor, (s) => s.context.orders);
  const types = useSelector(actor, (s) => s.context.types);
  const subTypes = useSelector(actor, (s) => s.context.subTypes);
  const choice = useSelector(actor, (s) => (s.matches({ ready: 'leaving' }) ? s.context.choice : null));
  // While the form opens, the list it was opened from stays on screen.
  const showSubTypes = useSelector(
    actor,
    (s) =>
      s.matches({ ready: { browsing: 'subTypes' } }) ||
      (s.matches({ ready: 'leaving' }) && s.context.choice?.problemSonType !== ''),
  );
  const headingId = useId();
  const send = actor.send;

  const collectionTitle = types.find((type) => type.value === COLLECTION_TYPE)?.title ?? '';

  return (
    <main className="page complaint-entry">
      <header className="complaint-entry__header">
        <h1 className="page__title">{t('complaintEntry.title')}</h1>
        <Link className="complaint-entry__mine" to={linkWithSession(ROUTES.complaintList)}>
          {t('complaintEntry.myComplaints')}
        </Link>
      </header>

      {loading && <LoadingView />}

      {failed && (
        <ErrorView
          message={failure?.kind === 'refused' && failure.message !== '' ? failure.message : t('complaintEntry.loadFailed')}
          onRetry={() => send({ type: 'user.retry' })}
        />
      )}

      {noOrder && (
        <div className="ui-state">
          <h2 className="ui-state__title">{t('complaintEntry.noOrderTitle')}</h2>
          <p className="ui-state__text">{t('complaintEntry.noOrder')}</p>
          <Button variant="secondary" onClick={() => send({ type: 'user.close' })}>
            {t('common.back')}
          </Button>
        </div>
      )}

      {ready && order && (
        <>
          <section aria-label={t('complaintEntry.selectedOrder')}>
            <OrderCard
              order={order}
              action={
                <Button
                  variant="text"
                  className="complaint-entry__all"
                  aria-haspopup="dialog"
                  onClick={() => send({ type: 'user.openOrders' })}
                >
                  {t('complaintEntry.all')}
                </Button>
              }
            />
          </section>

          <section className="complaint-entry__types" aria-labelledby={headingId}>
            {showSubTypes ? (
              <>
                <h2 id={headingId} className="complaint-entry__heading">
                  {collectionTitle}
                </h2>
                <p className="complaint-entry__hint">{t('complaintEntry.subTypeHint')}</p>
                {subTypes.length === 0 ? (
                  <EmptyView text={t('complaintEntry.noSubTypes')} />
                ) : (
                  <OptionList
                    options={subTypes}
                    opening={choice?.problemSonType ?? null}
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
                {noTypes ? (
                  <EmptyView text={t('complaintEntry.noTypes')} />
                ) : (
                  <OptionList
                    options={types}
                    opening={choice?.problemType ?? null}
                    onPick={(value) => send({ type: 'user.pickType', value })}
                  />
                )}
              </>
            )}
          </section>

          <BottomSheet
            open={sheetOpen}
            title={t('complaintEntry.allOrders')}
            onClose={() => send({ type: 'user.closeOrders' })}
          >
            <ul className="complaint-entry__orders">
              {orders.map((item) => {
                const current = item.orderNo === order.orderNo;
                return (
                  <li key={item.orderNo}>
                    <button
                      type="button"
                      className="complaint-entry__order"
                      aria-current={current || undefined}
                      onClick={() => send({ type: 'user.pickOrder', orderNo: item.orderNo })}
                    >
                      <OrderSummary order={item} orderNoText={t('complaintEntry.orderNo', { orderNo: item.orderNo })} />
                      {current && <span className="complaint-entry__current">{t('complaintEntry.current')}</span>}
                    </button>
                  </li>
                );
              })}
            </ul>
          </BottomSheet>
        </>
      )}
    </main>
  );
}
