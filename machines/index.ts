import type { AnyStateMachine } from 'xstate';
import { cardRepayMachine } from './cardRepay/cardRepay.machine';
import { changeMethodMachine } from './changeMethod/changeMethod.machine';
import { complaintDetailsMachine } from './complaintDetails/complaintDetails.machine';
import { complaintFormMachine } from './complaintForm/complaintForm.machine';
import { complaintEntryMachine } from './complaintEntry/complaintEntry.machine';
import { complaintNewMachine } from './complaintNew/complaintNew.machine';
import { complaintListMachine } from './complaintList/complaintList.machine';
import { countdownMachine } from './countdown/countdown.machine';
import { extensionMachine } from './extension/extension.machine';
import { installmentsMachine } from './installments/installments.machine';
import { loanConfirmMachine } from './loanConfirm/loanConfirm.machine';
import { loanAgreementMachine } from './loanAgreement/loanAgreement.machine';
import { chatbotMachine } from './chatbot/chatbot.machine';
import { customerServiceMachine } from './customerService/customerService.machine';
import { ratingMachine } from './rating/rating.machine';
import { testPreviewMachine } from './testPreview/testPreview.machine';
import { vaRepayMachine } from './vaRepay/vaRepay.machine';
import { loanDetailsMachine } from './loanDetails/loanDetails.machine';
import { recommendedMachine } from './recommended/recommended.machine';
import { loginFailureMachine } from './loginFailure/loginFailure.machine';
import { registrationMachine } from './registration/registration.machine';
import { downloadMachine } from './registration/download.machine';
import { contactFormMachine } from './contactForm/contactForm.machine';

/** Every machine of the product: the diagram export and the path-coverage report walk this. */
export const machines = {
  countdown: countdownMachine,
  customerService: customerServiceMachine,
  testPreview: testPreviewMachine,
  complaintEntry: complaintEntryMachine,
  complaintNew: complaintNewMachine,
  complaintForm: complaintFormMachine,
  complaintList: complaintListMachine,
  complaintDetails: complaintDetailsMachine,
  rating: ratingMachine,
  cardRepay: cardRepayMachine,
  changeMethod: changeMethodMachine,
  vaRepay: vaRepayMachine,
  loanDetails: loanDetailsMachine,
  recommended: recommendedMachine,
  loginFailure: loginFailureMachine,
  installments: installmentsMachine,
  extension: extensionMachine,
  loanConfirm: loanConfirmMachine,
  loanAgreement: loanAgreementMachine,
  registration: registrationMachine,
  promotionDownload: downloadMachine,
  contactForm: contactFormMachine,
  chatbot: chatbotMachine,
} as const satisfies Record<string, AnyStateMachine>;
