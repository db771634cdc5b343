import { useEffect, useRef } from 'react';
import type { cardRepayMachine } from '@machines/cardRepay/cardRepay.machine';
import { t } from '@/i18n';
import { AmountUnreadableView, Button, EmptyView, MaybeDoneView } from '@/ui';
import type { CountdownView } from '../smsCode/select';
import { SendCodeButton } from '../smsCode/SmsCodeButtonView';
import { MissingPage, ScreenLoad, ScreenPage, type ScreenViewProps } from '../shared/ScreenPage';
import type { CardRepayView as View } from './select';
import './cardRepay.css';

export interface CardRepayViewProps extends ScreenViewProps<View, typeof cardRepayMachine> {
  countdown: CountdownView;
}

export function CardRepayView({ view, countdown, send }: CardRepayViewProps) {
  return (
    <ScreenPage className="page card-repay" title={t('cardRepay.title')}>
      {view.amountUnreadable && <AmountUnreadableView onBack={() => send({ type: 'user.leave' })} />}
      {/* The amount is the address's: shown at once while the cards load. */}
      {view.load?.phase === 'loading' && view.amount !== null && <Amount amount={view.amount} />}
      <ScreenLoad load={view.load} faultMessage={t('common.networkError')} refusedMessage={t('cardRepay.cardListFailed')} send={send} />
      {view.maybeDone && <MaybeDone maybeDone={view.maybeDone} send={send} />}
      {view.choosing && <Choose view={view} send={send} />}
      {view.sms && <SmsStep view={view} sms={view.sms} countdown={countdown} send={send} />}
    </ScreenPage>
  );
}

/** Long amounts (up to 10^13 hundredths) step down in size so they stay on one line in the box. */
function amountSize(amount: string): string {
  if (amount.length > 16) return ' card-repay__amount--longest';
  if (amount.length > 12) return ' card-repay__amount--long';
  return '';
}

function Amount({ amount }: { amount: string }) {
  return (
    <p className="ui-panel pay-amount">
      <span className="pay-amount__label">{t('cardRepay.amount')}</span>
      <span className={`pay-amount__value${amountSize(amount)}`}>{amount}</span>
    </p>
  );
}

/** An earlier payment of this order may still be in progress: say so before the borrower pays again. */
function Earlier({ send, disabled }: Pick<CardRepayViewProps, 'send'> & { disabled: boolean }) {
  return (
    <section className="card-repay__notice" role="note" aria-labelledby="card-repay-earlier">
      <p id="card-repay-earlier" className="card-repay__notice-title">
        {t('cardRepay.earlierTitle')}
      </p>
      <p className="card-repay__notice-text">{t('cardRepay.earlierText')}</p>
      <Button variant="secondary" disabled={disabled} onClick={() => send({ type: 'user.openDetails' })}>
        {t('cardRepay.openLoan')}
      </Button>
    </section>
  );
}

function Choose({ view, send }: Pick<CardRepayViewProps, 'view' | 'send'>) {
  const amount = view.amount ?? '';
  return (
    <>
      {view.earlier && <Earlier send={send} disabled={view.busy} />}
      <Amount amount={amount} />
      {view.noWay ? (
        <EmptyView text={t('cardRepay.noCards')} onRetry={() => send({ type: 'user.retry' })} />
      ) : (
        <>
          {view.cards.length > 0 && (
            <fieldset className="card-repay__cards" disabled={view.busy}>
              <legend className="card-repay__legend">{t('cardRepay.cards')}</legend>
              {view.cards.map((card) => (
                <label key={card.id} className="ui-tile ui-choice card-repay__card">
                  <input
                    type="radio"
                    name="card"
                    value={card.id}
                    checked={card.selected}
                    onChange={() => send({ type: 'user.selectCard', cardId: card.id })}
                  />
                  <span className="card-repay__bank">{card.bankName}</span>{' '}
                  <span className="card-repay__card-no">{card.cardNo}</span>
                </label>
              ))}
            </fieldset>
          )}
          <div className="card-repay__actions">
            {view.cards.length > 0 && (
              <Button block busy={view.sending === 'card'} disabled={view.busy} onClick={() => send({ type: 'user.pay' })}>
                {t('cardRepay.pay', { amount })}
              </Button>
            )}
            {view.wallet && (
              <Button
                block
                variant="secondary"
                busy={view.sending === 'wallet'}
                disabled={view.busy}
                onClick={() => send({ type: 'user.payByWallet' })}
              >
                {t('cardRepay.wallet')}
              </Button>
            )}
          </div>
        </>
      )}
    </>
  );
}

interface SmsStepProps {
  view: View;
  sms: NonNullable<View['sms']>;
  countdown: CountdownView;
  send: CardRepayViewProps['send'];
}

function SmsStep({ view, sms, countdown, send }: SmsStepProps) {
  const input = useRef<HTMLInputElement>(null);
  // A wrong code is selected for retyping (and the step opens with the field ready to type).
  useEffect(() => {
    input.current?.focus();
    if (sms.wrongCodeCount > 0) input.current?.select();
  }, [sms.wrongCodeCount]);

  return (
    <section className="card-repay__sms" aria-labelledby="card-repay-sms-title">
      <h2 id="card-repay-sms-title" className="card-repay__sms-title">
        {t('cardRepay.smsTitle')}
      </h2>
      {sms.card && (
        <p className="card-repay__paying-from">
          <span className="card-repay__label">{t('cardRepay.payingFrom')}</span>{' '}
          <span className="card-repay__bank">{sms.card.bankName}</span>{' '}
          <span className="card-repay__card-no">{sms.card.cardNo}</span>
        </p>
      )}
      <p className="card-repay__hint">{t('cardRepay.smsHint')}</p>
      {view.amount !== null && <Amount amount={view.amount} />}
      <form
        className="card-repay__code-form"
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'user.confirm' });
        }}
      >
        <label className="card-repay__code-label" htmlFor="card-repay-code">
          {t('cardRepay.code')}
        </label>
        <div className="card-repay__code-row">
          <input
            ref={input}
            id="card-repay-code"
            className="card-repay__code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            value={sms.code}
            readOnly={view.busy}
            onChange={(event) => send({ type: 'user.editCode', code: event.currentTarget.value })}
          />
          <SendCodeButton
            countdown={countdown}
            className="card-repay__resend"
            busy={view.sending === 'resend'}
            disabled={countdown.counting || view.busy}
            onClick={() => send({ type: 'user.resend' })}
          />
        </div>
        <Button type="submit" block busy={view.sending === 'confirm'} disabled={view.busy}>
          {t('cardRepay.confirm')}
        </Button>
      </form>
      {/* The ways out of the step: another card (no new payment is posted) or the loan. */}
      <div className="card-repay__ways">
        <Button variant="text" disabled={view.busy} onClick={() => send({ type: 'user.changeCard' })}>
          {t('cardRepay.changeCard')}
        </Button>
        <Button variant="text" disabled={view.busy} onClick={() => send({ type: 'user.openDetails' })}>
          {t('cardRepay.openLoan')}
        </Button>
      </div>
    </section>
  );
}

function MaybeDone({ maybeDone, send }: { maybeDone: NonNullable<View['maybeDone']>; send: CardRepayViewProps['send'] }) {
  const duplicate = maybeDone.reason === 'duplicate';
  return (
    <MaybeDoneView
      title={t(duplicate ? 'cardRepay.duplicate' : 'cardRepay.unsureTitle')}
      text={t(duplicate ? 'cardRepay.duplicateText' : 'cardRepay.unsureText')}
    >
      {maybeDone.check && <CheckFound check={maybeDone.check} />}
      <Button block busy={maybeDone.checking} onClick={() => send({ type: 'user.check' })}>
        {t('cardRepay.check')}
      </Button>
      <Button block variant="secondary" onClick={() => send({ type: 'user.openDetails' })}>
        {t('cardRepay.openLoan')}
      </Button>
    </MaybeDoneView>
  );
}

/** What the last check found: the server's own status texts for the order, as it words them. */
function CheckFound({ check }: { check: NonNullable<NonNullable<View['maybeDone']>['check']> }) {
  if (check.kind === 'fault') return <p className="card-repay__check card-repay__check--failed">{t('cardRepay.checkFailed')}</p>;
  if (check.kind === 'refused') {
    return <p className="card-repay__check card-repay__check--failed">{check.message || t('cardRepay.checkRefused')}</p>;
  }
  if (check.status === '' && check.text === '') return <p className="card-repay__check">{t('cardRepay.statusNone')}</p>;
  return (
    <dl className="card-repay__check">
      <dt className="card-repay__check-label">{t('cardRepay.statusLabel')}</dt>
      {check.status !== '' && <dd className="card-repay__check-status">{check.status}</dd>}
      {check.text !== '' && <dd className="card-repay__check-text">{check.text}</dd>}
    </dl>
  );
}

/** Opened without an order: nothing can be paid, and nothing is asked. */
export function CardRepayMissing() {
  return <MissingPage className="page card-repay" title={t('cardRepay.title')} text={t('cardRepay.missing')} />;
}
