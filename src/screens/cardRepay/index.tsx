import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import {
  cardRepayMachine,
  type CheckRequest,
  type CheckResult,
  type CommitRequest,
  type CommitResult,
  type ConfirmRequest,
  type ConfirmResult,
  type PendingPayment,
  type RepaymentWay,
  type WalletRequest,
  type WalletResult,
} from '@machines/cardRepay/cardRepay.machine';
import type { LoadResult } from '@machines/shared/load';
import { addMessages, t } from '@/i18n';
import { cardRepayView as english } from './strings.en-IN';
import { cardRepayView as indonesian } from './strings.id-ID';
import { cardRepayApi } from '@/services/api/cardRepay';
import { openUrl } from '@/services/openUrl';
import { safeUrl } from '@/services/safeUrl';
import { getVariant } from '@/services/session';
import { storage } from '@/services/storage';
import { fromRequest, toLoadResult } from '../shared/actors';
import { withEffects } from '../shared/effects';
import { useFlowActor } from '../shared/useFlowActor';
import { shallowEqual, useScreen } from '../shared/useScreen';
import { CardRepayMissing, CardRepayView } from './CardRepayView';
import { selectCountdown } from '../smsCode/select';
import { select } from './select';
import { queryText } from '../shared/queryText';

addMessages({ 'en-IN': english, 'id-ID': indonesian });

/** How long a posted payment is remembered: a reload restores it, a fresh open gets a notice. */
export const PENDING_MAX_AGE_MS = 30 * 60 * 1000;
/** The address parameter that carries the marker of the payment this page posted. */
export const MARKER_PARAM = 'pay';

const pendingKey = (orderId: string) => `cardRepay.pending.${orderId}`;
const StoredPayment = v.object({
  marker: v.pipe(v.string(), v.minLength(1)),
  stage: v.picklist(['sent', 'duplicate', 'sms']),
  repayRecordId: v.string(),
  card: v.nullable(v.object({ id: v.string(), bankName: v.string(), cardNo: v.string(), bankCode: v.string() })),
  repayToken: v.string(),
  /** When this payment last moved (posted, its code step opened or its code sent), in ms. */
  at: v.number(),
});
export type StoredPayment = v.InferOutput<typeof StoredPayment>;

/** The payments of this order the page posted in the last 30 minutes and has not seen settled. */
export function readPayments(orderId: string, now = Date.now()): StoredPayment[] {
  const parsed = v.safeParse(v.array(StoredPayment), storage.get(pendingKey(orderId)));
  return parsed.success ? parsed.output.filter((payment) => now - payment.at <= PENDING_MAX_AGE_MS) : [];
}

/**
 * Keeps (or updates) the payment of `marker`, timed by its latest step: a code confirmed 29 minutes
 * after the payment left is as recent as the confirm.
 */
export function rememberPayment(orderId: string, marker: string, pending: PendingPayment, now = Date.now()): void {
  const others = readPayments(orderId, now).filter((payment) => payment.marker !== marker);
  storage.set(pendingKey(orderId), [...others, { ...pending, marker, at: now }]);
}

export function forgetPayment(orderId: string, marker: string, now = Date.now()): void {
  const left = readPayments(orderId, now).filter((payment) => payment.marker !== marker);
  if (left.length === 0) storage.remove(pendingKey(orderId));
  else storage.set(pendingKey(orderId), left);
}

/** A marker for the payments of one visit: unique enough per order and phone. */
export function newMarker(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * How a visit starts (docs/spec-notes.md "Reload or fresh open"): the address's marker names a
 * stored payment of this page (a reload, Back or Forward to it), which is restored; otherwise the
 * visit is a fresh open with a marker of its own, and any stored payment is an earlier one.
 */
export function startOf(orderId: string, addressMarker: string, now = Date.now(), fresh = newMarker) {
  const payments = readPayments(orderId, now);
  const own = addressMarker === '' ? undefined : payments.find((payment) => payment.marker === addressMarker);
  const pending: PendingPayment | null = own
    ? { stage: own.stage, repayRecordId: own.repayRecordId, card: own.card, repayToken: own.repayToken }
    : null;
  return {
    marker: own ? own.marker : fresh(),
    pending,
    earlier: payments.some((payment) => payment !== own),
  };
}

/** The card-repayment binding: its requests, the stored payments, the wallet's address. */
export const logic = withEffects(cardRepayMachine).provide({
  actors: {
    loadWay: fromRequest<LoadResult<RepaymentWay>, { orderId: string }>((input, signal) =>
      cardRepayApi.way(input.orderId, { signal }).then((result) =>
        toLoadResult(result, (way) => ({ cards: way.bankCards, wallet: way.alipay, repayToken: way.repayToken })),
      ),
    ),
    commit: fromRequest<CommitResult, CommitRequest>((input, signal) =>
      cardRepayApi
        .commit(input, { signal })
        .then((result): CommitResult =>
          result.success
            ? { ok: true, needValid: result.data.needValid, repayRecordId: result.data.repayRecordId }
            : { ok: false, message: result.message },
        ),
    ),
    confirm: fromRequest<ConfirmResult, ConfirmRequest>((input, signal) =>
      cardRepayApi
        .confirm(input, { signal })
        .then((result): ConfirmResult => (result.success ? { ok: true } : { ok: false, code: result.code, message: result.message })),
    ),
    wallet: fromRequest<WalletResult, WalletRequest>((input, signal) =>
      cardRepayApi
        .wallet(input, { signal })
        .then((result): WalletResult => (result.success ? { ok: true, url: safeUrl(result.data.url) } : { ok: false, message: result.message })),
    ),
    // The check: the loan-details call's own status texts for the order, shown as the server words them.
    // Its client loads when the borrower asks (only after an unclear payment), not on every visit.
    checkOrder: fromRequest<CheckResult, CheckRequest>((input, signal) =>
      import('@/services/api/loanDetails')
        .then(({ loanDetailsApi }) => loanDetailsApi.detail(input, { signal }))
        .then((result): CheckResult =>
          result.success
            ? { ok: true, status: result.data.noticeStatusText, text: result.data.noticeDesText }
            : { ok: false, message: result.message },
        ),
    ),
  },
  actions: {
    rememberPayment: (_, { orderId, marker, pending }: { orderId: string; marker: string; pending: PendingPayment }) =>
      rememberPayment(orderId, marker, pending),
    forgetPayment: (_, { orderId, marker }: { orderId: string; marker: string }) => forgetPayment(orderId, marker),
    openUrl: (_, { url }: { url: string }) => openUrl(url),
  },
});

export default function CardRepayScreen() {
  const [query] = useSearchParams();
  const read = (name: string) => queryText(query, name);
  const orderId = read('orderId');
  if (orderId === '') return <CardRepayMissing />;
  // Another order is another payment: the keyed screen starts a fresh machine for it. An amount
  // that is absent or unreadable is the machine's to say (it sends nothing then).
  return (
    <CardRepay
      key={orderId}
      orderId={orderId}
      productId={read('productId')}
      amount={read('amount')}
      couponId={read('couponId')}
      userId={read('userId')}
      cardId={read('cardId')}
      pay={read(MARKER_PARAM)}
    />
  );
}

interface CardRepayProps {
  orderId: string;
  productId: string;
  amount: string;
  couponId: string;
  userId: string;
  cardId: string;
  /** The payment marker the address carries ('' on a fresh open). */
  pay: string;
}

function CardRepay({ pay, ...props }: CardRepayProps) {
  // Read once per visit: the marker the machine writes later does not restart it.
  const [start] = useState(() => startOf(props.orderId, pay));
  const actor = useFlowActor(logic, { ...props, ...start });
  const variant = getVariant();
  const view = useScreen(actor, (snapshot) => select(snapshot, variant), t('cardRepay.title'));
  const countdownRef = useSelector(actor, (snapshot) => snapshot.context.countdown ?? undefined);
  const countdown = useSelector(countdownRef, selectCountdown, shallowEqual);
  return <CardRepayView view={view} countdown={countdown} send={actor.send} />;
}
