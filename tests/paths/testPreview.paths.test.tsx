import type { Screen } from '@testing-library/react';
import type { GeoPosition, PreviewFields } from '@machines/testPreview/testPreview.machine';
import { availablePaths } from '@/app/screens';
import { AvailableRoutes } from '@/screens/shared/availableRoutes';
import TestPreviewScreen from '@/screens/testPreview';
import { FakeGeolocation } from './geolocation';
import { describePaths, EVERY_STATE, type StateCheckContext } from './replay';
import { TEST_PAGE, testPreviewSpec } from './specs/testPreview';

/** The test page as the app mounts it: the router tells it which pages exist. */
function TestPage() {
  return (
    <AvailableRoutes.Provider value={availablePaths}>
      <TestPreviewScreen />
    </AvailableRoutes.Provider>
  );
}

const LABELS: Record<keyof PreviewFields, string> = {
  appVersion: 'App version',
  deviceName: 'Device name',
  deviceId: 'Device ID',
  osVersion: 'OS version',
  token: 'Session ID',
  gid: 'Ad ID',
  productId: 'Product ID',
  orderId: 'Order ID',
};

/** What the page should show, kept from the steps the path took (never read from the machine). */
let expected: { fields: PreviewFields; contact: string; photo: string; asked: number };
let geolocation: FakeGeolocation;

function track(event: StateCheckContext['event']) {
  if (!event) return;
  if (event.type === 'user.editField') {
    const { field, value } = event as unknown as { field: keyof PreviewFields; value: string };
    expected.fields = { ...expected.fields, [field]: value };
  }
  if (event.type === 'user.editContact') expected.contact = (event as unknown as { value: string }).value;
  if (event.type === 'user.pickPhoto') expected.photo = (event as unknown as { name: string }).name;
  if (event.type === 'user.tapLocate') expected.asked += 1;
}

function linkQuery(screen: Screen, name: string) {
  const href = screen.getByRole('link', { name }).getAttribute('href') ?? '';
  const url = new URL(href, 'http://localhost');
  return { pathname: url.pathname, query: Object.fromEntries(url.searchParams) };
}

/** §2: the links open with the device parameters (as edited) and the rest of the session. */
function expectLinks(screen: Screen) {
  const { fields } = expected;
  const device = {
    appVersion: fields.appVersion,
    deviceName: fields.deviceName,
    deviceId: fields.deviceId,
    osVersion: fields.osVersion,
    token: fields.token,
    gid: fields.gid,
    isNeedPop: '1',
    spits: 'S1',
  };
  const complaint = linkQuery(screen, 'Complaint');
  expect(complaint.pathname).toBe('/complaint');
  expect(complaint.query).toEqual({ ...device, orderId: fields.orderId });
  const service = linkQuery(screen, 'Customer service');
  expect(service.pathname).toBe('/customerService');
  expect(service.query).toEqual({ ...device, type: '1' });
  // Only pages that exist are offered: no link leads to the not-found page (the statechart
  // gallery exists in dev and demo builds, as in this test; the production build has neither).
  for (const link of screen.getAllByRole('link')) {
    const path = new URL(link.getAttribute('href') ?? '', 'http://localhost').pathname;
    expect(availablePaths.has(path) || path === '/statecharts', path).toBe(true);
  }
}

const status = (screen: Screen) => screen.getByRole('status', { name: 'Location' });
const locate = (screen: Screen) => screen.getByRole('button', { name: 'Read location' });

describePaths(testPreviewSpec)({
  screen: TestPage,
  address: TEST_PAGE,
  // The page calls no endpoint: its one actor is the browser's geolocation, faked below.
  network: {},
  before: () => {
    expected = { fields: { ...testPreviewSpec.input!.fields }, contact: '', photo: '', asked: 0 };
    geolocation = FakeGeolocation.install();
  },
  overrides: {
    'xstate.done.actor.readLocation': ({ event }) => geolocation.answer((event as unknown as { output: GeoPosition }).output),
    'xstate.error.actor.readLocation': () => geolocation.refuse(),
  },
  gestures: {
    'user.editField': async ({ user, screen, event }) => {
      const input = screen.getByLabelText(LABELS[event.field]);
      await user.clear(input);
      if (event.value !== '') await user.type(input, event.value);
    },
    'user.editContact': async ({ user, screen, event }) => {
      const input = screen.getByLabelText('Contact');
      await user.clear(input);
      await user.type(input, event.value);
    },
    'user.pickPhoto': async ({ user, screen, event }) => {
      await user.upload(screen.getByLabelText('Photo'), new File(['x'], event.name, { type: 'image/png' }));
    },
    'user.tapLocate': async ({ user, screen }) => {
      await user.click(locate(screen));
    },
  },
  states: {
    // Every state: the fields, the contact and the photo as the user left them; links that carry them.
    [EVERY_STATE]: ({ screen, event }) => {
      track(event);
      expect(screen.getByRole('heading', { level: 1, name: 'Test preview' })).toBeInTheDocument();
      expect(document.title).toBe('Test preview');
      for (const [field, label] of Object.entries(LABELS)) {
        expect(screen.getByLabelText(label)).toHaveValue(expected.fields[field as keyof PreviewFields]);
      }
      expect(screen.getByLabelText('Contact')).toHaveValue(expected.contact);
      if (expected.photo === '') expect(screen.queryByText(/^Chosen:/)).not.toBeInTheDocument();
      else expect(screen.getByText(`Chosen: ${expected.photo}`)).toBeInTheDocument();
      expectLinks(screen);
      // The position is asked of the device once per tap, never of the network.
      expect(geolocation.asked).toHaveLength(expected.asked);
      // The SMS code button of its own machine sits on the page, untouched.
      expect(screen.getByRole('button', { name: 'Get code' })).toBeInTheDocument();
    },
    locationUnknown: ({ screen }) => {
      expect(status(screen)).toBeEmptyDOMElement();
      expect(locate(screen)).toBeEnabled();
    },
    locating: ({ screen }) => {
      expect(status(screen)).toHaveTextContent(/^Reading location…$/);
      expect(locate(screen)).toBeDisabled();
      expect(locate(screen)).toHaveAttribute('aria-busy', 'true');
      // A quick answer, from a cache of up to a minute, within 15 s (services/device.ts).
      expect(geolocation.asked.at(-1)?.options).toEqual({ enableHighAccuracy: false, timeout: 15000, maximumAge: 60000 });
    },
    located: ({ screen }) => {
      expect(status(screen)).toHaveTextContent(/^Latitude 12\.97160, longitude 77\.59460 \(±20 m\)$/);
      expect(locate(screen)).toBeEnabled();
    },
    locationFailed: ({ screen }) => {
      expect(status(screen)).toHaveTextContent(/^Location is not available\. Allow location access and try again\.$/);
      expect(locate(screen)).toBeEnabled();
    },
  },
});
