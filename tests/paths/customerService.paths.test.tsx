import { act, fireEvent, within, type Screen } from '@testing-library/react';
import { CustomerServicePage } from '@/screens/customerService/CustomerServiceView';
import headerAgent from '@/screens/customerService/headerAgent.svg';
import { describePaths } from './replay';
import { customerServiceSpec, SUPPORT } from './specs/customerService';

const callPhone = vi.fn<(phone: string) => void>();

/** What the WebView reports when the user comes back from the dialer or the mail app. */
function comeBack() {
  const visibility = vi.spyOn(document, 'visibilityState', 'get');
  visibility.mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
  visibility.mockReturnValue('visible');
  document.dispatchEvent(new Event('visibilitychange'));
  visibility.mockRestore();
}

const rows = (screen: Screen) => screen.queryByRole('list');

/** Every state: type=1 picks the support-agent header, above the title. */
function expectFrame(screen: Screen) {
  expect(screen.getByRole('img', { name: 'Our support team is here to help' })).toHaveAttribute('src', headerAgent);
  expect(screen.getByRole('heading', { level: 1, name: 'Customer service' })).toBeInTheDocument();
}

function expectContactRows(screen: Screen) {
  const list = within(screen.getByRole('list'));
  expect(list.getByRole('button', { name: `Telephone ${SUPPORT.smWa}` })).toBeInTheDocument();
  // A real mailto: link opens the mail client.
  expect(list.getByRole('link', { name: `Mail ${SUPPORT.email}` })).toHaveAttribute('href', `mailto:${SUPPORT.email}`);
}

describePaths(customerServiceSpec)({
  render: (logic) => {
    callPhone.mockClear();
    return <CustomerServicePage logic={logic} type="1" callPhone={callPhone} />;
  },
  gestures: {
    'user.retry': async ({ user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Try again' }));
    },
    'user.refresh': async () => {
      await act(async () => comeBack());
    },
  },
  states: {
    // First load: a spinner. A refresh keeps the rows on screen, marked busy, instead of flashing.
    loading: ({ screen, event, actors }) => {
      expectFrame(screen);
      expect(actors.calls.at(-1)).toEqual({ id: 'load', input: undefined });
      if (event?.type === 'user.refresh') {
        expectContactRows(screen);
        expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
        expect(screen.queryByText('loading...')).not.toBeInTheDocument();
      } else {
        expect(screen.getByText('loading...')).toBeInTheDocument();
        expect(rows(screen)).not.toBeInTheDocument();
      }
    },
    loaded: ({ screen }) => {
      expectFrame(screen);
      expectContactRows(screen);
      expect(screen.getByRole('list')).not.toHaveAttribute('aria-busy');
      // The telephone row asks the host to dial the number it shows.
      fireEvent.click(screen.getByRole('button', { name: `Telephone ${SUPPORT.smWa}` }));
      expect(callPhone).toHaveBeenLastCalledWith(SUPPORT.smWa);
    },
    empty: ({ screen }) => {
      expectFrame(screen);
      expect(screen.getByText('Contact details are not available right now.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(rows(screen)).not.toBeInTheDocument();
    },
    failed: ({ screen, snapshot }) => {
      expectFrame(screen);
      const alert = screen.getByRole('alert');
      const failure = snapshot.context.failure as { kind: string; message?: string };
      expect(alert).toHaveTextContent(failure.kind === 'refused' ? failure.message! : 'The contact details could not be loaded.');
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(rows(screen)).not.toBeInTheDocument();
    },
  },
});
