import { getLocale, t } from '@/i18n';
import { privacyPolicy } from '../shared/documents/privacyPolicy';
import { StaticPage } from '../shared/StaticPage';
import { leaveStaticPage } from '../shared/staticPages';
import { useTitle } from '../shared/useTitle';

/**
 * The privacy policy (§2), at /privacyPolicy and its second path /privacy (privacyPolicyApp).
 * Static content of the market (isNeedPop 1 India, else Indonesia): no machine, no request.
 */
export default function PrivacyPolicyScreen() {
  useTitle(t('staticPages.privacyPolicy'));
  return <StaticPage content={privacyPolicy[getLocale()]} onBack={leaveStaticPage} />;
}
