import { expect } from 'vitest';
import { paths } from '@/config';
import { requestsTo } from './server';

/**
 * What the loan confirm page and the loan agreement page share: both load the offer of
 * loan-detail-confirm and the agreement list (contract, scene 3) for the address's product, and
 * show the offer's figures as label/value rows.
 */
export const OFFER_PATH = paths.app('/v3/loan-confirm/loan-detail-confirm');
export const CONTRACTS_PATH = paths.app('/v3/contract/contract');

/** The loan confirm page's copy in India (English): its controls, alerts and toasts. */
export const LOAN_CONFIRM_TEXT = {
  confirm: 'Confirm loan',
  agree: 'I have read and agree to these agreements:',
  loadFailed: 'The loan offer could not be loaded.',
  empty: 'No loan offer is available right now.',
  noAgreements: 'This loan has no agreement to sign yet, so it cannot be confirmed here.',
  unsafeAgreement: 'The agreement link is not safe to open.',
  detailsRefused: 'Your loan is confirmed, but its details could not be opened.',
  network: 'error',
  unsure: 'Did your confirmation go through?',
  confirmed: 'Your loan is confirmed',
  unreadable: 'The amount cannot be read',
};

/** The offer and the agreements (scene 3) were asked once each for `productId`, with the session's device parameters. */
export function expectOfferAsked(productId: string): void {
  expect(requestsTo(OFFER_PATH).map((r) => r.body)).toEqual([{ productId }]);
  expect(requestsTo(CONTRACTS_PATH).map((r) => r.body)).toEqual([{ productId, scene: '3' }]);
  expect(requestsTo(OFFER_PATH)[0]!.query).toMatchObject({ isNeedPop: '1', deviceId: 'demo' });
}

/** The label/value rows of a `dl`, as the user reads them. */
export const rowsOf = (list: HTMLElement) => Array.from(list.querySelectorAll('dt')).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
