import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { t } from '@/i18n';
import { SiteFooter } from './SiteFooter';
import { SITE_SECTIONS } from './sections';
import { registerSiteMessages } from './siteMessages';
import type { SiteVisit } from './siteVisit';
import { useSiteScroll } from './useSiteScroll';
import './site.css';

registerSiteMessages();

export interface SiteLayoutProps {
  /** The visit's market, company and links (the binding's `useSiteVisit()`). */
  visit: SiteVisit;
  /** The home page: the navigation scrolls within it; every other site page links to its sections. */
  home?: boolean;
  /** The footer's contact form; /Contact, whose content is that form, leaves it out. */
  footerForm?: boolean;
  children?: ReactNode;
}

/**
 * The public company site's frame (§2 "Public site", no login): the brand, the top navigation
 * (Home, About Us, Privacy Policy, Loan terms and conditions), the page, and the footer. On the
 * home page the entries are plain fragment links, so they scroll even before (or without) the
 * script, smoothly unless the visitor asked for reduced motion (site.css).
 */
export function SiteLayout({ visit, home = false, footerForm = true, children }: SiteLayoutProps) {
  useSiteScroll();
  const { company } = visit;
  const homeHref = visit.link('/');
  return (
    <div className="site">
      <a className="site__skip" href="#content">
        {t('site.skip')}
      </a>
      <header className="site__brand">
        {home ? (
          <a className="site__logo" href="#home">
            <span className="site__mark" aria-hidden="true">
              {company.appName.charAt(0)}
            </span>
            {company.appName}
          </a>
        ) : (
          <Link className="site__logo" to={homeHref}>
            <span className="site__mark" aria-hidden="true">
              {company.appName.charAt(0)}
            </span>
            {company.appName}
          </Link>
        )}
      </header>
      <nav className="site__nav" aria-label={t('site.nav.label')}>
        <ul className="site__nav-list">
          {SITE_SECTIONS.map((section) => (
            <li key={section.id}>
              {home ? (
                <a className="site__nav-link" href={`#${section.id}`}>
                  {t(section.label)}
                </a>
              ) : (
                <Link className="site__nav-link" to={`${homeHref}#${section.id}`}>
                  {t(section.label)}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <main id="content" className="site__main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter company={company} form={footerForm} link={visit.link} />
    </div>
  );
}
