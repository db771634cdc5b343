import * as v from 'valibot';
import type { CommitRequest, ConfirmRequest, WalletRequest } from '@machines/cardRepay/cardRepay.machine';
import { paths } from '@/config';
import { post, type Signal } from '@/services/http/endpoint';
import { MONEY_SUCCESS, request } from '@/services/http/request';
import { list, none, optStr, str } from './schema';

/** §3 repayment store: a bound bank card (the machine's BankCard, checked where the binding hands it over). */
export const BankCard = v.object({ id: str, bankName: optStr, cardNo: optStr, bankCode: optStr });

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

export const cardRepayApi = {
  /** The card list is shown in the page, refusal included. */
  way: (orderId: string, { signal }: Signal = {}) =>
    request({
      method: 'POST',
      url: `${paths.cardRepay('repayment-way')}?${new URLSearchParams({ orderId }).toString()}`,
      schema: RepaymentWay,
      signal,
    }),
  /** What repayment-commit posts (§7) is the machine's CommitRequest, every field as the spec names it. */
  commit: post(paths.cardRepay('repayment-commit'), CommitAnswer, { success: MONEY_SUCCESS })<CommitRequest>,
  /** Its failures are told by code (§8): the machine says them. */
  confirm: post(paths.cardRepay('repayment-confirm'), none, { success: MONEY_SUCCESS })<ConfirmRequest>,
  wallet: post(paths.cardRepay('repayment-huichao'), WalletAnswer, { success: MONEY_SUCCESS })<WalletRequest>,
};
