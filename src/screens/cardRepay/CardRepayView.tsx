import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { cardRepayMachine } from '@machines/cardRepay/cardRepay.machine';
import { MAX_CODE_LENGTH } from '@machines/cardRepay/cardRepay.machine';
import { t } from '@/i18n';
import { Button, EmptyView, LoadStateView } from '@/ui';
import type { CardRepayView as View, CountdownView } from './select';
import './cardRepay.css';

export interface CardRepayViewProps {
  view: View;
  countdown: CountdownView;
  send: ActorRefFrom<typeof cardRepayMachine>['send'];
}

export function CardRepayView({ view, countdown, send }: CardRepayViewProps) {
  return (
    <main className="page card-repay">
      <h1 className="page__title">{t('cardRepay.title')}</h1>
      {/* The amount is the address's: shown at once while the cards load. */}
      {view.load?.phase === 'loading' && <Amount amount={view.amount} />}
      {view.load && (
        <LoadStateView
          view={view.load}
          faultMessage={t('common.networkError')}
          refusedMessage={t('cardRepay.cardListFailed')}
          onRetry={() => send({ type: 'user.retry' })}
          onLeave={() => send({ type: 'user.leave' })}
        />
      )}
      {view.unsure && <Unsure send={send} />}
      {view.choosing && <Choose view={view} send={send} />}
      {view.sms && <SmsStep view={view} sms={view.sms} countdown={countdown} send={send} />}
    </main>
  );
}

function Amount({ amount }: { amount: string }) {
  return (
    <p className="card-repay__amount">
      <span className="card-repay__amount-label">{t('cardRepay.amount')}</span>
      <span className="card-repay__amount-value">{amount}</span>
    </p>
  );
}

function Choose({ view, send }: Pick<CardRepayViewProps, 'view' | 'send'>) {
  return (
    <>
      <Amount amount={view.amount} />
      {view.noWay ? (
        <EmptyView text={t('cardRepay.noCards')} onRetry={() => send({ type: 'user.retry' })} />
      ) : (
        <>
          {view.cards.length > 0 && (
            <fieldset className="card-repay__cards" disabled={view.busy}>
              <legend className="card-repay__legend">{t('cardRepay.cards')}</legend>
              {view.cards.map((card) => (
                <label key={card.id} className="card-repay__card">
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
                {t('cardRepay.pay', { amount: view.amount })}
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
      <p className="card-repay__hint">{t('cardRepay.smsHint')}</p>
      <Amount amount={view.amount} />
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
            maxLength={MAX_CODE_LENGTH}
            value={sms.code}
            readOnly={view.busy}
            onChange={(event) => send({ type: 'user.editCode', code: event.currentTarget.value })}
          />
          <Button
            variant="secondary"
            className="card-repay__resend"
            aria-live="polite"
            busy={view.sending === 'resend'}
            disabled={countdown.counting || view.busy}
            onClick={() => send({ type: 'user.resend' })}
          >
            {countdown.counting ? t('sms.seconds', { n: countdown.seconds }) : t('sms.getCode')}
          </Button>
        </div>
        <Button type="submit" block busy={view.sending === 'confirm'} disabled={view.busy}>
          {t('cardRepay.confirm')}
        </Button>
      </form>
    </section>
  );
}

function Unsure({ send }: Pick<CardRepayViewProps, 'send'>) {
  return (
    <section className="card-repay__unsure" role="alert">
      <p className="card-repay__unsure-title">{t('cardRepay.unsureTitle')}</p>
      <p className="card-repay__hint">{t('cardRepay.unsureText')}</p>
      <div className="card-repay__actions">
        <Button block onClick={() => send({ type: 'user.openDetails' })}>
          {t('cardRepay.checkLoan')}
        </Button>
        <Button block variant="secondary" onClick={() => send({ type: 'user.payAgain' })}>
          {t('cardRepay.payAgain')}
        </Button>
      </div>
    </section>
  );
}

/** Opened without an order or an amount: nothing can be paid, and nothing is asked. */
export function CardRepayMissing() {
  return (
    <main className="page card-repay">
      <h1 className="page__title">{t('cardRepay.title')}</h1>
      <EmptyView text={t('cardRepay.missing')} />
    </main>
  );
}
