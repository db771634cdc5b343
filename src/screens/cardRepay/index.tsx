import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import {
  cardRepayMachine,
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
import { cardRepayView as english } from '@/i18n/en-IN/cardRepayView';
import { cardRepayView as indonesian } from '@/i18n/id-ID/cardRepayView';
import { cardRepay as quoted } from '@/i18n/shared/cardRepay';
import { cardRepayApi } from '@/services/api/cardRepay';
import { safeUrl } from '@/services/safeUrl';
import { getVariant } from '@/services/session';
import { storage } from '@/services/storage';
import { fromRequest, toLoadResult } from '../shared/actors';
import { withEffects } from '../shared/effects';
import { useFlowActor } from '../shared/useFlowActor';
import { shallowEqual, useScreen } from '../shared/useScreen';
import { useTitle } from '../shared/useTitle';
import { CardRepayMissing, CardRepayView } from './CardRepayView';
import { select, selectCountdown } from './select';

addMessages({ 'en-IN': { ...english, ...quoted }, 'id-ID': { ...indonesian, ...quoted } });

/** How long a posted payment is remembered for a reload of its page. */
export const PENDING_MAX_AGE_MS = 30 * 60 * 1000;

const pendingKey = (orderId: string) => `cardRepay.pending.${orderId}`;
const StoredPending = v.object({
  stage: v.picklist(['sent', 'sms']),
  repayRecordId: v.string(),
  card: v.nullable(v.object({ id: v.string(), bankName: v.string(), cardNo: v.string(), bankCode: v.string() })),
  repayToken: v.string(),
  at: v.number(),
});

/** The payment this order's page had posted before a reload, if it is recent. */
export function readPending(orderId: string, now = Date.now()): PendingPayment | null {
  const parsed = v.safeParse(StoredPending, storage.get(pendingKey(orderId)));
  if (!parsed.success || now - parsed.output.at > PENDING_MAX_AGE_MS) return null;
  const { at: _at, ...pending } = parsed.output;
  return pending;
}

/** The card-repayment binding: its four requests, the stored payment, the wallet's address. */
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
  },
  actions: {
    rememberPayment: (_, { orderId, pending }: { orderId: string; pending: PendingPayment }) => {
      storage.set(pendingKey(orderId), { ...pending, at: Date.now() });
    },
    forgetPayment: (_, { orderId }: { orderId: string }) => storage.remove(pendingKey(orderId)),
    openUrl: (_, { url }: { url: string }) => window.location.assign(url),
  },
});

export default function CardRepayScreen() {
  const [query] = useSearchParams();
  const orderId = (query.get('orderId') ?? '').trim();
  const amount = (query.get('amount') ?? '').trim();
  if (orderId === '' || amount === '') return <MissingPayment />;
  // Another order is another payment: the keyed screen starts a fresh machine for it.
  return (
    <CardRepay
      key={orderId}
      orderId={orderId}
      productId={(query.get('productId') ?? '').trim()}
      amount={amount}
      couponId={(query.get('couponId') ?? '').trim()}
      userId={(query.get('userId') ?? '').trim()}
      cardId={(query.get('cardId') ?? '').trim()}
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
}

function CardRepay(props: CardRepayProps) {
  const [pending] = useState(() => readPending(props.orderId));
  const actor = useFlowActor(logic, { ...props, pending });
  const variant = getVariant();
  const view = useScreen(actor, (snapshot) => select(snapshot, variant), t('cardRepay.title'));
  const countdownRef = useSelector(actor, (snapshot) => snapshot.context.countdown ?? undefined);
  const countdown = useSelector(countdownRef, selectCountdown, shallowEqual);
  return <CardRepayView view={view} countdown={countdown} send={actor.send} />;
}

function MissingPayment() {
  useTitle(t('cardRepay.title'));
  return <CardRepayMissing />;
}
