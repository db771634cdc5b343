import { t } from '@/i18n';
import { SiteLayout } from '../shared/site/SiteLayout';
import { useSiteVisit } from '../shared/site/siteVisit';
import { useTitle } from '../shared/useTitle';

/**
 * /User (§2 "/User is an empty page"): the site's frame (brand, navigation, footer) around a page
 * with no content of its own, finished rather than blank: its title and one line saying there is
 * nothing here, so a visitor who lands on it knows the page works and moves on by the navigation.
 */
export default function SiteUserScreen() {
  useTitle(t('site.user.title'));
  return (
    <SiteLayout visit={useSiteVisit()}>
      <div className="site-page site-empty">
        <h1 className="site-page__title">{t('site.user.title')}</h1>
        <p className="site-empty__text">{t('site.user.empty')}</p>
      </div>
    </SiteLayout>
  );
}
