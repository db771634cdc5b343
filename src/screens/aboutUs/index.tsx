import { getLocale, t } from '@/i18n';
import { aboutUs } from '../shared/documents/aboutUs';
import { StaticPage } from '../shared/StaticPage';
import { leaveStaticPage } from '../shared/staticPages';
import { useTitle } from '../shared/useTitle';

/** About us (§2): the operating company, the app and §1's copy. Static: no machine, no request. */
export default function AboutUsScreen() {
  useTitle(t('staticPages.aboutUs'));
  return <StaticPage content={aboutUs[getLocale()]} onBack={leaveStaticPage} />;
}
