import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  loanAgreementMachine,
  type AgreementPage,
  type LoanAgreementInput,
} from '@machines/loanAgreement/loanAgreement.machine';
import type { LoadResult } from '@machines/shared/load';
import { addMessages, getLocale, t } from '@/i18n';
import { loanAgreementView as english } from './strings.en-IN';
import { loanAgreementView as indonesian } from './strings.id-ID';
import { loanConfirmApi } from '@/services/api/loanConfirm';
import { bridge } from '@/services/bridge';
import { navigation } from '@/services/navigation';
import { getVariant } from '@/services/session';
import { fromRequest } from '../shared/actors';
import { companyOf } from '../shared/company';
import { withEffects } from '../shared/effects';
import { offerOf } from '../shared/loanOffer';
import { useFlowActor } from '../shared/useFlowActor';
import { useScreen } from '../shared/useScreen';
import { LoanAgreementMissing, LoanAgreementView } from './LoanAgreementView';
import { select } from './select';
import { queryText } from '../shared/queryText';

addMessages({ 'en-IN': english, 'id-ID': indonesian });

/**
 * Shown inside another page (the agreement modal of loan confirm frames it): the modal's Cancel and
 * Agree are the way out, so the page offers no Back of its own (history.back() in a frame would move
 * the page around it). A frame whose parent cannot be compared counts as framed.
 */
export function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/**
 * Back: to the page that opened the agreement when it was opened in this app (an agreement link of
 * loan confirm pushes it; the router numbers its entries, `idx`), else the host closes the web view
 * (the app opened the agreement itself; a plain browser goes back).
 */
export function leaveAgreement(): void {
  const state: unknown = window.history.state;
  const idx = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
  if (typeof idx === 'number' && idx > 0) navigation.back();
  else bridge.call('closeWebView');
}

/** The title the contract list gives the address's contractId ('' when it names none of them). */
export function titleOf(contracts: readonly { id: string; title: string }[], contractId: string): string {
  const id = contractId.trim();
  if (id === '') return '';
  return contracts.find((contract) => contract.id.trim() === id)?.title.trim() ?? '';
}

/** The loan-agreement binding: loan-detail-confirm and the contract list in parallel, nothing sent. */
export const logic = withEffects(loanAgreementMachine).provide({
  actors: {
    loadAgreement: fromRequest<LoadResult<AgreementPage>, LoanAgreementInput>(async ({ productId, contractId }, signal) => {
      const [offer, contracts] = await Promise.all([
        loanConfirmApi.offer(productId, { signal }),
        loanConfirmApi.contracts(productId, { signal }),
      ]);
      if (!offer.success) return { ok: false, message: offer.message };
      if (!contracts.success) return { ok: false, message: contracts.message };
      return { ok: true, data: { offer: offerOf(offer.data), title: titleOf(contracts.data, contractId) } };
    }),
  },
  actions: {
    leave: () => leaveAgreement(),
  },
});

export default function LoanAgreementScreen() {
  const [query] = useSearchParams();
  const productId = queryText(query, 'productId');
  const contractId = queryText(query, 'contractId');
  const [framed] = useState(isFramed);
  if (productId === '') return <LoanAgreementMissing framed={framed} onBack={leaveAgreement} />;
  // Another product or agreement is another document: the keyed screen asks afresh.
  return <LoanAgreement key={`${productId}|${contractId}`} productId={productId} contractId={contractId} framed={framed} />;
}

function LoanAgreement({ framed, ...input }: LoanAgreementInput & { framed: boolean }) {
  const actor = useFlowActor(logic, input);
  const variant = getVariant();
  // The agreement's own title once it is known (the contract list's), the page's name before.
  const title = useSelector(actor, (snapshot) => snapshot.context.title.trim());
  const view = useScreen(actor, (snapshot) => select(snapshot, variant), title || t('loanAgreement.title'));
  return <LoanAgreementView view={view} send={actor.send} framed={framed} company={companyOf(getLocale())} />;
}
