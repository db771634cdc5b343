import { useId, type ReactNode } from 'react';
import type { changeMethodMachine } from '@machines/changeMethod/changeMethod.machine';
import { t } from '@/i18n';
import { AmountUnreadableView, EmptyView } from '@/ui';
import { ButtonBar } from '@/ui/ButtonBar';
import { methodLabel } from '../shared/payMethod';
import { MissingPage, ScreenLoad, ScreenPage, type ScreenViewProps } from '../shared/ScreenPage';
import type { ChangeMethodView as View, OptionRow } from './select';
import './changeMethod.css';

export type ChangeMethodViewProps = ScreenViewProps<View, typeof changeMethodMachine>;

export function ChangeMethodView({ view, send }: ChangeMethodViewProps) {
  if (view.amountUnreadable) {
    return (
      <ScreenPage className="page change-method" title={t('changeMethod.title')}>
        <AmountUnreadableView onBack={() => send({ type: 'user.leave' })} />
      </ScreenPage>
    );
  }
  return (
    <ScreenPage className="page change-method" title={t('changeMethod.title')}>
      <p className="ui-panel pay-amount">
        <span className="pay-amount__label">{t('changeMethod.amount')}</span>
        {view.amount !== null ? (
          <span className="pay-amount__value">{view.amount}</span>
        ) : (
          <span className="pay-amount__value change-method__amount--due">{t('changeMethod.amountDue')}</span>
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
      <ScreenLoad load={view.load} faultMessage={t('changeMethod.loadFailed')} send={send} />
      {view.empty && (
        <EmptyView
          text={view.payType === '1' ? t('changeMethod.noBanks') : t('changeMethod.noMarkets')}
          onRetry={() => send({ type: 'user.retry' })}
        />
      )}
      {view.banks && (
        <Choices label={t('changeMethod.banks')} name="bank" rows={view.banks}
          onChoose={(bankName) => send({ type: 'user.chooseBank', bankName })} />
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
        <Choices label={t('changeMethod.markets')} name="market" rows={view.markets}
          onChoose={(market) => send({ type: 'user.chooseMarket', market })} />
      )}
      <ButtonBar onClick={() => send({ type: 'user.confirm' })}>{t('changeMethod.confirm')}</ButtonBar>
    </ScreenPage>
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

interface ChoicesProps {
  label: string;
  name: string;
  rows: readonly OptionRow[];
  onChoose: (value: string) => void;
}

/** A group of the server's names to pick one of (the banks, the markets), each shown as it is named. */
function Choices({ label, name, rows, onChoose }: ChoicesProps) {
  return (
    <RadioGroup label={label}>
      {rows.map((row) => (
        <Option key={row.value} name={name} row={row} onChoose={() => onChoose(row.value)}>
          {row.value}
        </Option>
      ))}
    </RadioGroup>
  );
}

type OptionProps = {
  name: string;
  onChoose: () => void;
  children: ReactNode;
} & ({ row: OptionRow; value?: never; checked?: never } | { row?: never; value: string; checked: boolean });

function Option({ name, row, value, checked, onChoose, children }: OptionProps) {
  return (
    <label className="ui-tile ui-choice change-method__option">
      <input type="radio" name={name} value={row?.value ?? value} checked={row?.checked ?? checked} onChange={onChoose} />
      <span className="change-method__option-text">{children}</span>
    </label>
  );
}

/** Opened without an order or an amount: nothing can be paid, and nothing is asked. */
export function ChangeMethodMissing() {
  return <MissingPage className="page change-method" title={t('changeMethod.title')} text={t('changeMethod.missing')} />;
}
