/**
 * The path specs of every machine: payloads for events that carry data and the context the
 * guards read. The path tests replay them over the pages; scripts/paths-report.ts reports them.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { countdownMachine } from '@machines/countdown/countdown.machine';
import { testPreviewMachine } from '@machines/testPreview/testPreview.machine';
import type { PathSpec } from './model';

export const countdownSpec: PathSpec<typeof countdownMachine> = {
  name: 'countdown',
  machine: countdownMachine,
  // The seconds are bounded (1-60): keeping them whole in the key lets the traversal reach 1.
  project: (snapshot: AnyMachineSnapshot) => snapshot.context.seconds,
};

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

export const pathSpecs: PathSpec[] = [countdownSpec as PathSpec, testPreviewSpec as PathSpec];
