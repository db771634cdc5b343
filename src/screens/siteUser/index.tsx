import { t } from '@/i18n';
import { SiteLayout } from '../shared/site/SiteLayout';
import { useTitle } from '../shared/useTitle';

/**
 * /User (§2 "/User is an empty page"): the site's frame with nothing in it, so a visitor who lands
 * here can still move on; the heading is for assistive tech only.
 */
export default function SiteUserScreen() {
  useTitle(t('site.user.title'));
  return (
    <SiteLayout>
      <div className="site-page">
        <h1 className="visually-hidden">{t('site.user.title')}</h1>
      </div>
    </SiteLayout>
  );
}
