import { useSearchParams } from 'react-router-dom';
import { extensionMachine, type DelayDetail } from '@machines/extension/extension.machine';
import { readHundredths } from '@machines/shared/money';
import { config } from '@/config';
import { addMessages, t } from '@/i18n';
import { billView as english } from '../shared/bill.strings.en-IN';
import { billView as indonesian } from '../shared/bill.strings.id-ID';
import { repayApi, type DelayDetail as DelayAnswer } from '@/services/api/repay';
import { bridge } from '@/services/bridge';
import { payway } from '@/services/payway';
import { getVariant, type Variant } from '@/services/session';
import { fromLoad } from '../shared/actors';
import { BillMissing } from '../shared/BillMissing';
import { withEffects } from '../shared/effects';
import { useFlowActor } from '../shared/useFlowActor';
import { useScreen } from '../shared/useScreen';
import { ExtensionView } from './ExtensionView';
import { select } from './select';
import { queryText } from '../shared/queryText';

addMessages({ 'en-IN': english, 'id-ID': indonesian });

/** delay-detail's answer as the machine holds it: the fee in hundredths (null: unreadable), the phone or the configured one (§9). */
export function delayOf(answer: DelayAnswer, variant: Variant): DelayDetail {
  return {
    productName: answer.productName,
    productLogo: answer.productLogo,
    fee: readHundredths(answer.delayShouldPayAmount),
    delayExpiryTime: answer.delayExpiryTime,
    lines: answer.orderDetail.detail,
    telephone: answer.telephone.trim() || config.support[variant.locale].phone,
  };
}

export const logic = withEffects(extensionMachine).provide({
  actors: {
    loadDelay: fromLoad(repayApi.delay, (answer) => delayOf(answer, getVariant())),
  },
  actions: {
    resetPayway: () => payway.reset(),
    callPhone: (_, { phone }: { phone: string }) => {
      bridge.call('callPhone', { phone });
    },
  },
});

export default function ExtensionScreen() {
  const [query] = useSearchParams();
  const orderId = queryText(query, 'orderId');
  if (orderId === '') return <BillMissing />;
  return <Extension key={orderId} orderId={orderId} productId={queryText(query, 'productId')} />;
}

function Extension(props: { orderId: string; productId: string }) {
  const actor = useFlowActor(logic, props);
  const variant = getVariant();
  const view = useScreen(actor, (snapshot) => select(snapshot, variant), t('bill.title'));
  return <ExtensionView view={view} send={actor.send} />;
}
