import { getVariant, linkWithSession, type Locale } from '@/services/session';
import { companyOf, type Company } from '../company';
import type { PathLink } from '../links';

/**
 * What the public site's frame shows of the visit: its market, the market's operating company and
 * links that carry the session. A site page's binding reads it (`siteVisit()`) and hands it to the
 * views, which read no session themselves.
 */
export interface SiteVisit {
  locale: Locale;
  company: Company;
  link: PathLink;
}

/** The visit as the session says: for a site page's binding (index.tsx). */
export function siteVisit(): SiteVisit {
  const { locale } = getVariant();
  return { locale, company: companyOf(locale), link: linkWithSession };
}
