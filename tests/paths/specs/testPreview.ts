import { testPreviewMachine } from '@machines/testPreview/testPreview.machine';
import type { PathSpec } from '../model';

export const testPreviewSpec: PathSpec<typeof testPreviewMachine> = {
  name: 'testPreview',
  machine: testPreviewMachine,
  input: {
    fields: { appVersion: '2.1.0', deviceName: 'Redmi 9A', deviceId: 'dev-1', osVersion: '10', token: 'tok', gid: 'ad-1', productId: '7', orderId: '1001' },
  },
  payloads: {
    'user.editField': [{ type: 'user.editField', field: 'deviceId', value: 'dev-2' }],
    'user.editContact': [{ type: 'user.editContact', value: '9876543210' }],
    'user.pickPhoto': [{ type: 'user.pickPhoto', name: 'receipt.png' }],
    'xstate.done.actor.readLocation': [
      { type: 'xstate.done.actor.readLocation', output: { latitude: 12.9716, longitude: 77.5946, accuracy: 20 } },
    ],
  },
};
