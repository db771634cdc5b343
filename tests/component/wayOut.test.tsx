import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { App, AppRoutes } from '@/app/App';
import { RouteErrorBoundary } from '@/app/RouteErrorBoundary';
import { RouterServices } from '@/app/RouterServices';
import { loadCatalog } from '@/i18n';
import { devLog } from '@/services/bridge';
import { refreshSession } from '@/services/session';
import { installBridge, removeBridge } from '../support';

/** Which methods the page asked of the Android host. */
const methods = (calls: ReturnType<typeof installBridge>) => calls.map((call) => call.method);

/**
 * The app's own route table at `address` (openScreen stands other pages in for the ones it does not
 * open, so it cannot show what the app does at an address no route knows).
 */
function openAt(address: string) {
  refreshSession(new URL(address, 'http://localhost').search);
  render(
    <MemoryRouter initialEntries={[address]}>
      <RouterServices />
      <AppRoutes />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

afterEach(removeBridge);

function Boom(): never {
  throw new Error('render failed');
}

describe('an address no route knows', () => {
  it('says so, names the page, and Back asks the app to close the web view', async () => {
    const calls = installBridge();
    const user = openAt('/no-such-page?deviceId=d1&isNeedPop=1');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('The page you opened does not exist.')).toBeInTheDocument();
    expect(document.title).toBe('Page not found');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(methods(calls)).toEqual(['closeWebView']);
  });

  it('in a plain browser, Back goes back in the history', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const user = openAt('/no-such-page?deviceId=d1&isNeedPop=1');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('speaks Indonesian in the Indonesian market', async () => {
    // The setup restores the English catalog after the test.
    await loadCatalog('id-ID');
    const calls = installBridge();
    const user = openAt('/no-such-page?deviceId=d1&isNeedPop=0');
    expect(screen.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
    expect(document.title).toBe('Halaman tidak ditemukan');
    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(methods(calls)).toEqual(['closeWebView']);
  });
});

describe('a screen that crashes', () => {
  beforeEach(() => {
    // React reports the caught error on the console; the page is what this test is about.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows an error page with a retry (a reload) and Back, and names the page', async () => {
    const calls = installBridge();
    const user = userEvent.setup();
    render(
      <RouteErrorBoundary resetKey="a">
        <Boom />
      </RouteErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('This page could not be shown.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(document.title).toBe('Something went wrong');
    await user.click(within(alert).getByRole('button', { name: 'Back' }));
    expect(methods(calls)).toEqual(['closeWebView']);
  });
});

describe('the dev log', () => {
  /** An element that floats over the page instead of taking its own room in it. */
  const floats = (element: Element) => ['fixed', 'absolute', 'sticky'].includes(getComputedStyle(element).position);

  it('takes its own room after the page and never floats over it, closed or open', async () => {
    expect(devLog.enabled).toBe(true);
    window.history.replaceState(null, '', '/no-such-page?deviceId=d1&isNeedPop=1');
    refreshSession();
    act(() => devLog.clear());
    vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<App />);
    const page = screen.getByRole('main');
    const log = await screen.findByRole('region', { name: 'Native bridge calls' });
    // After the page in the document, not inside it.
    expect(page.compareDocumentPosition(log) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(page.contains(log)).toBe(false);
    expect([log, ...log.querySelectorAll('*')].filter(floats)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    const toggle = within(log).getByRole('button', { name: 'Native bridge calls (1)' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(log).getAllByRole('listitem')).toHaveLength(1);
    expect([log, ...log.querySelectorAll('*')].filter(floats)).toEqual([]);
    act(() => devLog.clear());
  });
});
