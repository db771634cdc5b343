import { getVariant, linkWithSession, prerenderedLink, type Locale } from '@/services/session';
import { companyOf, type Company } from '../company';
import type { PathLink } from '../links';
import { useHydrated } from '@/ui/useHydrated';

/**
 * What the public site's frame shows of the visit: its market, the market's operating company and
 * links that carry the session. A site page's binding reads it (`useSiteVisit()`) and hands it to
 * the views, which read no session themselves.
 */
export interface SiteVisit {
  locale: Locale;
  company: Company;
  link: PathLink;
}

/**
 * The visit as the session says: for a site page's binding (index.tsx). The site's pages are
 * prerendered (src/app/prerender.tsx): until the page has hydrated, its links carry only the market,
 * as the build wrote them; then the visit's whole session.
 */
export function useSiteVisit(): SiteVisit {
  const hydrated = useHydrated();
  const { locale } = getVariant();
  return { locale, company: companyOf(locale), link: hydrated ? linkWithSession : prerenderedLink(locale) };
}
