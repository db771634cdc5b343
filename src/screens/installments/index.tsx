import { useSearchParams } from 'react-router-dom';
import { installmentsMachine, type InstallmentPlan } from '@machines/installments/installments.machine';
import { readHundredths } from '@machines/shared/money';
import { addMessages, t } from '@/i18n';
import { billView as english } from '../shared/bill.strings.en-IN';
import { billView as indonesian } from '../shared/bill.strings.id-ID';
import { repayApi, type InstallmentPlan as PlanAnswer, type Period } from '@/services/api/repay';
import { payway } from '@/services/payway';
import { getVariant } from '@/services/session';
import { fromLoad } from '../shared/actors';
import { withEffects } from '../shared/effects';
import { useFlowActor } from '../shared/useFlowActor';
import { useScreen } from '../shared/useScreen';
import { BillMissing } from '../shared/BillMissing';
import { InstallmentsView, STATUS_KEY } from './InstallmentsView';
import { select } from './select';
import { queryText } from '../shared/queryText';

addMessages({ 'en-IN': english, 'id-ID': indonesian });

/**
 * loan-play-detail's answer as the machine holds it: amounts as integer hundredths (null where one
 * is not: never guessed), canClick 1 read once.
 */
export function planOf(answer: PlanAnswer): InstallmentPlan {
  const period = (item: Period) => ({
    periodNo: item.periodNo,
    amount: readHundredths(item.totalAmount),
    clickable: item.canClick.trim() === '1',
    periodStatus: item.periodStatus,
    repayDes: item.repayDes,
    dueTime: item.dueTime,
  });
  return {
    productName: answer.productName,
    note: answer.note,
    pending: answer.repayPlanDetail.repayWaitDetail.map(period),
    paid: answer.repayPlanDetail.repayYetDetail.map(period),
  };
}

export const logic = withEffects(installmentsMachine).provide({
  actors: {
    loadPlan: fromLoad(repayApi.plan, planOf),
  },
  actions: { resetPayway: () => payway.reset() },
});

/** `selected` as the address keeps it: a whole number, or null when absent or not a number. */
export function selectedOf(value: string | null): number | null {
  return value !== null && /^\d{1,4}$/.test(value) ? Number(value) : null;
}

export default function InstallmentsScreen() {
  const [query] = useSearchParams();
  const orderId = queryText(query, 'orderId');
  if (orderId === '') return <BillMissing />;
  return (
    <Installments
      key={orderId}
      orderId={orderId}
      productId={queryText(query, 'productId')}
      selected={selectedOf(query.get('selected'))}
    />
  );
}

function Installments(props: { orderId: string; productId: string; selected: number | null }) {
  const actor = useFlowActor(logic, props);
  const variant = getVariant();
  const view = useScreen(actor, (snapshot) => select(snapshot, variant, (status) => t(STATUS_KEY[status])), t('bill.title'));
  return <InstallmentsView view={view} send={actor.send} />;
}

