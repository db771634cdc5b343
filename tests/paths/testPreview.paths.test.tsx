import { MemoryRouter } from 'react-router-dom';
import { ROUTES } from '@/routes';
import { TestPreviewPage } from '@/screens/testPreview/TestPreviewView';
import { countdownMachine } from '@machines/countdown/countdown.machine';
import { describePaths, EVERY_STATE } from './replay';
import { testPreviewSpec } from './specs/testPreview';

const fields = testPreviewSpec.input!.fields;

describePaths(testPreviewSpec)({
  render: (logic) => (
    <MemoryRouter>
      <TestPreviewPage
        logic={logic}
        countdown={countdownMachine}
        fields={fields}
        available={new Set([ROUTES.testPreview, ROUTES.complaintEntry])}
      />
    </MemoryRouter>
  ),
  gestures: {
    'user.editField': async ({ user, screen, event }) => {
      const input = screen.getByLabelText('Device ID');
      await user.clear(input);
      await user.type(input, event.value);
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
      await user.click(screen.getByRole('button', { name: 'Read location' }));
    },
  },
  states: {
    // Every state: the link carries the fields as they stand, the photo and contact are shown.
    [EVERY_STATE]: ({ screen, snapshot }) => {
      const href = screen.getByRole('link', { name: 'Complaint' }).getAttribute('href') ?? '';
      const query = new URLSearchParams(href.split('?')[1]);
      expect(href.startsWith(ROUTES.complaintEntry)).toBe(true);
      expect(query.get('deviceId')).toBe(snapshot.context.fields.deviceId);
      expect(query.get('deviceName')).toBe('Redmi 9A');
      expect(query.get('orderId')).toBe('1001');
      expect(screen.getByLabelText('Device ID')).toHaveValue(snapshot.context.fields.deviceId);
      expect(screen.getByLabelText('Contact')).toHaveValue(snapshot.context.contact);
      if (snapshot.context.photoName) expect(screen.getByText(`Chosen: ${snapshot.context.photoName}`)).toBeInTheDocument();
    },
    locationUnknown: ({ screen }) => {
      expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(/^$/);
      expect(screen.getByRole('button', { name: 'Read location' })).toBeEnabled();
    },
    locating: ({ screen }) => {
      expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('Reading location…');
      expect(screen.getByRole('button', { name: 'Read location' })).toBeDisabled();
    },
    located: ({ screen }) => {
      expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('Latitude 12.97160, longitude 77.59460 (±20 m)');
    },
    locationFailed: ({ screen }) => {
      expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('Location is not available');
    },
  },
});
