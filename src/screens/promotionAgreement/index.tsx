import { useLocation } from 'react-router-dom';
import { addMessages, t } from '@/i18n';
import { promotionView as english } from '../shared/promotion.strings.en-IN';
import { promotionView as indonesian } from '../shared/promotion.strings.id-ID';
import { routeHref } from '@/services/session';
import { trackingQuery } from '@machines/registration/tracking';
import { promotionQuery, trackingOf } from '../shared/promotionQuery';
import { useTitle } from '../shared/useTitle';
import { PromotionAgreementView } from './PromotionAgreementView';

addMessages({ 'en-IN': english, 'id-ID': indonesian });

/**
 * §2 agreementTemplate: the registration agreement, readable on a phone, with a way back to the
 * registration (the tracking parameters carried, so the visit still counts for its promotion).
 */
export default function PromotionAgreementScreen() {
  const tracking = trackingOf(promotionQuery(useLocation()));
  useTitle(t('promotion.agreementTitle'));
  return <PromotionAgreementView backHref={routeHref('registration', trackingQuery(tracking))} />;
}
