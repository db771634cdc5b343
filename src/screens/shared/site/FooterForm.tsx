import { t } from '@/i18n';
import { ContactForm } from './ContactForm';
import { FOOTER_FIELDS } from './contactFields';

/**
 * The footer's contact form (§2: first name, e-mail, phone, message): its own chunk, fetched when
 * the footer nears the viewport or the browser is idle, so the site's first visit carries no
 * xstate (docs/spec-notes.md "Public company site").
 */
export default function FooterForm() {
  return <ContactForm id="footer-form" title={t('site.form.title')} fields={FOOTER_FIELDS} />;
}
