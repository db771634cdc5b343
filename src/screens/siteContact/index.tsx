import { t } from '@/i18n';
import { ContactForm } from '../shared/site/ContactForm';
import { CONTACT_FIELDS } from '../shared/site/contactFields';
import { SiteLayout } from '../shared/site/SiteLayout';
import { useSiteVisit } from '../shared/site/siteVisit';
import { useTitle } from '../shared/useTitle';

/**
 * /Contact (§2): the contact form is the page's content, so it comes with the page (not deferred
 * as the footer's is): name, telephone and message required, company optional. Nothing is sent.
 */
export default function SiteContactScreen() {
  useTitle(t('site.contact.title'));
  return (
    <SiteLayout visit={useSiteVisit()} footerForm={false}>
      <div className="site-page">
        <h1 className="site-page__title">{t('site.contact.title')}</h1>
        <p className="site-section__text">{t('site.contact.intro')}</p>
        <ContactForm id="contact-form" title={t('site.form.title')} fields={CONTACT_FIELDS} />
      </div>
    </SiteLayout>
  );
}
