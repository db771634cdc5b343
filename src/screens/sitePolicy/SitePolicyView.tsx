import { t } from '@/i18n';
import { SiteLayout } from '../shared/site/SiteLayout';
import type { SiteVisit } from '../shared/site/siteVisit';
import './sitePolicy.css';

/**
 * What the framed page may do: run its script and keep its own origin (so a page of this site can
 * load its code and storage; another site stays in its own origin, apart from ours), and open a
 * link in a new tab. No forms, no top navigation, no pop-up dialogs, no downloads.
 */
export const POLICY_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';

export interface SitePolicyViewProps {
  src: string | null;
  frameTitle: string;
  visit: SiteVisit;
}

export function SitePolicyView({ src, frameTitle, visit }: SitePolicyViewProps) {
  return (
    <SiteLayout visit={visit}>
      <div className="site-page">
        <h1 className="site-page__title">{t('site.policy.title')}</h1>
        {src ? (
          <>
            <iframe
              className="site-policy__frame"
              src={src}
              title={frameTitle}
              sandbox={POLICY_SANDBOX}
              referrerPolicy="no-referrer"
              // The page's HTML holds both markets' frames, one hidden: a lazy frame that is not
              // shown is never loaded (an eager one loaded the whole policy page twice, and held
              // the first paint: LCP 1.09-1.12x the floor against 0.73x for the other quiet pages).
              loading="lazy"
            />
            <a className="site-more" href={src} target="_blank" rel="noopener noreferrer">
              {t('site.policy.open')}
            </a>
          </>
        ) : (
          <p className="site-section__text" role="alert">
            {t('site.policy.unavailable')}
          </p>
        )}
      </div>
    </SiteLayout>
  );
}
