import { useMemo } from 'react';
import { addMessages, t } from '@/i18n';
import { siteHomeView as english } from './strings.en-IN';
import { siteHomeView as indonesian } from './strings.id-ID';
import type { Locale } from '@/services/session';
import { companyOf } from '../shared/company';
import { aboutUs } from '../shared/documents/aboutUs';
import { useSiteVisit } from '../shared/site/siteVisit';
import { useTitle } from '../shared/useTitle';
import { SiteView, type SiteHomeView } from './SiteView';
import './site.css';

// The home page's own strings (hero, pictures, section summaries): only `/` downloads them.
addMessages({ 'en-IN': english, 'id-ID': indonesian });

/** The section of about us the footer already shows (the company's contact details). */
const ABOUT_CONTACT = 'about-contact';

export function homeView(locale: Locale): SiteHomeView {
  const about = aboutUs[locale];
  return {
    company: companyOf(locale),
    about: { ...about, sections: about.sections.filter((section) => section.id !== ABOUT_CONTACT) },
  };
}

/**
 * The public company site `/` (§2, no login). Nothing loads and nothing is sent: no machine here
 * (the navigation is fragment links); the footer's contact form brings its own when it is fetched.
 */
export default function SiteScreen() {
  const visit = useSiteVisit();
  const view = useMemo(() => homeView(visit.locale), [visit.locale]);
  useTitle(t('site.home.title', { app: view.company.appName }));
  return <SiteView view={view} visit={visit} />;
}
