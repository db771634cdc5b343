import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { complaintNewMachine, type NewComplaintData } from '@machines/complaintNew/complaintNew.machine';
import type { LoadResult } from '@machines/shared/load';
import type { OrdersData } from '@machines/shared/orderSwitch';
import { addMessages, t } from '@/i18n';
import { complaintNewView as english } from './strings.en-IN';
import { complaintNewView as indonesian } from './strings.id-ID';
import { complaintsApi, type ProblemInitV3 } from '@/services/api/complaints';
import { safeUrl } from '@/services/safeUrl';
import { fromRequest, toLoadResult } from '../shared/actors';
import { withEffects } from '../shared/effects';
import { watchBack } from '../shared/watchBack';
import { useFlowActor } from '../shared/useFlowActor';
import { useScreen } from '../shared/useScreen';
import { ComplaintNewView } from './ComplaintNewView';
import { select } from './select';

addMessages({ 'en-IN': english, 'id-ID': indonesian });

/** The v3 answer as the flow reads it: the categories with their icons checked by safeUrl. */
export function toNewComplaintData(data: ProblemInitV3): NewComplaintData {
  return {
    orderDetail: data.orderDetail,
    orderList: data.orderList,
    categories: data.problemType.map((type) => ({
      value: type.value,
      title: type.title,
      alias: type.title_local_alias,
      icon: safeUrl(type.icon) ?? '',
    })),
  };
}

/** The new complaint page's binding: the two problem-inits, the Back that cancels the chatbot's opening, the shared effects. */
export const logic = withEffects(complaintNewMachine).provide({
  actors: {
    loadInit: fromRequest<LoadResult<NewComplaintData>, { orderNo: string }>(({ orderNo }, signal) =>
      complaintsApi.initV3(orderNo, { signal }).then((result) => toLoadResult(result, toNewComplaintData)),
    ),
    findOrder: fromRequest<LoadResult<OrdersData>, { orderId: string }>(({ orderId }, signal) =>
      complaintsApi
        .init({ orderId }, { signal })
        .then((result) => toLoadResult(result, (data) => ({ orderDetail: data.orderDetail, orderList: data.orderList }))),
    ),
    watchBack,
  },
});

export default function ComplaintNewScreen() {
  const [query] = useSearchParams();
  const orderId = query.get('orderId') ?? '';
  const orderNo = query.get('orderNo') ?? '';
  // The address as the page opened: a pick replaces it, and the machine already asked for that order.
  const address = useMemo(() => ({ orderId, orderNo }), [orderId, orderNo]);
  const actor = useFlowActor(logic, address);
  const view = useScreen(actor, select, t('complaintNew.title'));
  return <ComplaintNewView view={view} send={actor.send} />;
}
