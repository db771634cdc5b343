import * as v from 'valibot';
import { paths } from '@/config';
import { MONEY_SUCCESS, request } from '@/services/http/request';
import { list, none, optStr, str } from './schema';

/** §3 repayment store: a bound bank card. */
export const BankCard = v.object({ id: str, bankName: optStr, cardNo: optStr, bankCode: optStr });
export type BankCard = v.InferOutput<typeof BankCard>;

/** A flag that servers send as 1, '1', true or 'true' (docs/spec-notes.md, card repayment). */
const flag = v.pipe(
  v.nullish(v.union([v.string(), v.number(), v.boolean()]), ''),
  v.transform((value) => ['1', 'true'].includes(String(value).trim().toLowerCase())),
);

/** repayment-way (§7): the bound cards, the wallet option and the payment token. */
export const RepaymentWay = v.object({ alipay: flag, repayToken: optStr, bankCards: list(BankCard) });
export type RepaymentWay = v.InferOutput<typeof RepaymentWay>;

export const CommitAnswer = v.object({ needValid: optStr, repayRecordId: optStr });

/** repayment-huichao answers the wallet's address: as `url`, or as the data itself. */
export const WalletAnswer = v.union([
  v.pipe(v.string(), v.transform((url) => ({ url }))),
  v.object({ url: optStr }),
]);

/** What repayment-commit posts (§7), every field as the spec names it. */
export interface RepaymentCommit {
  amount: string;
  bankName: string;
  cardId: string;
  cardNo: string;
  couponId: string;
  orderId: string;
  repayToken: string;
  bankCode: string;
  sendMsg: '0' | '1';
}

type Signal = { signal?: AbortSignal };

export const cardRepayApi = {
  /** The card list is shown in the page, refusal included, so the helper does not toast it too. */
  way: (orderId: string, { signal }: Signal = {}) =>
    request({
      method: 'POST',
      url: `${paths.cardRepay('repayment-way')}?${new URLSearchParams({ orderId }).toString()}`,
      schema: RepaymentWay,
      signal,
      toastFailure: false,
    }),
  commit: (commit: RepaymentCommit, { signal }: Signal = {}) =>
    request({
      method: 'POST',
      url: paths.cardRepay('repayment-commit'),
      payload: { ...commit },
      schema: CommitAnswer,
      success: MONEY_SUCCESS,
      signal,
    }),
  /** Its failures are told by code (§8), so the machine says them, not the helper. */
  confirm: (confirm: { orderId: string; verifyCode: string; repaymentRecordId: string }, { signal }: Signal = {}) =>
    request({
      method: 'POST',
      url: paths.cardRepay('repayment-confirm'),
      payload: confirm,
      schema: none,
      success: MONEY_SUCCESS,
      signal,
      toastFailure: false,
    }),
  wallet: (pay: { userId: string; orderId: string; amount: string }, { signal }: Signal = {}) =>
    request({
      method: 'POST',
      url: paths.cardRepay('repayment-huichao'),
      payload: pay,
      schema: WalletAnswer,
      success: MONEY_SUCCESS,
      signal,
    }),
};
