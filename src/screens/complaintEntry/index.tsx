import { useSearchParams } from 'react-router-dom';
import {
  complaintEntryMachine,
  type InitRequest,
  type ProblemInitData,
} from '@machines/complaintEntry/complaintEntry.machine';
import type { LoadResult } from '@machines/shared/load';
import { ComplaintEntryPage } from '@/screens/complaintEntry/ComplaintEntryView';
import { complaintsApi } from '@/services/api/complaints';
import { bridge } from '@/services/bridge';
import { fromRequest, toLoadResult } from '../shared/actors';
import { withEffects } from '../shared/effects';

const logic = withEffects(complaintEntryMachine).provide({
  actors: {
    loadInit: fromRequest<LoadResult<ProblemInitData>, InitRequest>((input, signal) =>
      complaintsApi.init(input, { signal }).then((result) => toLoadResult(result)),
    ),
  },
  actions: {
    // In a plain browser the bridge falls back to history back.
    closePage: () => {
      bridge.call('closeWebView');
    },
  },
});

export default function ComplaintEntryScreen() {
  const [query] = useSearchParams();
  return <ComplaintEntryPage logic={logic} orderId={query.get('orderId') ?? ''} orderNo={query.get('orderNo') ?? ''} />;
}
