import { useSearchParams } from 'react-router-dom';
import { fromCallback, type EventObject } from 'xstate';
import { customerServiceMachine, type CallPhoneParams } from '@machines/customerService/customerService.machine';
import { addMessages, t } from '@/i18n';
import { customerService as english } from './strings.en-IN';
import { customerService as indonesian } from './strings.id-ID';
import { complaintsApi } from '@/services/api/complaints';
import { bridge } from '@/services/bridge';
import { fromRequest, toLoadResult } from '../shared/actors';
import { withEffects } from '../shared/effects';
import { useFlowActor } from '../shared/useFlowActor';
import { useScreen } from '../shared/useScreen';
import { CustomerServiceView } from './CustomerServiceView';
import { headerOf, select } from './select';

addMessages({ 'en-IN': english, 'id-ID': indonesian });

/** Tells the machine when the page is shown again (back from the dialer, the mail app, the background). */
export const watchVisibility = fromCallback<EventObject>(({ sendBack }) => {
  const onChange = () => {
    if (document.visibilityState === 'visible') sendBack({ type: 'page.visible' });
  };
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
});

/** The customer-service binding: the contact request, the visibility watch and the dialer. */
export const logic = withEffects(customerServiceMachine).provide({
  actors: {
    loadContact: fromRequest((_: unknown, signal) => complaintsApi.contact({ signal }).then((r) => toLoadResult(r))),
    watchVisibility,
  },
  actions: {
    callPhone: (_, { phone }: CallPhoneParams) => {
      bridge.call('callPhone', { phone });
    },
  },
});

export default function CustomerServiceScreen() {
  const [query] = useSearchParams();
  const actor = useFlowActor(logic);
  const view = useScreen(actor, select, t('customerService.title'));
  return <CustomerServiceView view={view} header={headerOf(query.get('type'))} send={actor.send} />;
}
