import { testPreviewMachine, type GeoPosition } from '@machines/testPreview/testPreview.machine';
import { doneEvents, type PathSpec } from '../model';

/** The test page's address: the device parameters, the market, an order and a header value. */
export const TEST_PAGE = '/testPreview?deviceId=dev-9&appVersion=2.4.0&isNeedPop=1&orderId=1001&productId=1&spits=S1';

/** What the browser's geolocation answers when the path reads the location. */
export const BANGALORE: GeoPosition = { latitude: 12.9716, longitude: 77.5946, accuracy: 20.4 };

export const testPreviewSpec: PathSpec<typeof testPreviewMachine> = {
  name: 'testPreview',
  machine: testPreviewMachine,
  // The fields as the screen reads them from TEST_PAGE: the rest of the session is empty.
  input: {
    fields: { appVersion: '2.4.0', deviceName: '', deviceId: 'dev-9', osVersion: '', token: '', gid: '', productId: '1', orderId: '1001' },
  },
  payloads: {
    'user.editField': [{ type: 'user.editField', field: 'deviceId', value: 'dev-2' }],
    'user.editContact': [{ type: 'user.editContact', value: '9876543210' }],
    'user.pickPhoto': [{ type: 'user.pickPhoto', name: 'receipt.png' }],
    ...doneEvents<GeoPosition>('readLocation', [BANGALORE]),
  },
  // Each field is a text box of its own: one path edits every one (the generated ones, Device ID).
  scenarios: [
    {
      name: 'every field edited',
      events: [
        ...(
          [
            ['appVersion', '2.5.0'],
            ['deviceName', 'Pixel 8'],
            ['osVersion', '14'],
            ['token', 'tok-1'],
            ['gid', 'ad-1'],
            ['productId', '2'],
            ['orderId', ''],
          ] as const
        ).map(([field, value]) => ({ type: 'user.editField', field, value })),
        { type: 'user.tapLocate' },
      ],
    },
  ],
};
