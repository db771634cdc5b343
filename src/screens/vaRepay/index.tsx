import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { vaRepayMachine, type CallPhoneParams, type VaChoice } from '@machines/vaRepay/vaRepay.machine';
import { config } from '@/config';
import { addMessages, t } from '@/i18n';
import { vaRepayView as english } from './strings.en-IN';
import { vaRepayView as indonesian } from './strings.id-ID';
import { repayApi } from '@/services/api/repay';
import { bridge } from '@/services/bridge';
import { clipboard } from '@/services/clipboard';
import { payway } from '@/services/payway';
import { getVariant, linkWithSession } from '@/services/session';
import { fromLoad } from '../shared/actors';
import { withEffects } from '../shared/effects';
import { useFlowActor } from '../shared/useFlowActor';
import { useScreen } from '../shared/useScreen';
import { VaRepayMissing, VaRepayView } from './VaRepayView';
import { select } from './select';
import { queryText } from '../shared/queryText';

addMessages({ 'en-IN': english, 'id-ID': indonesian });

/** The virtual-account binding: generate-vcode, the clipboard and the dialer. */
export const logic = withEffects(vaRepayMachine).provide({
  actors: {
    loadAccount: fromLoad(repayApi.vcode),
    copy: fromPromise<void, { text: string }>(({ input }) => clipboard.copy(input.text)),
  },
  actions: {
    callPhone: (_, { phone }: CallPhoneParams) => {
      bridge.call('callPhone', { phone });
    },
  },
});

export default function VaRepayScreen() {
  const [query] = useSearchParams();
  const orderId = queryText(query, 'orderId');
  if (orderId === '') return <VaRepayMissing />;
  const amount = queryText(query, 'amount');
  const display = queryText(query, 'display') === '1';
  // Another order, amount or display is another bill: the keyed screen asks afresh.
  return (
    <VaRepay
      key={`${orderId}|${amount}|${display ? 1 : 0}`}
      orderId={orderId}
      productId={queryText(query, 'productId')}
      amount={amount}
      display={display}
    />
  );
}

interface VaRepayProps {
  orderId: string;
  productId: string;
  amount: string;
  display: boolean;
}

function VaRepay(props: VaRepayProps) {
  // The choice the change-method page stored (§4), read once per visit: Back and reload read it again.
  const [choice] = useState<VaChoice>(() => payway.read());
  const variant = getVariant();
  const actor = useFlowActor(logic, { ...props, choice, servicePhone: config.support[variant.locale].phone });
  const view = useScreen(actor, (snapshot) => select(snapshot, variant), t('vaRepay.title'));
  return <VaRepayView view={view} send={actor.send} link={linkWithSession} />;
}
