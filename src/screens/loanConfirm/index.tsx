import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import {
  loanConfirmMachine,
  type ConfirmPage,
  type ConfirmStage,
  type ContractJumpRequest,
  type LinkResult,
  type OpenUrlParams,
  type PushRequest,
} from '@machines/loanConfirm/loanConfirm.machine';
import type { LoadResult } from '@machines/shared/load';
import { addMessages, t } from '@/i18n';
import { loanConfirmView as english } from './strings.en-IN';
import { loanConfirmView as indonesian } from './strings.id-ID';
import { loanConfirmApi } from '@/services/api/loanConfirm';
import { bridge } from '@/services/bridge';
import { openUrl } from '@/services/openUrl';
import { safeUrl } from '@/services/safeUrl';
import { getSession, getVariant } from '@/services/session';
import { storage } from '@/services/storage';
import { fromRequest } from '../shared/actors';
import { withEffects } from '../shared/effects';
import { offerOf } from '../shared/loanOffer';
import { useFlowActor } from '../shared/useFlowActor';
import { useScreen } from '../shared/useScreen';
import { LoanConfirmMissing, LoanConfirmView } from './LoanConfirmView';
import { select } from './select';
import { queryText } from '../shared/queryText';

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
        data: { offer: offerOf(offer.data), contracts: contracts.data.map((contract) => ({ title: contract.title })) },
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
    // An agreement (pushed: Back returns to the offer) or the confirmed loan (replacing this page).
    openUrl: (_, { url, query, replace }: OpenUrlParams) => openUrl(url, { query, replace }),
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
  const productId = queryText(query, 'productId');
  if (productId === '') return <LoanConfirmMissing />;
  // Another product is another offer: the keyed screen starts a fresh machine for it.
  return (
    <LoanConfirm
      key={productId}
      productId={productId}
      // Consent is explicit: unticked unless the borrower ticked it (the address keeps agreed=1).
      agreed={queryText(query, 'agreed') === '1'}
      popAgreed={queryText(query, 'popAgreed') === '1'}
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
