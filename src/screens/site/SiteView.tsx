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
      <section id="privacy" className="site-section" aria-labelledby="privacy-title">
        <h2 id="privacy-title" className="site-section__title">
          {t('site.privacy.title')}
        </h2>
        <p className="site-section__text">{t('site.privacy.text')}</p>
        <Link className="site-more" to={visit.link(ROUTES.sitePolicy)}>
          {t('site.privacy.more')}
        </Link>
      </section>
      <section id="loan" className="site-section site-section--alt" aria-labelledby="loan-title">
        <h2 id="loan-title" className="site-section__title">
          {t('site.nav.loan')}
        </h2>
        <p className="site-section__text">{t('site.loan.text')}</p>
        <Link className="site-more" to={visit.link(ROUTES.siteLoan)}>
          {t('site.loan.more')}
        </Link>
      </section>
    </SiteLayout>
  );
}
