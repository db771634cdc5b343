import { useMemo } from 'react';
import { config } from '@/config';
import { t } from '@/i18n';
import { prerenderedSearch } from '@/services/session';
import { safeUrl } from '@/services/safeUrl';
import { useSiteVisit } from '../shared/site/siteVisit';
import { useHydrated } from '@/ui/useHydrated';
import { useTitle } from '../shared/useTitle';
import { SitePolicyView } from './SitePolicyView';

/**
 * The address to frame: the configured policy page (VITE_POLICY_URL) through safeUrl, http(s) or a
 * path of this site only. This site's own page is opened in the visitor's market (§1 isNeedPop).
 */
export function framedPolicyUrl(configured: string, origin: string, isNeedPop: string): string | null {
  const safe = safeUrl(configured);
  if (!safe) return null;
  let url: URL;
  try {
    url = new URL(safe, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.origin !== origin) return url.href;
  if (isNeedPop !== '') url.searchParams.set('isNeedPop', isNeedPop);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Resolves a relative configured address at build time, when there is no page origin. */
const PRERENDER_ORIGIN = 'https://prerender.invalid';

/** /Policy (§2 "Policy embeds an external policy page"): the policy in a sandboxed frame. */
export default function SitePolicyScreen() {
  const visit = useSiteVisit();
  const hydrated = useHydrated();
  // The frame carries the market only, the same before and after hydration: an address that
  // changed as the page hydrated ('/privacyPolicy' -> '?isNeedPop=0', the same market) loaded the
  // policy page a second time. Prerendered (src/app/prerender.tsx) the build knows no origin.
  const src = useMemo(
    () =>
      framedPolicyUrl(
        config.policyUrl,
        hydrated ? window.location.origin : PRERENDER_ORIGIN,
        new URLSearchParams(prerenderedSearch(visit.locale)).get('isNeedPop') ?? '',
      ),
    [hydrated, visit.locale],
  );
  useTitle(t('site.policy.title'));
  return <SitePolicyView src={src} frameTitle={t('site.policy.frame', { app: visit.company.appName })} visit={visit} />;
}
