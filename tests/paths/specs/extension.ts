import { extensionMachine, type DelayDetail } from '@machines/extension/extension.machine';
import type { LoadResult } from '@machines/shared/load';
import { doneEvents, ok, refused, type PathSpec } from '../model';

/** The fee in integer hundredths (₹450.50); the lines are the server's display text (one format per amount). */
export const DETAIL: DelayDetail = {
  productName: 'QuickRupee',
  productLogo: '',
  fee: '45050',
  delayExpiryTime: '2027-01-10',
  lines: [
    { text: 'Current due date', value: '2026-12-11' },
    { text: 'Amount owed now', value: '₹10,720.00' },
    { text: 'Extension fee', value: '₹450.50' },
    { text: 'New due date', value: '2027-01-10' },
    { text: 'Late fee', value: '0' },
    { text: 'Coupon', value: '' },
  ],
  telephone: '1800-200-300',
};
/** A fee of nothing: 'Bayar Segera' refuses it. */
export const FREE: DelayDetail = { ...DETAIL, fee: '0' };
/** A fee that is not integer hundredths: never guessed. */
export const UNREADABLE: DelayDetail = { ...DETAIL, fee: null };
export const NOT_EXTENDABLE = 'This loan cannot be extended';

export const extensionSpec: PathSpec<typeof extensionMachine> = {
  name: 'extension',
  machine: extensionMachine,
  input: { productId: '101', orderId: '1004' },
  payloads: doneEvents<LoadResult<DelayDetail>>('loadDelay', [refused(NOT_EXTENDABLE), ok(DETAIL), ok(FREE), ok(UNREADABLE)]),
  project: (snapshot) => (snapshot.context.detail as DelayDetail | null)?.fee ?? null,
};
