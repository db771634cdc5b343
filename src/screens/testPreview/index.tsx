import { useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { testPreviewMachine, type PreviewFields } from '@machines/testPreview/testPreview.machine';
import { TestPreviewPage } from '@/screens/testPreview/TestPreviewView';
import { readLocation } from '@/services/device';
import { getSession } from '@/services/session';
import { AvailableRoutes } from '../shared/availableRoutes';
import { countdownLive } from '../smsCode/binding';

const logic = testPreviewMachine.provide({
  actors: { readLocation: fromPromise(({ signal }) => readLocation(signal)) },
});

export default function TestPreviewScreen() {
  const query = new URLSearchParams(useLocation().search);
  const session = getSession();
  const available = useContext(AvailableRoutes);
  const fields: PreviewFields = {
    appVersion: session.appVersion,
    deviceName: session.deviceName,
    deviceId: session.deviceId,
    osVersion: session.osVersion,
    token: session.token,
    gid: session.gid,
    productId: query.get('productId') ?? '',
    orderId: query.get('orderId') ?? '',
  };
  return <TestPreviewPage logic={logic} countdown={countdownLive} fields={fields} available={available} />;
}
