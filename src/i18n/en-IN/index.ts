import { common } from './common';
import type { billView } from '@/screens/shared/bill.strings.en-IN';
import type { payMethod } from '@/screens/shared/payMethod.strings.en-IN';
import type { productCardView } from '@/screens/shared/productCard.strings.en-IN';
import type { promotionView } from '@/screens/shared/promotion.strings.en-IN';
import type { staticPagesView } from '@/screens/shared/staticPages.strings.en-IN';
import type { siteLayoutView } from '@/screens/shared/site/site.strings.en-IN';
import type { siteFormView } from '@/screens/shared/site/siteForm.strings.en-IN';
import type { siteHomeView } from '@/screens/site/strings.en-IN';
import type { cardRepayView } from '@/screens/cardRepay/strings.en-IN';
import type { changeMethodView } from '@/screens/changeMethod/strings.en-IN';
import type { chatbotView } from '@/screens/chatbot/strings.en-IN';
import type { chatbotRatingView } from '@/screens/chatbot/ratingDialog.strings.en-IN';
import type { complaintDetails } from '@/screens/complaintDetails/strings.en-IN';
import type { complaintEntry } from '@/screens/complaintEntry/strings.en-IN';
import type { complaintForm } from '@/screens/complaintForm/strings.en-IN';
import type { complaintList } from '@/screens/complaintList/strings.en-IN';
import type { complaintNewView } from '@/screens/complaintNew/strings.en-IN';
import type { customerService } from '@/screens/customerService/strings.en-IN';
import type { loanAgreementView } from '@/screens/loanAgreement/strings.en-IN';
import type { loanConfirmView } from '@/screens/loanConfirm/strings.en-IN';
import type { loanDetailsView } from '@/screens/loanDetails/strings.en-IN';
import type { loginFailureView } from '@/screens/loginFailure/strings.en-IN';
import type { recommendedView } from '@/screens/recommended/strings.en-IN';
import type { preview } from '@/screens/testPreview/strings.en-IN';
import type { vaRepayView } from '@/screens/vaRepay/strings.en-IN';

const catalog = { ...common };
/**
 * The catalog and the screens' own strings. A screen's strings live in its folder
 * (src/screens/<screen>/strings.<locale>.ts; strings several screens share in src/screens/shared/,
 * <topic>.strings.<locale>.ts) and the screen registers them itself (addMessages in src/i18n), so
 * they travel in its chunk. Type imports only: erased from the build, no code of theirs comes into
 * the catalog, and the screens' modules import nothing back (no cycle).
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
  typeof siteLayoutView &
  typeof siteHomeView &
  typeof siteFormView &
  typeof productCardView &
  typeof staticPagesView &
  typeof promotionView;
export type MessageKey = keyof Messages;
/** The keys every market's catalog must have. */
export type CatalogKey = keyof typeof catalog;
export default catalog;
