import type { promotionDownloadMachine } from '@machines/promotionDownload/promotionDownload.machine';
import { t } from '@/i18n';
import { EmptyView } from '@/ui';
import { ScreenLoad, type ScreenViewProps } from '../shared/ScreenPage';
import type { PromotionDownloadView as View } from './select';
import '../shared/promotionPage.css';

export type PromotionDownloadViewProps = ScreenViewProps<View, typeof promotionDownloadMachine>;

/** §2 downloadTemplate: where a registered visitor gets the app. */
export function PromotionDownloadView({ view, send }: PromotionDownloadViewProps) {
  return (
    <main className="promo-page">
      <span className="promo-page__mark" aria-hidden="true">
        ✓
      </span>
      <h1 className="promo-page__title">{t('promotion.downloadHeading')}</h1>
      {/* The product's own offer paints at once; the template's replaces it in the same two lines. */}
      <p className="promo-page__offer">{view.title || t('promotion.heroTitle')}</p>
      <p className="promo-page__text">{t('promotion.downloadText')}</p>
      <ScreenLoad load={view.load} faultMessage={t('promotion.downloadFailed')} send={send} />
      {view.ready &&
        (view.downloadUrl ? (
          <a className="ui-btn ui-btn--primary ui-btn--block promo-page__download" href={view.downloadUrl} rel="noopener">
            {t('promotion.downloadButton')}
          </a>
        ) : (
          <EmptyView text={t('promotion.downloadMissing')} />
        ))}
    </main>
  );
}
