import { useId, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { changeMethodMachine } from '@machines/changeMethod/changeMethod.machine';
import { t } from '@/i18n';
import { AmountUnreadableView, Button, EmptyView, LoadStateView } from '@/ui';
import { methodLabel } from '../shared/payMethod';
import type { ChangeMethodView as View, OptionRow } from './select';
import './changeMethod.css';

export interface ChangeMethodViewProps {
  view: View;
  send: ActorRefFrom<typeof changeMethodMachine>['send'];
}

export function ChangeMethodView({ view, send }: ChangeMethodViewProps) {
  if (view.amountUnreadable) {
    return (
      <main className="page change-method">
        <h1 className="page__title">{t('changeMethod.title')}</h1>
        <AmountUnreadableView onBack={() => send({ type: 'user.leave' })} />
      </main>
    );
  }
  return (
    <main className="page change-method">
      <h1 className="page__title">{t('changeMethod.title')}</h1>
      <p className="change-method__amount">
        <span className="change-method__amount-label">{t('changeMethod.amount')}</span>
        {view.amount !== null ? (
          <span className="change-method__amount-value">{view.amount}</span>
        ) : (
          <span className="change-method__amount-value change-method__amount-value--due">{t('changeMethod.amountDue')}</span>
        )}
      </p>
      {view.payTypes.length > 1 && (
        <RadioGroup label={t('changeMethod.payType')} className="change-method__types">
          {view.payTypes.map((payType) => (
            <Option
              key={payType}
              name="payType"
              value={payType}
              checked={view.payType === payType}
              onChoose={() => send({ type: 'user.chooseType', payType })}
            >
              {payType === '1' ? t('changeMethod.type.bank') : t('changeMethod.type.market')}
            </Option>
          ))}
        </RadioGroup>
      )}
      {view.choosingType && <p className="change-method__hint">{t('changeMethod.chooseType')}</p>}
      {view.load && (
        <LoadStateView
          view={view.load}
          faultMessage={t('changeMethod.loadFailed')}
          onRetry={() => send({ type: 'user.retry' })}
          onLeave={() => send({ type: 'user.leave' })}
        />
      )}
      {view.empty && (
        <EmptyView
          text={view.payType === '1' ? t('changeMethod.noBanks') : t('changeMethod.noMarkets')}
          onRetry={() => send({ type: 'user.retry' })}
        />
      )}
      {view.banks && (
        <RadioGroup label={t('changeMethod.banks')}>
          {view.banks.map((row) => (
            <Option key={row.value} name="bank" row={row} onChoose={() => send({ type: 'user.chooseBank', bankName: row.value })}>
              {row.value}
            </Option>
          ))}
        </RadioGroup>
      )}
      {view.methods?.none && (
        <p className="change-method__hint">{t('changeMethod.noMethods', { bank: view.banks?.find((row) => row.checked)?.value ?? '' })}</p>
      )}
      {view.methods && !view.methods.none && (
        <RadioGroup label={t('changeMethod.methods')} disabled={view.methods.locked}>
          {view.methods.locked ? (
            <p className="change-method__hint">{t('changeMethod.methodsLocked')}</p>
          ) : (
            view.methods.rows.map((row) => (
              <Option key={row.value} name="method" row={row} onChoose={() => send({ type: 'user.chooseMethod', method: row.value })}>
                {methodLabel(row.value)}
              </Option>
            ))
          )}
        </RadioGroup>
      )}
      {view.markets && (
        <RadioGroup label={t('changeMethod.markets')}>
          {view.markets.map((row) => (
            <Option key={row.value} name="market" row={row} onChoose={() => send({ type: 'user.chooseMarket', market: row.value })}>
              {row.value}
            </Option>
          ))}
        </RadioGroup>
      )}
      <div className="change-method__footer">
        <Button block onClick={() => send({ type: 'user.confirm' })}>
          {t('changeMethod.confirm')}
        </Button>
      </div>
    </main>
  );
}

interface RadioGroupProps {
  label: string;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

/** A fieldset announced as a radio group, named by its legend. */
function RadioGroup({ label, disabled = false, className, children }: RadioGroupProps) {
  const id = useId();
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={id}
      aria-disabled={disabled || undefined}
      disabled={disabled}
      className={['change-method__group', className].filter(Boolean).join(' ')}
    >
      <legend id={id} className="change-method__legend">
        {label}
      </legend>
      {children}
    </fieldset>
  );
}

type OptionProps = {
  name: string;
  onChoose: () => void;
  children: ReactNode;
} & ({ row: OptionRow; value?: never; checked?: never } | { row?: never; value: string; checked: boolean });

function Option({ name, row, value, checked, onChoose, children }: OptionProps) {
  return (
    <label className="change-method__option">
      <input type="radio" name={name} value={row?.value ?? value} checked={row?.checked ?? checked} onChange={onChoose} />
      <span className="change-method__option-text">{children}</span>
    </label>
  );
}

/** Opened without an order or an amount: nothing can be paid, and nothing is asked. */
export function ChangeMethodMissing() {
  return (
    <main className="page change-method">
      <h1 className="page__title">{t('changeMethod.title')}</h1>
      <EmptyView text={t('changeMethod.missing')} />
    </main>
  );
}
