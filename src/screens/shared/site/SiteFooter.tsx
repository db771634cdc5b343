import { lazy, Suspense, useRef } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '@/routes';
import { t } from '@/i18n';
import { linkWithSession } from '@/services/session';
import type { Company } from '../company';
import { useNearViewport } from '../useNearViewport';

/** The form and its machine (xstate) are their own chunk: the site's first visit does not carry them. */
const FooterForm = lazy(() => import('./FooterForm'));

/**
 * How far below the viewport the footer may still be when its form is fetched: a head start while
 * the visitor scrolls, small enough that a page whose footer is below the fold (/About) does not
 * fetch it during its first paint (1200 px did: LCP 1.81 -> 2.30 s).
 */
const FORM_MARGIN = '300px 0px';

/** The space the form will take, held from the first paint so nothing below it moves when it arrives. */
function FormPlaceholder() {
  return (
    <div className="site-form site-form--placeholder" aria-busy="true">
      <p className="site-form__loading">{t('site.form.loading')}</p>
    </div>
  );
}

function DeferredForm() {
  const slot = useRef<HTMLDivElement>(null);
  const wanted = useNearViewport(slot, FORM_MARGIN);
  return (
    <div ref={slot} className="site-footer__form">
      {wanted ? (
        <Suspense fallback={<FormPlaceholder />}>
          <FooterForm />
        </Suspense>
      ) : (
        <FormPlaceholder />
      )}
    </div>
  );
}

const PAGES = [
  { route: ROUTES.siteAbout, label: 'site.nav.about' },
  { route: ROUTES.siteLoan, label: 'site.nav.loan' },
  { route: ROUTES.sitePolicy, label: 'site.nav.privacy' },
  { route: ROUTES.siteContact, label: 'site.footer.contactPage' },
] as const;

/** The operating company's contact details (§2), the contact form, and the site's other pages. */
export function SiteFooter({ company, form }: { company: Company; form: boolean }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__details" aria-labelledby="site-footer-title">
          <h2 id="site-footer-title" className="site-footer__title">
            {t('site.footer.title')}
          </h2>
          <dl className="site-footer__list">
            <dt>{t('site.footer.company')}</dt>
            <dd>{company.name}</dd>
            <dt>{t('site.footer.address')}</dt>
            <dd>
              <address className="site-footer__address">
                {company.address.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            </dd>
            <dt>{t('site.footer.email')}</dt>
            <dd>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </dd>
            <dt>{t('site.footer.phone')}</dt>
            <dd>
              <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a>
            </dd>
            <dt>{t('site.footer.hours')}</dt>
            <dd>{company.hours}</dd>
          </dl>
        </section>
        {form && <DeferredForm />}
        <nav className="site-footer__pages" aria-label={t('site.footer.pages')}>
          <ul>
            {PAGES.map((page) => (
              <li key={page.route}>
                <Link to={linkWithSession(page.route)}>{t(page.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__rights">
          {t('site.footer.rights', { year: new Date().getFullYear(), company: company.name })}
        </p>
      </div>
    </footer>
  );
}
