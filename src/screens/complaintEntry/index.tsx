import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Actor } from 'xstate';
import { complaintEntryMachine, type EntryAddress, type InitRequest, type ProblemInitData } from '@machines/complaintEntry/complaintEntry.machine';
import { addMessages, t } from '@/i18n';
import { ROUTES } from '@/routes';
import { complaintEntry as english } from './strings.en-IN';
import { complaintEntry as indonesian } from './strings.id-ID';
import { complaintsApi } from '@/services/api/complaints';
import { linkWithSession } from '@/services/session';
import { fromLoad } from '../shared/actors';
import { withEffects } from '../shared/effects';
import { watchBack } from '../shared/watchBack';
import { useFlowActor } from '../shared/useFlowActor';
import { useScreen } from '../shared/useScreen';
import { ComplaintEntryView } from './ComplaintEntryView';
import { select } from './select';

addMessages({ 'en-IN': english, 'id-ID': indonesian });

/**
 * The complaint-entry binding: problem-init, the Back that cancels the form's opening and the
 * shared effects; the router's Back is bound per screen.
 */
export const logic = withEffects(complaintEntryMachine).provide({
  actors: {
    loadInit: fromLoad<InitRequest, ProblemInitData>(complaintsApi.init),
    watchBack,
  },
});

/**
 * History back out of the sub-type step. When the step is the first entry of the app's history
 * (the page was opened at that address), there is nothing of ours to go back to: the same address
 * without the step replaces it instead.
 */
function useStepBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef(location);
  useEffect(() => {
    latest.current = location;
  }, [location]);
  return useCallback(() => {
    const { key, pathname, search } = latest.current;
    if (key !== 'default') {
      void navigate(-1);
      return;
    }
    const query = new URLSearchParams(search);
    query.delete('step');
    void navigate({ pathname, search: query.toString() }, { replace: true });
  }, [navigate]);
}

/**
 * Tells the machine each address of this screen the router lands on (Back, or its own navigation).
 * The address it started with is told too, on mount: the machine heeds an address only when it has
 * left the sub-type step its context still shows (hasLeftSubTypes), which the first one never has.
 */
function useAddressEvents(actor: Actor<typeof logic>, address: EntryAddress): void {
  useEffect(() => {
    actor.send({ type: 'address.changed', address });
  }, [actor, address]);
}

export default function ComplaintEntryScreen() {
  const [query] = useSearchParams();
  const orderId = query.get('orderId') ?? '';
  const orderNo = query.get('orderNo') ?? '';
  const step = query.get('step') ?? '';
  const address = useMemo(() => ({ orderId, orderNo, step }), [orderId, orderNo, step]);
  const goBack = useStepBack();
  const screenLogic = useMemo(() => logic.provide({ actions: { goBack } }), [goBack]);
  const actor = useFlowActor(screenLogic, address);
  useAddressEvents(actor, address);
  const view = useScreen(actor, select, t('complaintEntry.title'));
  return <ComplaintEntryView view={view} send={actor.send} listHref={linkWithSession(ROUTES.complaintList)} />;
}
