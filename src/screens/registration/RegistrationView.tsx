import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { registrationMachine } from '@machines/registration/registration.machine';
import { t } from '@/i18n';
import { Button } from '@/ui';
import type { CountdownView } from '../smsCode/select';
import { SendCodeButton } from '../smsCode/SmsCodeButtonView';
import type { ScreenViewProps } from '../shared/ScreenPage';
import type { RegistrationView as View } from './select';
import './registration.css';

export interface RegistrationViewProps extends ScreenViewProps<View, typeof registrationMachine> {
  countdown: CountdownView;
}

/** §2 promotion register template: the landing text, the form, the agreement link. */
export function RegistrationView({ view, countdown, send }: RegistrationViewProps) {
  const { landing } = view;
  const counting = view.counting && countdown.counting;
  return (
    <main className="promo">
      <header className="promo__hero">
        {/* The product's own copy paints at once; the template's replaces it when it comes. */}
        <h1 className="promo__title">{landing.title || t('promotion.heroTitle')}</h1>
        <p className="promo__subtitle">{landing.subtitle || t('promotion.heroText')}</p>
        {landing.features.length > 0 && (
          <ul className="promo__features">
            {landing.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        )}
        {(landing.phase === 'failed' || landing.phase === 'unavailable') && (
          <div className="promo__landing-error" role="alert">
            <span>{t('promotion.landingFailed')}</span>
            <Button variant="text" className="promo__retry" onClick={() => send({ type: 'user.retryTemplate' })}>
              {t('common.retry')}
            </Button>
          </div>
        )}
      </header>

      <form
        className="promo__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'user.apply' });
        }}
      >
        <Field id="promo-phone" label={t('promotion.phone')} value={view.phone} readOnly={view.busy}
          onEdit={(value) => send({ type: 'user.editPhone', value })} placeholder={t('promotion.phonePlaceholder')}
          type="tel" inputMode="tel" autoComplete="tel" />
        <Field id="promo-captcha" label={t('promotion.captcha')} value={view.capcode} readOnly={view.busy}
          onEdit={(value) => send({ type: 'user.editCaptcha', value })} placeholder={t('promotion.captchaPlaceholder')}
          autoComplete="off" autoCapitalize="characters" spellCheck={false}
          side={<CaptchaPicture captcha={view.captcha} onTap={() => send({ type: 'user.refreshCaptcha' })} />} />
        <Field id="promo-sms" label={t('promotion.smsCode')} value={view.smsCode} readOnly={view.busy}
          onEdit={(value) => send({ type: 'user.editSms', value })} placeholder={t('promotion.smsPlaceholder')}
          inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*"
          side={
            <SendCodeButton
              countdown={{ counting, seconds: countdown.seconds }}
              className="promo__send"
              // Still tappable while counting: a tap then says why nothing is sent (§5).
              aria-disabled={counting || undefined}
              busy={view.sending}
              disabled={view.busy}
              onClick={() => send({ type: 'user.sendCode' })}
            />
          } />

        <Button type="submit" block className="promo__apply" busy={view.registering} disabled={view.busy}>
          {t('promotion.apply')}
        </Button>
        <p className="promo__agreement">
          {t('promotion.agreementLead')}{' '}
          <Link to={view.agreementHref}>{view.agreementTitle || t('promotion.agreementLink')}</Link>
        </p>
      </form>
    </main>
  );
}

interface FieldProps extends Omit<ComponentProps<'input'>, 'id' | 'className' | 'onChange'> {
  id: string;
  label: string;
  /** What was typed, as the field now holds it. */
  onEdit: (value: string) => void;
  /** Beside the input, on its row (the captcha's picture, the send-code button). */
  side?: ReactNode;
}

/** A field of the form: its label over the input, and what goes beside the input. */
function Field({ id, label, onEdit, side, ...input }: FieldProps) {
  const field = <input id={id} className="promo__input" {...input} onChange={(event) => onEdit(event.currentTarget.value)} />;
  return (
    <>
      <label className="promo__label" htmlFor={id}>
        {label}
      </label>
      {side ? (
        <div className="promo__row">
          {field}
          {side}
        </div>
      ) : (
        field
      )}
    </>
  );
}

function CaptchaPicture({ captcha, onTap }: { captcha: View['captcha']; onTap: () => void }) {
  if (captcha.phase === 'loading') {
    return (
      <span className="promo__captcha promo__captcha--loading" role="img" aria-label={t('promotion.captchaLoading')}>
        <span className="ui-spinner ui-spinner--sm" aria-hidden="true" />
      </span>
    );
  }
  if (captcha.phase === 'failed') {
    return (
      <button type="button" className="promo__captcha promo__captcha--failed" onClick={onTap}>
        {t('promotion.captchaRetry')}
      </button>
    );
  }
  return (
    <button type="button" className="promo__captcha" aria-label={t('promotion.captchaImage')} onClick={onTap}>
      {/* Sized before it loads (100 x 44, the picture's own size): nothing moves when it comes. */}
      <img src={captcha.imageUrl} width={100} height={44} alt="" decoding="async" />
    </button>
  );
}
