import { Link } from 'react-router-dom';
import { t } from '@/i18n';
import { ROUTES } from '@/routes';
import type { Company } from '../shared/company';
import { Document } from '../shared/documents/Document';
import type { DocumentContent } from '../shared/documents/types';
import { SiteLayout } from '../shared/site/SiteLayout';
import type { SiteVisit } from '../shared/site/siteVisit';
import { FEATURES, IMAGE_HEIGHT, IMAGE_WIDTH } from './features';

export interface SiteHomeView {
  company: Company;
  /** About us without its contact section: the footer right below gives those details. */
  about: DocumentContent;
}

/**
 * The public site's home page (§2): the hero (text: the page's largest first paint), the five
 * pictures, then the About Us, Privacy Policy and Loan terms sections the top navigation scrolls to.
 * Privacy and loan terms are summaries with a link to their full pages: the full texts in both
 * markets would take the page past its first-visit budget (docs/spec-notes.md).
 */
export function SiteView({ view, visit }: { view: SiteHomeView; visit: SiteVisit }) {
  const { company } = view;
  return (
    <SiteLayout home visit={visit}>
      <section id="home" className="site-home" aria-labelledby="home-title">
        <div className="site-hero">
          <p className="site-hero__kicker">{t('site.hero.kicker')}</p>
          <h1 id="home-title" className="site-hero__title">
            {t('site.hero.title')}
          </h1>
          <p className="site-hero__range">{t('site.hero.range')}</p>
          <ul className="site-hero__facts">
            <li>{t('site.hero.users')}</li>
            <li>{t('site.hero.fast')}</li>
            <li>{t('site.hero.firstTime')}</li>
          </ul>
          <a className="site-hero__more" href="#features">
            {t('site.hero.more')}
          </a>
        </div>
        <div id="features" className="site-section">
          <h2 className="site-section__title">{t('site.features.title', { app: company.appName })}</h2>
          <ul className="site-features">
            {FEATURES.map((feature) => (
              <li key={feature.id} className="site-feature">
                <img
                  className="site-feature__image"
                  src={feature.src}
                  alt={t(feature.alt)}
                  width={IMAGE_WIDTH}
                  height={IMAGE_HEIGHT}
                  loading="lazy"
                  decoding="async"
                />
                <h3 className="site-feature__title">{t(feature.title)}</h3>
                <p className="site-feature__text">{t(feature.text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section id="about" className="site-section site-section--alt">
        <Document content={view.about} level={2} />
        <Link className="site-more" to={visit.link(ROUTES.siteAbout)}>
          {t('site.about.more')}
        </Link>
      </section>
      <Summary id="privacy" title={t('site.nav.privacy')} text={t('site.privacy.text')} more={t('site.privacy.more')} to={visit.link(ROUTES.sitePolicy)} />
      <Summary id="loan" alt title={t('site.nav.loan')} text={t('site.loan.text')} more={t('site.loan.more')} to={visit.link(ROUTES.siteLoan)} />
    </SiteLayout>
  );
}

interface SummaryProps {
  /** The section's id, the top navigation's target. */
  id: string;
  /** On the alternate background. */
  alt?: boolean;
  title: string;
  text: string;
  /** The link's words and address: the full page. */
  more: string;
  to: string;
}

/** A section of the home page that sums a page of the site up, with a link to the full page. */
function Summary({ id, alt = false, title, text, more, to }: SummaryProps) {
  return (
    <section id={id} className={alt ? 'site-section site-section--alt' : 'site-section'} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="site-section__title">
        {title}
      </h2>
      <p className="site-section__text">{text}</p>
      <Link className="site-more" to={to}>
        {more}
      </Link>
    </section>
  );
}
