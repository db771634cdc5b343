import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import {
  loanConfirmMachine,
  type ConfirmPage,
  type ConfirmStage,
  type ContractJumpRequest,
  type LinkResult,
  type LoanOffer,
  type OpenUrlParams,
  type PushRequest,
} from '@machines/loanConfirm/loanConfirm.machine';
import type { LoadResult } from '@machines/shared/load';
import { addMessages, t } from '@/i18n';
import { loanConfirmView as english } from '@/i18n/en-IN/loanConfirmView';
import { toMinor } from '@/i18n/format';
import { loanConfirmView as indonesian } from '@/i18n/id-ID/loanConfirmView';
import { loanConfirmApi, type LoanOffer as OfferAnswer } from '@/services/api/loanConfirm';
import { bridge } from '@/services/bridge';
import { navigation } from '@/services/navigation';
import { safeUrl } from '@/services/safeUrl';
import { getSession, getVariant, type Variant } from '@/services/session';
import { storage } from '@/services/storage';
import { fromRequest } from '../shared/actors';
import { withEffects } from '../shared/effects';
import { useFlowActor } from '../shared/useFlowActor';
import { useScreen } from '../shared/useScreen';
import { useTitle } from '../shared/useTitle';
import { LoanConfirmMissing, LoanConfirmView } from './LoanConfirmView';
import { select } from './select';

addMessages({ 'en-IN': english, 'id-ID': indonesian });

/** How long a confirmation sent from this page is remembered for a reload of it. */
export const PENDING_MAX_AGE_MS = 30 * 60 * 1000;

const pendingKey = (productId: string) => `loanConfirm.pending.${productId}`;
const StoredPending = v.object({ stage: v.picklist(['sent', 'confirmed']), at: v.number() });

/** Where this product's confirmation stood before a reload, if it is recent. */
export function readPending(productId: string, now = Date.now()): ConfirmStage | null {
  const parsed = v.safeParse(StoredPending, storage.get(pendingKey(productId)));
  if (!parsed.success || now - parsed.output.at > PENDING_MAX_AGE_MS || parsed.output.at > now + 60_000) return null;
  return parsed.output.stage;
}

/** loan-detail-confirm's answer as the machine holds it: amounts in minor units, URLs checked. */
export function offerOf(answer: OfferAnswer, variant: Variant): LoanOffer {
  return {
    productName: answer.productName,
    productLogo: safeUrl(answer.productLogo) ?? '',
    amount: String(answer.amount),
    amountMinor: toMinor(answer.amount, variant),
    periods: answer.periods,
    termUnit: answer.termUnit,
    rate: answer.pRateDsc,
    firstPayTime: answer.firstPayTime,
    details: answer.details,
    detail1: answer.detail1,
    detail2: answer.detail2,
    plans: answer.repay_plans.map((plan) => ({
      title: plan.title,
      amountMinor: toMinor(plan.amount, variant),
      description: plan.description,
      payTime: plan.pay_time,
    })),
    note: answer.note,
    popTitle: answer.popTitle,
    popContent: answer.popContent,
    popUrl: answer.popAgreementUrl.trim() === '' ? null : safeUrl(answer.popAgreementUrl),
  };
}

/** The URL with `query` added (kept absolute), for an address the server sent. */
export function withQuery(url: string, query: Record<string, string> = {}): URL {
  const target = new URL(url, window.location.href);
  for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
  return target;
}

/**
 * Opens a checked server address: this app's own pages in place (the router adopts the device
 * parameters they carry), anything else by the browser (a WebView host takes its own scheme).
 */
export function openServerUrl({ url, query, replace }: OpenUrlParams): void {
  const target = withQuery(url, query);
  if (target.origin === window.location.origin) {
    navigation.go(`${target.pathname}${target.search}${target.hash}`, { replace });
  } else if (replace) {
    window.location.replace(target.href);
  } else {
    window.location.assign(target.href);
  }
}

const linkOf = <T,>(result: { success: true; data: T } | { success: false; message: string }, url: (data: T) => string): LinkResult =>
  result.success ? { ok: true, url: safeUrl(url(result.data)) } : { ok: false, message: result.message };

/** The loan-confirm binding: the two loads in parallel, contract-jump, loan-detail-push, the stored confirmation. */
export const logic = withEffects(loanConfirmMachine).provide({
  actors: {
    loadPage: fromRequest<LoadResult<ConfirmPage>, { productId: string }>(async ({ productId }, signal) => {
      const [offer, contracts] = await Promise.all([
        loanConfirmApi.offer(productId, { signal }),
        loanConfirmApi.contracts(productId, { signal }),
      ]);
      if (!offer.success) return { ok: false, message: offer.message };
      if (!contracts.success) return { ok: false, message: contracts.message };
      return {
        ok: true,
        data: { offer: offerOf(offer.data, getVariant()), contracts: contracts.data.map((contract) => ({ title: contract.title })) },
      };
    }),
    contractJump: fromRequest<LinkResult, ContractJumpRequest>((input, signal) =>
      loanConfirmApi.jump(input, { signal }).then((result) => linkOf(result, (data) => data.contract_url)),
    ),
    push: fromRequest<LinkResult, PushRequest>((input, signal) =>
      loanConfirmApi.push(input, { signal }).then((result) => linkOf(result, (data) => data.lendDetailsUrl)),
    ),
  },
  actions: {
    rememberConfirm: (_, { productId, stage }: { productId: string; stage: ConfirmStage }) => {
      storage.set(pendingKey(productId), { stage, at: Date.now() });
    },
    forgetConfirm: (_, { productId }: { productId: string }) => storage.remove(pendingKey(productId)),
    openUrl: (_, params: OpenUrlParams) => openServerUrl(params),
    openLoans: () => {
      bridge.call('goMine');
    },
  },
});

/** §4 "a language type equals 1": the session's isNeedPop (docs/spec-notes.md, loan confirm). */
export function isLanguageTypeOne(): boolean {
  return getSession().isNeedPop.trim() === '1';
}

export default function LoanConfirmScreen() {
  const [query] = useSearchParams();
  const productId = (query.get('productId') ?? '').trim();
  if (productId === '') return <MissingProduct />;
  // Another product is another offer: the keyed screen starts a fresh machine for it.
  return (
    <LoanConfirm
      key={productId}
      productId={productId}
      agreed={(query.get('agreed') ?? '').trim() !== '0'}
      popAgreed={(query.get('popAgreed') ?? '').trim() === '1'}
    />
  );
}

function LoanConfirm(props: { productId: string; agreed: boolean; popAgreed: boolean }) {
  // Read once per visit: what a reload finds of a confirmation sent before it.
  const [pending] = useState(() => readPending(props.productId));
  const [languageTypeOne] = useState(isLanguageTypeOne);
  const actor = useFlowActor(logic, { ...props, pending, languageTypeOne });
  const variant = getVariant();
  const view = useScreen(actor, (snapshot) => select(snapshot, variant), t('loanConfirm.title'));
  return <LoanConfirmView view={view} send={actor.send} />;
}

function MissingProduct() {
  useTitle(t('loanConfirm.title'));
  return <LoanConfirmMissing />;
}
