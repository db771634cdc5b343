import { useSearchParams } from 'react-router-dom';
import { complaintListMachine } from '@machines/complaintList/complaintList.machine';
import { addMessages, t } from '@/i18n';
import { complaintList as english } from './strings.en-IN';
import { complaintList as indonesian } from './strings.id-ID';
import { complaintsApi } from '@/services/api/complaints';
import { fromRequest, toLoadResult } from '../shared/actors';
import { withEffects } from '../shared/effects';
import { useScreen } from '../shared/useScreen';
import { useFlowActor } from '../shared/useFlowActor';
import { ComplaintListView } from './ComplaintListView';
import { select } from './select';

addMessages({ 'en-IN': english, 'id-ID': indonesian });

/** The complaint list's binding: its one request, the shared effects, the tab from the address. */
export const logic = withEffects(complaintListMachine).provide({
  actors: {
    loadComplaints: fromRequest((_: unknown, signal) => complaintsApi.list({ signal }).then((r) => toLoadResult(r))),
  },
});

export default function ComplaintListScreen() {
  const [query] = useSearchParams();
  const actor = useFlowActor(logic, { tab: Number(query.get('tab') ?? 0) || 0 });
  const view = useScreen(actor, select, t('complaintList.title'));
  return <ComplaintListView view={view} send={actor.send} />;
}
