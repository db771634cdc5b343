import { loanAgreementMachine, type AgreementPage } from '@machines/loanAgreement/loanAgreement.machine';
import type { LoadResult } from '@machines/shared/load';
import { doneEvents, doneType, ok, refused, type PathSpec } from '../model';
import { OFFER } from './loanConfirm';

/** The agreement of contract 902 of product 101 (the address's contractId), in India. */
export const AGREEMENT: AgreementPage = { offer: OFFER, title: 'Privacy Policy' };
/** The address names an agreement the list does not have: the page's own title. */
export const UNTITLED: AgreementPage = { offer: OFFER, title: '' };
export const NOTHING: AgreementPage = { offer: { ...OFFER, amount: '0' }, title: 'Privacy Policy' };
/** loan-detail-confirm sent an amount that is not a whole number of hundredths. */
export const UNREADABLE: AgreementPage = { offer: null, title: 'Privacy Policy' };
export const UNAVAILABLE = 'This product is not available now';

/** Guards read only the load's answer; the title joins the key so both titles get a path. */
export const loanAgreementSpec: PathSpec<typeof loanAgreementMachine> = {
  name: 'loanAgreement',
  machine: loanAgreementMachine,
  input: { productId: '101', contractId: '902' },
  everyPayload: [doneType('loadAgreement')],
  payloads: doneEvents<LoadResult<AgreementPage>>('loadAgreement', [ok(AGREEMENT), ok(UNTITLED), ok(NOTHING), ok(UNREADABLE), refused(UNAVAILABLE)]),
};
