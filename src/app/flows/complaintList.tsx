import { complaintListMachine } from '@machines/complaintList/complaintList.machine';
import { ComplaintListPage } from '@/pages/complaintList/ComplaintListPage';
import { complaintsApi } from '@/services/api/complaints';
import { fromRequest, toLoadResult } from './actors';
import { withEffects } from './effects';

const logic = withEffects(complaintListMachine).provide({
  actors: {
    loadComplaints: fromRequest((_: unknown, signal) => complaintsApi.list({ signal }).then((r) => toLoadResult(r))),
  },
});

export default function ComplaintListScreen() {
  return <ComplaintListPage logic={logic} />;
}
