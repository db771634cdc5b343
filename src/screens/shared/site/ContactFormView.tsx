import type { ContactFormEvent } from '@machines/contactForm/contactForm.machine';
import { t, type MessageKey } from '@/i18n';
import { Button } from '@/ui';
import type { ContactFieldView, ContactFormView as View } from './contactFormSelect';
import './contactForm.css';

/** How each field of either form is asked for: its label, the keyboard a phone shows, autofill. */
const FIELD_UI: Record<string, { label: MessageKey; type?: 'email' | 'tel'; autoComplete: string; multiline?: boolean }> = {
  firstName: { label: 'site.form.firstName', autoComplete: 'given-name' },
  name: { label: 'site.form.name', autoComplete: 'name' },
  email: { label: 'site.form.email', type: 'email', autoComplete: 'email' },
  phone: { label: 'site.form.phone', type: 'tel', autoComplete: 'tel' },
  telephone: { label: 'site.form.telephone', type: 'tel', autoComplete: 'tel' },
  company: { label: 'site.form.company', autoComplete: 'organization' },
  message: { label: 'site.form.message', autoComplete: 'off', multiline: true },
};

export function fieldLabel(name: string): string {
  const ui = FIELD_UI[name];
  return ui ? t(ui.label) : name;
}

function Field({ formId, field, send }: { formId: string; field: ContactFieldView; send: (event: ContactFormEvent) => void }) {
  const ui = FIELD_UI[field.name];
  const id = `${formId}-${field.name}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field.name,
    value: field.value,
    autoComplete: ui?.autoComplete ?? 'off',
    'aria-invalid': field.invalid || undefined,
    'aria-describedby': field.invalid ? errorId : undefined,
    className: 'site-form__input',
    onChange: (event: { target: { value: string } }) => send({ type: 'user.type', field: field.name, value: event.target.value }),
  };
  return (
    <div className={field.invalid ? 'site-form__field site-form__field--invalid' : 'site-form__field'}>
      <label className="site-form__label" htmlFor={id}>
        {fieldLabel(field.name)}
        {!field.required && <span className="site-form__optional"> {t('site.form.optional')}</span>}
      </label>
      {ui?.multiline ? (
        <textarea {...common} rows={4} />
      ) : (
        <input {...common} type={ui?.type ?? 'text'} inputMode={ui?.type === 'tel' ? 'tel' : undefined} />
      )}
      {field.invalid && (
        <p id={errorId} className="site-form__error">
          {t('site.form.required')}
        </p>
      )}
    </div>
  );
}

/**
 * A public contact form (§2): its fields, Send, and after a failed Send what is missing. The
 * checks and the toasts are the machine's; nothing is sent anywhere (noValidate: the browser's own
 * e-mail check would stop Send before the spec's toast could answer it).
 */
export function ContactFormView({
  id,
  title,
  view,
  send,
}: {
  id: string;
  title: string;
  view: View;
  send: (event: ContactFormEvent) => void;
}) {
  const titleId = `${id}-title`;
  return (
    <form
      className="site-form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'user.submit' });
      }}
    >
      <h2 id={titleId} className="site-form__title">
        {title}
      </h2>
      {view.fields.map((field) => (
        <Field key={field.name} formId={id} field={field} send={send} />
      ))}
      {view.missing.length > 0 && (
        <p className="site-form__missing">{t('site.form.missing', { fields: view.missing.map(fieldLabel).join(', ') })}</p>
      )}
      <Button type="submit" block disabled={view.justSent}>
        {t('common.send')}
      </Button>
    </form>
  );
}
