import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  changeMethodMachine,
  NO_CHOICE,
  type BankOption,
  type OptionsRequest,
  type PayOptions,
  type SavedChoice,
  type WantedChoice,
} from '@machines/changeMethod/changeMethod.machine';
import type { LoadResult } from '@machines/shared/load';
import { addMessages, t } from '@/i18n';
import { changeMethodView as english } from './strings.en-IN';
import { changeMethodView as indonesian } from './strings.id-ID';
import { repayApi } from '@/services/api/repay';
import { payway, type PayChoice } from '@/services/payway';
import { getVariant, type Variant } from '@/services/session';
import { fromRequest, toLoadResult } from '../shared/actors';
import { withEffects } from '../shared/effects';
import { useFlowActor } from '../shared/useFlowActor';
import { useScreen } from '../shared/useScreen';
import { ChangeMethodMissing, ChangeMethodView } from './ChangeMethodView';
import { select } from './select';
import { queryText } from '../shared/queryText';

addMessages({ 'en-IN': english, 'id-ID': indonesian });

const isBank = (option: unknown): option is BankOption => typeof option === 'object' && option !== null;

/** init-pay-type's list as the machine reads it: bank objects for '1', market codes for '2'. */
export function optionsOf(payType: '1' | '2', list: readonly (string | BankOption)[]): PayOptions {
  return payType === '1'
    ? { banks: list.filter(isBank).filter((b) => b.bankName !== ''), markets: [] }
    : { banks: [], markets: list.filter((m): m is string => typeof m === 'string' && m !== '') };
}

/**
 * The pay types each market offers. India's server lists no mini market (init-pay-type answers
 * an empty list for pay_type 2), so an Indian borrower is not offered a choice that leads nowhere:
 * the page is a bank list (docs/spec-notes.md "Change method").
 */
export const PAY_TYPES: Record<Variant['locale'], readonly ('1' | '2')[]> = {
  'en-IN': ['1'],
  'id-ID': ['1', '2'],
};

/**
 * Where the page starts: the choice the address keeps (a pick before Back or a reload) wins;
 * without one, the stored choice when the borrower made it (isDefault '0'), so coming back from
 * the virtual-account page shows the current method; else nothing, or the market's only type.
 * A type the market does not offer is no choice.
 */
export function wantedOf(query: URLSearchParams, stored: PayChoice, payTypes: readonly ('1' | '2')[] = ['1', '2']): WantedChoice {
  const wanted = requestedOf(query, stored);
  if (wanted.payType !== '' && payTypes.includes(wanted.payType)) return wanted;
  return payTypes.length === 1 ? { ...NO_CHOICE, payType: payTypes[0]! } : NO_CHOICE;
}

function requestedOf(query: URLSearchParams, stored: PayChoice): WantedChoice {
  const type = queryText(query, 'type');
  const get = (name: string) => queryText(query, name);
  if (type === '1') return { payType: '1', bank: get('bank'), method: get('method'), market: '' };
  if (type === '2') return { payType: '2', bank: '', method: '', market: get('market') };
  if (stored.isDefault !== '0') return NO_CHOICE;
  if (stored.payType === '1') return { payType: '1', bank: stored.payCode, method: stored.specificNum, market: '' };
  if (stored.payType === '2') return { payType: '2', bank: '', method: '', market: stored.payCode };
  return NO_CHOICE;
}

/** The change-method binding: its one request and the stored choice (§4 payway). */
export const logic = withEffects(changeMethodMachine).provide({
  actors: {
    loadOptions: fromRequest<LoadResult<PayOptions>, OptionsRequest>((input, signal) =>
      repayApi
        .payTypes({ productId: input.productId, orderId: input.orderId, pay_type: input.payType }, { signal })
        .then((result) => toLoadResult(result, (list) => optionsOf(input.payType, list))),
    ),
  },
  actions: {
    forgetChoice: () => payway.clear(),
    saveChoice: (_, choice: SavedChoice) => payway.save(choice),
  },
});

export default function ChangeMethodScreen() {
  const [query] = useSearchParams();
  const orderId = queryText(query, 'orderId');
  // No amount is fine: the virtual-account page then asks for what is owed.
  const amount = queryText(query, 'amount');
  if (orderId === '') return <ChangeMethodMissing />;
  // Another order is another payment: the keyed screen starts a fresh machine for it.
  return (
    <ChangeMethod
      key={orderId}
      orderId={orderId}
      productId={queryText(query, 'productId')}
      amount={amount}
      display={query.get('display') === '1'}
      query={query}
    />
  );
}

interface ChangeMethodProps {
  orderId: string;
  productId: string;
  amount: string;
  display: boolean;
  query: URLSearchParams;
}

function ChangeMethod({ query, ...props }: ChangeMethodProps) {
  const variant = getVariant();
  const payTypes = PAY_TYPES[variant.locale];
  // Read once: later picks rewrite the address, and the machine already holds them.
  const [wanted] = useState(() => wantedOf(query, payway.read(), payTypes));
  const actor = useFlowActor(logic, { ...props, payTypes, wanted });
  const view = useScreen(actor, (snapshot) => select(snapshot, variant), t('changeMethod.title'));
  return <ChangeMethodView view={view} send={actor.send} />;
}
