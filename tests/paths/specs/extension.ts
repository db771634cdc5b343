import { extensionMachine, type DelayDetail } from '@machines/extension/extension.machine';
import type { LoadResult } from '@machines/shared/load';
import type { PathSpec } from '../model';

export const DETAIL: DelayDetail = {
  productName: 'QuickRupee',
  productLogo: '',
  feeMinor: 45050,
  delayExpiryTime: '2027-01-10',
  lines: [
    { text: 'Extension fee', value: '₹450.50' },
    { text: 'Late fee', value: '0' },
    { text: 'Coupon', value: '' },
  ],
  telephone: '1800-200-300',
};
/** A fee of nothing: 'Bayar Segera' refuses it. */
export const FREE: DelayDetail = { ...DETAIL, feeMinor: 0 };
export const NOT_EXTENDABLE = 'This loan cannot be extended';

const done = 'xstate.done.actor.loadDelay';
const answer = (output: LoadResult<DelayDetail>) => ({ type: done, output });

export const extensionSpec: PathSpec<typeof extensionMachine> = {
  name: 'extension',
  machine: extensionMachine,
  input: { productId: '101', orderId: '1004' },
  payloads: {
    [done]: [answer({ ok: false, message: NOT_EXTENDABLE }), answer({ ok: true, data: DETAIL }), answer({ ok: true, data: FREE })],
  },
  project: (snapshot) => (snapshot.context.detail as DelayDetail | null)?.feeMinor ?? null,
};
