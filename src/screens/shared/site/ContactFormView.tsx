import type { ContactFormEvent } from '@machines/contactForm/contactForm.machine';
import { t, type MessageKey } from '@/i18n';
import { Button } from '@/ui';
import type { ContactFieldView, ContactFormView as View } from './contactFormSelect';
import './contactForm.css';

/**
 * How each field of either form is asked for: its label, the keyboard a phone shows, autofill. One
 * entry per field, so a field both forms have (phone, message) is worded the same in both.
 */
const FIELD_UI: Record<string, { label: MessageKey; type?: 'email' | 'tel'; autoComplete: string; multiline?: boolean }> = {
  firstName: { label: 'site.form.firstName', autoComplete: 'given-name' },
  name: { label: 'site.form.name', autoComplete: 'name' },
  email: { label: 'site.form.email', type: 'email', autoComplete: 'email' },
  phone: { label: 'site.form.phone', type: 'tel', autoComplete: 'tel' },
  company: { label: 'site.form.company', autoComplete: 'organization' },
  message: { label: 'site.form.message', autoComplete: 'off', multiline: true },
};

/** The element id of a form's field: the label points at it, and a failed Send puts the cursor there. */
export function fieldId(formId: string, name: string): string {
  return `${formId}-${name}`;
}

/** Puts the cursor in a field of a form (the machine's focusField, bound by the form's binding). */
export function focusField(formId: string, name: string): void {
  document.getElementById(fieldId(formId, name))?.focus();
}

function fieldLabel(name: string): string {
  const ui = FIELD_UI[name];
  return ui ? t(ui.label) : name;
}

function Field({ formId, field, send }: { formId: string; field: ContactFieldView; send: (event: ContactFormEvent) => void }) {
  const ui = FIELD_UI[field.name];
  const id = fieldId(formId, field.name);
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
 * A public contact form (§2): its fields and Send. After a failed Send each empty field says so
 * once, under itself (aria-invalid, and the line is its accessible description), beside the spec's
 * one toast; the cursor goes to the first of them. The checks and the toasts are the machine's;
 * nothing is sent anywhere (noValidate: the browser's own e-mail check would stop Send before the
 * spec's toast could answer it).
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
      <Button type="submit" block disabled={view.justSent}>
        {t('common.send')}
      </Button>
    </form>
  );
}
