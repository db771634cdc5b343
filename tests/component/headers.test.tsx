import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/config';
import { ROUTES } from '@/routes';
import ComplaintDetailsScreen from '@/screens/complaintDetails';
import ComplaintListScreen from '@/screens/complaintList';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { openScreen, placePath, placeQuery, where } from '../support';

/**
 * §7: the JSON client sends spits and beech, the form client swift and eyes, "taken from
 * same-named page-address query parameters". The first page's address has them; the pages the
 * borrower walks to must still send them, and a reload of the page reached must too.
 */
const HEADERS = { spits: 'S1', beech: 'B1', swift: 'W1', eyes: 'E1' };
const START = `/complaint?deviceId=d1&isNeedPop=1&orderId=1001&${new URLSearchParams(HEADERS)}`;
const DETAIL = paths.app('/user-problem/problem-detail');
/** A page's first render takes a while on a busy machine. */
const SLOW = { timeout: 5000 };

interface Seen {
  path: string;
  headers: Headers;
}

/** What the demo backend received, with the headers (its own log keeps no headers). */
function recordRequests(): Seen[] {
  const seen: Seen[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push({ path: new URL(request.url).pathname, headers: request.headers });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

/** The app as main.tsx boots it at `address` (the session read from it), with the pages the borrower walks to. */
const openApp = (name: 'complaintEntry' | 'complaintDetails', address: string) =>
  openScreen(name, {
    address,
    pages: { [ROUTES.complaintList]: <ComplaintListScreen />, [ROUTES.complaintDetails]: <ComplaintDetailsScreen /> },
  });

/** Each client's headers, whichever of the two clients made the call. */
function expectSessionHeaders(request: Seen) {
  const json = request.headers.has('spits') || request.headers.has('beech');
  const form = request.headers.has('swift') || request.headers.has('eyes');
  expect(json || form, `${request.path} went out through neither client`).toBe(true);
  if (json) {
    expect(request.headers.get('spits'), request.path).toBe('S1');
    expect(request.headers.get('beech'), request.path).toBe('B1');
  }
  if (form) {
    expect(request.headers.get('swift'), request.path).toBe('W1');
    expect(request.headers.get('eyes'), request.path).toBe('E1');
  }
}

/** The address of the page reached still names the header values, so a reload keeps them. */
function expectAddressCarriesHeaders() {
  expect(placeQuery()).toMatchObject({ deviceId: 'd1', isNeedPop: '1', ...HEADERS });
}

async function walkToDetails() {
  const user = userEvent.setup();
  const seen = recordRequests();
  const app = await openApp('complaintEntry', START);

  // Page 1, the complaint entry.
  await screen.findByRole('heading', { level: 1, name: 'Complaint' }, SLOW);
  await user.click(screen.getByRole('link', { name: 'My complaints' }));

  // Page 2, the complaint list: open the first complaint of the first tab.
  await screen.findByRole('heading', { level: 1, name: 'My complaints' }, SLOW);
  expect(placePath()).toBe('/complaintList');
  expectAddressCarriesHeaders();
  const complaint = db.complaints('IN')[0]!;
  const panel = await screen.findByRole('tabpanel', {}, SLOW);
  await user.click(within(panel).getByRole('button', { name: new RegExp(complaint.content.slice(0, 30)) }));

  // Page 3, the complaint's details.
  await screen.findByRole('heading', { level: 1, name: 'Complaint details' }, SLOW);
  expect(placePath()).toBe('/complainDetails');
  expect(placeQuery().problemId).toBe(complaint.id);
  expectAddressCarriesHeaders();
  await waitFor(() => expect(seen.some((request) => request.path === DETAIL)).toBe(true), SLOW);
  await screen.findByText(complaint.content, {}, SLOW);
  return { seen, app, complaint, user };
}

describe('the §7 header values follow the borrower from page to page', () => {
  it("entry -> 'My complaints' -> a complaint's details: the third page's call sends spits S1 and beech B1", async () => {
    const { seen } = await walkToDetails();
    const detail = seen.filter((request) => request.path === DETAIL);
    expect(detail).toHaveLength(1);
    expect(detail[0]!.headers.get('spits')).toBe('S1');
    expect(detail[0]!.headers.get('beech')).toBe('B1');
    // Every call on the way, from each page, sent its client's header values.
    expect(new Set(seen.map((request) => request.path))).toEqual(
      new Set([paths.app('/user-problem/problem-init'), paths.app('/user-problem/problem-list'), DETAIL]),
    );
    seen.forEach(expectSessionHeaders);
  });

  it('a reload of the third page (the session read again from its address) still sends them', async () => {
    const { app, complaint } = await walkToDetails();
    const address = where();
    app.unmount();

    const seen = recordRequests();
    await openApp('complaintDetails', address);
    await screen.findByText(complaint.content, {}, SLOW);
    const detail = seen.filter((request) => request.path === DETAIL);
    expect(detail).toHaveLength(1);
    expect(detail[0]!.headers.get('spits')).toBe('S1');
    expect(detail[0]!.headers.get('beech')).toBe('B1');
  });
});
