import type { promotionView } from './promotionView';
import type { billView } from './billView';
import type { payMethod } from './payMethod';
import type { cardRepayView } from './cardRepayView';
import type { changeMethodView } from './changeMethodView';
import type { vaRepayView } from './vaRepayView';
import type { loanConfirmView } from './loanConfirmView';
import type { loanAgreementView } from './loanAgreementView';
import type { loanDetailsView } from './loanDetailsView';
import type { recommendedView } from './recommendedView';
import type { loginFailureView } from './loginFailureView';
import type { siteView } from './siteView';
import type { siteFormView } from './siteFormView';
import type { productCardView } from './productCardView';
import type { customerService } from './customerService';
import type { preview } from './preview';
import type { staticPagesView } from './staticPagesView';
import { common } from './common';
import type { complaintEntry } from './complaintEntry';
import type { complaintNewView } from './complaintNewView';
import type { complaintForm } from './complaintForm';
import type { complaintList } from './complaintList';
import type { complaintDetails } from './complaintDetails';
import type { chatbotView } from './chatbotView';
import type { chatbotRatingView } from './chatbotRatingView';

const catalog = { ...common };
/**
 * The catalog and the screens' own strings, which each screen registers itself (addMessages in
 * src/i18n) so they travel in its chunk. Type imports: no code of theirs comes into the catalog.
 */
export type Messages = typeof catalog &
  typeof complaintEntry &
  typeof complaintNewView &
  typeof complaintForm &
  typeof complaintList &
  typeof complaintDetails &
  typeof chatbotView &
  typeof chatbotRatingView &
  typeof preview &
  typeof customerService &
  typeof cardRepayView &
  typeof changeMethodView &
  typeof billView &
  typeof payMethod &
  typeof vaRepayView &
  typeof loanConfirmView &
  typeof loanAgreementView &
  typeof loanDetailsView &
  typeof recommendedView &
  typeof loginFailureView &
  typeof siteView &
  typeof siteFormView &
  typeof productCardView &
  typeof staticPagesView &
  typeof promotionView;
export type MessageKey = keyof Messages;
/** The keys every market's catalog must have. */
export type CatalogKey = keyof typeof catalog;
export default catalog;
