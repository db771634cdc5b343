import { lazy, Suspense, useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import type { ContactFormEvent, contactFormMachine } from '@machines/contactForm/contactForm.machine';
import { ROUTES } from '@/routes';
import { t } from '@/i18n';
import type { Company } from '../company';
import type { PathLink } from '../links';
import { useNearViewport } from '../useNearViewport';
import { FOOTER_FIELDS } from './contactFields';
import { ContactFormView } from './ContactFormView';
import { earlyView, select } from './contactFormSelect';
import { registerSiteFormMessages } from './siteFormMessages';

registerSiteFormMessages();

/** The form's machine (xstate) is its own chunk: the site's first visit does not carry it. */
const FooterFormMachine = lazy(() => import('./FooterForm'));

/** What the footer form reads of its machine's actor (an xstate actor is one). */
export interface ContactFormActor {
  send: (event: ContactFormEvent) => void;
  getSnapshot: () => SnapshotFrom<typeof contactFormMachine>;
  subscribe: (listener: () => void) => { unsubscribe: () => void };
}

/**
 * How far below the viewport the footer may still be when its machine is fetched: a head start while
 * the visitor scrolls, small enough that a page whose footer is below the fold (/About) does not
 * fetch it during its first paint (1200 px did: LCP 1.81 -> 2.30 s).
 */
const FORM_MARGIN = '300px 0px';
const FORM_ID = 'footer-form';

const noSubscription = () => () => {};

/**
 * The footer's contact form (§2: first name, e-mail, phone, message). The form itself is drawn from
 * the first paint, with no loading text; its machine arrives as the footer nears the viewport (or
 * at the visitor's first keystroke or Send). Until then the form keeps what is typed, and a Send
 * waits; both are handed to the machine as it starts, so nothing typed is lost and a Send made
 * early is answered as soon as it can be.
 */
function FooterContactForm() {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot, FORM_MARGIN);
  const [used, setUsed] = useState(false);
  const [actor, setActor] = useState<ContactFormActor | null>(null);
  const [typed, setTyped] = useState<Readonly<Record<string, string>>>({});
  const early = useRef<{ values: Record<string, string>; submit: boolean }>({ values: {}, submit: false });

  const subscribe = useMemo(
    () =>
      actor
        ? (listener: () => void) => {
            const subscription = actor.subscribe(listener);
            return () => subscription.unsubscribe();
          }
        : noSubscription,
    [actor],
  );
  const current = () => actor?.getSnapshot() ?? null;
  // The same on the server (the prerendered page, src/app/prerender.tsx): no machine yet.
  const snapshot = useSyncExternalStore(subscribe, current, current);
  const view = useMemo(() => (snapshot ? select(snapshot) : earlyView(FOOTER_FIELDS, typed)), [snapshot, typed]);

  const sendEarly = useCallback((event: ContactFormEvent) => {
    if (event.type === 'user.type') {
      early.current.values = { ...early.current.values, [event.field]: event.value };
      setTyped(early.current.values);
    } else {
      early.current.submit = true;
    }
    setUsed(true);
  }, []);

  const start = useCallback((started: ContactFormActor) => {
    const { values, submit } = early.current;
    early.current = { values: {}, submit: false };
    for (const [field, value] of Object.entries(values)) {
      started.send({ type: 'user.type', field, value });
    }
    if (submit) started.send({ type: 'user.submit' });
    setActor(() => started);
  }, []);

  return (
    <div ref={slot} className="site-footer__form">
      <ContactFormView id={FORM_ID} title={t('site.form.title')} view={view} send={actor ? actor.send : sendEarly} />
      {(near || used) && (
        <Suspense fallback={null}>
          <FooterFormMachine formId={FORM_ID} fields={FOOTER_FIELDS} onStart={start} />
        </Suspense>
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
export function SiteFooter({ company, form, link }: { company: Company; form: boolean; link: PathLink }) {
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
        {form && <FooterContactForm />}
        <nav className="site-footer__pages" aria-label={t('site.footer.pages')}>
          <ul>
            {PAGES.map((page) => (
              <li key={page.route}>
                <Link to={link(page.route)}>{t(page.label)}</Link>
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
