import type { installmentsMachine } from '@machines/installments/installments.machine';
import { t, type MessageKey } from '@/i18n';
import { Button } from '@/ui';
import type { ScreenViewProps } from '../shared/ScreenPage';
import type { PeriodRow, PeriodStatus, InstallmentsView as View } from './select';
import { BillPage } from '../shared/BillMissing';
import '../shared/bill.css';

/** Each status's name, in the market's words. */
export const STATUS_KEY: Record<PeriodStatus, MessageKey> = {
  unpaid: 'bill.status.unpaid',
  overdue: 'bill.overdue',
  paid: 'bill.status.paid',
};

export type InstallmentsViewProps = ScreenViewProps<View, typeof installmentsMachine>;

export function InstallmentsView({ view, send }: InstallmentsViewProps) {
  return (
    <BillPage view={view} send={send}>
      <header className="ui-panel bill__head">
        <p className="bill__product">{view.productName}</p>
        {view.settled && <p className="bill__count">{t('bill.allPaid')}</p>}
        {view.note && <p className="bill__note">{view.note}</p>}
      </header>
      {!view.settled && <Pending view={view} send={send} />}
      <Paid view={view} send={send} />
      {!view.settled && (
        <footer className="ui-bar ui-bar--sticky">
          <p className="bill__total" aria-live="polite">
            <span className="bill__total-label">
              {t('bill.total')} · {t('bill.selected', { count: view.selectedCount, total: view.pending.length })}
            </span>
            <span className="bill__total-value">{view.total}</span>
          </p>
          <Button block busy={view.paying} disabled={view.paying} onClick={() => send({ type: 'user.pay' })}>
            {t('bill.pay')}
          </Button>
        </footer>
      )}
    </BillPage>
  );
}

function Pending({ view, send }: InstallmentsViewProps) {
  return (
    <section className="bill__section" aria-labelledby="bill-pending">
      <div className="bill__section-head">
        <h2 id="bill-pending" className="bill__section-title">
          {view.pending.length === 1 ? t('bill.pendingOne') : t('bill.pendingCount', { count: view.pending.length })}
        </h2>
        <button
          type="button"
          role="switch"
          aria-checked={view.allSelected}
          className="ui-plain-btn bill__switch"
          disabled={view.paying}
          onClick={() => send({ type: 'user.togglePayAll' })}
        >
          <span className="bill__switch-label">{t('bill.payAll')}</span>
          <span className="bill__switch-track" aria-hidden="true" />
        </button>
      </div>
      <ul className="bill__periods">
        {view.pending.map((row) => (
          <li key={row.index}>
            <button
              type="button"
              role="checkbox"
              aria-checked={row.selected}
              aria-disabled={!row.clickable}
              className="ui-tile ui-choice bill__period"
              disabled={view.paying}
              onClick={() => send({ type: 'user.toggle', index: row.index })}
            >
              <span className="bill__check" aria-hidden="true" />
              <PeriodText row={row} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PeriodText({ row }: { row: PeriodRow }) {
  return (
    <>
      {/* The amount sits beside the period while both fit, else on the next line: a figure never breaks. */}
      <span className="bill__period-head">
        <span className="bill__period-name">
          <span className="bill__period-no">{t('bill.period', { n: row.periodNo })}</span>
          <span className={`bill__badge bill__badge--${row.status}`}>{t(STATUS_KEY[row.status])}</span>
        </span>
        <span className="bill__period-amount">{row.amount ?? t('bill.amountUnknown')}</span>
      </span>
      <span className="bill__period-des">
        {row.dueDate !== '' && <span className="bill__due">{t('bill.due', { date: row.dueDate })}</span>}
        {row.note !== '' && <span>{row.note}</span>}
        {row.locked && <span>{t('bill.locked')}</span>}
      </span>
    </>
  );
}

function Paid({ view, send }: InstallmentsViewProps) {
  if (view.paid.length === 0) return null;
  return (
    <section className="bill__section">
      <button
        type="button"
        className="bill__fold"
        aria-expanded={view.paidOpen}
        aria-controls="bill-paid"
        onClick={() => send({ type: 'user.togglePaid' })}
      >
        {t('bill.paid', { count: view.paid.length })}
        <span className="bill__chevron" aria-hidden="true" />
      </button>
      {view.paidOpen && (
        <ul id="bill-paid" className="bill__periods bill__periods--paid">
          {view.paid.map((row) => (
            <li key={row.index} className="ui-tile ui-choice bill__period bill__period--paid">
              <span className="bill__check bill__check--paid" aria-hidden="true" />
              <PeriodText row={row} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
