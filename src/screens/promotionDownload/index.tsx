import { useLocation } from 'react-router-dom';
import { promotionDownloadMachine } from '@machines/promotionDownload/promotionDownload.machine';
import { addMessages, t } from '@/i18n';
import { promotionView as english } from '../shared/promotion.strings.en-IN';
import { promotionView as indonesian } from '../shared/promotion.strings.id-ID';
import { loadTemplate } from '../shared/promotionTemplate';
import { withEffects } from '../shared/effects';
import { promotionQuery, trackingOf } from '../shared/promotionQuery';
import { useFlowActor } from '../shared/useFlowActor';
import { useScreen } from '../shared/useScreen';
import { PromotionDownloadView } from './PromotionDownloadView';
import { select } from './select';

addMessages({ 'en-IN': english, 'id-ID': indonesian });

/** The download page's binding: the same template request as the register page. */
export const logic = withEffects(promotionDownloadMachine).provide({ actors: { loadTemplate } });

export default function PromotionDownloadScreen() {
  const query = promotionQuery(useLocation());
  const tracking = trackingOf(query);
  return <DownloadTemplate key={tracking.id} templateId={tracking.id} />;
}

function DownloadTemplate({ templateId }: { templateId: string }) {
  const actor = useFlowActor(logic, { templateId });
  const view = useScreen(actor, select, t('promotion.downloadTitle'));
  return <PromotionDownloadView view={view} send={actor.send} />;
}
