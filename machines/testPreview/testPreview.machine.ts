import { assign, setup } from 'xstate';
import { port } from '../shared/ports';
import { testPreviewWords } from './testPreview.words';

/** Developer test page (§2): editable device and order fields, geolocation read on demand. */
export const PREVIEW_FIELDS = [
  'appVersion',
  'deviceName',
  'deviceId',
  'osVersion',
  'token',
  'gid',
  'productId',
  'orderId',
] as const;
export type PreviewField = (typeof PREVIEW_FIELDS)[number];
export type PreviewFields = Record<PreviewField, string>;

export interface GeoPosition {
  latitude: number;
  longitude: number;
  accuracy: number;
}

export interface TestPreviewContext {
  fields: PreviewFields;
  contact: string;
  photoName: string;
  position: GeoPosition | null;
}

export type TestPreviewEvent =
  | { type: 'user.editField'; field: PreviewField; value: string }
  | { type: 'user.editContact'; value: string }
  | { type: 'user.pickPhoto'; name: string }
  | { type: 'user.tapLocate' };


export const testPreviewMachine = setup({
  types: {} as { context: TestPreviewContext; events: TestPreviewEvent; input: { fields: PreviewFields } },
  actors: {
    readLocation: port<GeoPosition>('readLocation'),
  },
  actions: {
    setField: assign({
      fields: ({ context, event }) =>
        event.type === 'user.editField' ? { ...context.fields, [event.field]: event.value } : context.fields,
    }),
    setContact: assign({ contact: ({ context, event }) => (event.type === 'user.editContact' ? event.value : context.contact) }),
    setPhoto: assign({ photoName: ({ context, event }) => (event.type === 'user.pickPhoto' ? event.name : context.photoName) }),
  },
}).createMachine({
  id: 'testPreview',
  context: ({ input }) => ({ fields: input.fields, contact: '', photoName: '', position: null }),
  on: {
    'user.editField': { actions: 'setField' },
    'user.editContact': { actions: 'setContact' },
    'user.pickPhoto': { actions: 'setPhoto' },
  },
  initial: 'locationUnknown',
  states: {
    locationUnknown: {
      description: 'The test page: fields, page links, photo, contact, Read location and the SMS button; no location shown yet',
      on: { 'user.tapLocate': 'locating' },
    },
    locating: {
      description: "The test page with Read location busy: 'Reading location…'",
      tags: ['busy'],
      invoke: {
        id: 'readLocation',
        src: 'readLocation',
        onDone: { target: 'located', actions: assign({ position: ({ event }) => event.output }) },
        onError: 'locationFailed',
      },
    },
    located: {
      description: 'The test page showing latitude, longitude and accuracy; Read location reads it again',
      on: { 'user.tapLocate': 'locating' },
    },
    locationFailed: {
      description: "The test page saying location is not available ('allow location access and try again')",
      on: { 'user.tapLocate': 'locating' },
    },
  },
  meta: { words: testPreviewWords },
});
