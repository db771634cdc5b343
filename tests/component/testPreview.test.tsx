import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { availablePaths } from '@/app/screens';
import { AvailableRoutes } from '@/screens/shared/availableRoutes';
import { openScreen } from '../support';

/** The device parameters the test page is opened with (a device of its own, not the demo's); isNeedPop=1 is India. */
const DEVICE = 'deviceId=dev-9&appVersion=2.4.0&isNeedPop=1';

/** The test page as the app mounts it, opened on the device with `query`, linking to the `available` pages. */
async function show({ query = '', available = availablePaths, session = DEVICE }: { query?: string; available?: ReadonlySet<string>; session?: string } = {}) {
  await openScreen('testPreview', {
    session,
    query,
    wrap: (page) => <AvailableRoutes.Provider value={available}>{page}</AvailableRoutes.Provider>,
  });
  // Real timers here: the user's taps wait on the real clock.
  return userEvent.setup();
}

const photo = () => screen.getByLabelText('Photo');

describe('test preview page', () => {
  it('names its sections: device and order, pages, device tools and the SMS code demo', async () => {
    await show();
    expect(screen.getByRole('heading', { level: 2, name: 'Device and order' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Device tools' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'SMS code button' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Pages' })).toContainElement(screen.getByRole('link', { name: 'Complaint' }));
  });

  it('opened without productId and orderId, starts with both order fields empty', async () => {
    await show();
    expect(screen.getByLabelText('Product ID')).toHaveValue('');
    expect(screen.getByLabelText('Order ID')).toHaveValue('');
    expect(screen.getByLabelText('Device ID')).toHaveValue('dev-9');
    const complaint = new URL(screen.getByRole('link', { name: 'Complaint' }).getAttribute('href')!, 'http://x');
    expect(complaint.searchParams.get('orderId')).toBe('');
  });

  it('opened with productId and orderId, starts with them in the order fields', async () => {
    await show({ query: 'productId=101&orderId=1001' });
    expect(screen.getByLabelText('Product ID')).toHaveValue('101');
    expect(screen.getByLabelText('Order ID')).toHaveValue('1001');
  });

  it('says no page is built yet when none exists, and lists no link', async () => {
    await show({ available: new Set() });
    expect(screen.getByText('No pages are built yet.')).toBeInTheDocument();
    // Only the statechart gallery's link, which dev and demo builds (this test's too) always have.
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Statecharts (review)', '/statecharts']]);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists the built pages and does not say none is built', async () => {
    await show();
    expect(screen.getByRole('link', { name: 'Customer service' })).toBeInTheDocument();
    expect(screen.queryByText('No pages are built yet.')).not.toBeInTheDocument();
  });

  it('in the Indonesian market, names its links in Indonesian and gives them the Indonesian demo values', async () => {
    await show({ session: 'deviceId=dev-9&appVersion=2.4.0&isNeedPop=0' });
    expect(screen.getByRole('link', { name: 'Keluhan' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Complaint' })).not.toBeInTheDocument();
    const details = new URL(screen.getByRole('link', { name: 'Detail keluhan' }).getAttribute('href')!, 'http://x');
    expect(details.searchParams.get('problemId')).toBe('602');
    const card = new URL(screen.getByRole('link', { name: 'Bayar dengan kartu' }).getAttribute('href')!, 'http://x');
    expect(card.searchParams.get('amount')).toBe('160800000');
  });

  it('in a production build, has no link to the statechart gallery (it exists only in dev and demo builds)', async () => {
    vi.stubEnv('MODE', 'production');
    try {
      await show();
      expect(screen.getByRole('link', { name: 'Customer service' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Statecharts (review)' })).not.toBeInTheDocument();
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('shows no chosen photo before one is picked', async () => {
    await show();
    expect(photo()).toBeInTheDocument();
    expect(screen.queryByText(/^Chosen:/)).not.toBeInTheDocument();
  });

  it('shows the chosen photo, and none once the file picker is cancelled (no file)', async () => {
    const user = await show();
    await user.upload(photo(), new File(['x'], 'receipt.png', { type: 'image/png' }));
    expect(screen.getByText('Chosen: receipt.png')).toBeInTheDocument();
    // Cancelling the picker empties the input's file list and fires change with no file.
    await user.upload(photo(), []);
    expect(screen.queryByText(/^Chosen:/)).not.toBeInTheDocument();
  });
});
