/**
 * Every machine's path spec (one file each in specs/): payloads for the events that carry data
 * and the context the guards read. The path tests replay them over the pages;
 * scripts/paths-report.ts reports their coverage.
 */
import type { PathSpec } from './model';
import { cardRepaySpec } from './specs/cardRepay';
import { changeMethodSpec } from './specs/changeMethod';
import { complaintDetailsSpec } from './specs/complaintDetails';
import { complaintEntrySpec } from './specs/complaintEntry';
import { complaintNewSpec } from './specs/complaintNew';
import { complaintFormSpec } from './specs/complaintForm';
import { complaintListSpec } from './specs/complaintList';
import { countdownSpec } from './specs/countdown';
import { customerServiceSpec } from './specs/customerService';
import { extensionSpec } from './specs/extension';
import { installmentsSpec } from './specs/installments';
import { loanConfirmSpec } from './specs/loanConfirm';
import { loanAgreementSpec } from './specs/loanAgreement';
import { ratingSpec } from './specs/rating';
import { testPreviewSpec } from './specs/testPreview';
import { vaRepaySpec } from './specs/vaRepay';
import { loanDetailsSpec } from './specs/loanDetails';
import { recommendedSpec } from './specs/recommended';
import { loginFailureSpec } from './specs/loginFailure';
import { promotionDownloadSpec, registrationSpec } from './specs/registration';
import { chatbotSpec } from './specs/chatbot';
import { contactFormFooterSpec, contactFormSpec } from './specs/contactForm';

export const pathSpecs = [
  countdownSpec,
  testPreviewSpec,
  customerServiceSpec,
  complaintEntrySpec,
  complaintNewSpec,
  complaintFormSpec,
  complaintListSpec,
  complaintDetailsSpec,
  ratingSpec,
  cardRepaySpec,
  changeMethodSpec,
  vaRepaySpec,
  loanDetailsSpec,
  recommendedSpec,
  loginFailureSpec,
  installmentsSpec,
  extensionSpec,
  loanConfirmSpec,
  loanAgreementSpec,
  registrationSpec,
  promotionDownloadSpec,
  chatbotSpec,
  contactFormSpec,
  contactFormFooterSpec,
] as unknown as PathSpec[];
