import { useSearchParams } from 'react-router-dom';
import { customerServiceMachine } from '@machines/customerService/customerService.machine';
import { CustomerServicePage } from '@/screens/customerService/CustomerServiceView';
import { complaintsApi } from '@/services/api/complaints';
import { bridge } from '@/services/bridge';
import { fromRequest, toLoadResult } from '../shared/actors';

const logic = customerServiceMachine.provide({
  actors: {
    load: fromRequest((_: unknown, signal) => complaintsApi.contact({ signal }).then((r) => toLoadResult(r))),
  },
});

const callPhone = (phone: string) => {
  bridge.call('callPhone', { phone });
};

export default function CustomerServiceScreen() {
  const [query] = useSearchParams();
  return <CustomerServicePage logic={logic} type={query.get('type') ?? ''} callPhone={callPhone} />;
}
