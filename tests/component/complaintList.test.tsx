import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { paths } from '@/config';
import { ROUTES } from '@/routes';
import { db, type Market } from '@mocks/db';
import { server } from '@mocks/node';
import { expectFault, expectRefusal, openScreen, requestsTo, SESSION, where } from '../support';

const LIST = paths.app('/user-problem/problem-list');

/** The list in `market` (with `query`); the address carries appVersion=2.1.0 too. A user on the real clock. */
async function show(market: Market = 'IN', { strict = false, query = '' } = {}) {
  await openScreen('complaintList', { market, session: `${SESSION[market]}&appVersion=2.1.0`, query, strict });
  return userEvent.setup();
}

/** What the seed shows in the list, as the server words it. */
function seeded(market: Market) {
  const types = db.snapshot().problemTypes[market];
  return db.complaints(market).map((c) => ({
    id: c.id,
    time: c.time,
    type: types.find((t) => t.value === c.type)?.title ?? '',
    content: c.content,
    processed: c.disposeDetail !== '' || c.disposeImages.length > 0,
  }));
}

const item = (content: string) => within(screen.getByRole('tabpanel')).getByRole('button', { name: new RegExp(content.slice(0, 40).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
const answer = (data: unknown, code = '00', message = 'success') => HttpResponse.json({ code, message, data });

describe('complaint list', () => {
  it('posts problem-list with nothing but the device parameters, then shows each complaint of the first tab', async () => {
    await show();
    expect(screen.getByText('loading...')).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All', 'Processing', 'Processed']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    const request = db.lastRequest(LIST)!;
    expect(request.method).toBe('POST');
    expect(request.body).toEqual({});
    expect(request.query).toMatchObject({ deviceId: 'demo', appVersion: '2.1.0', isNeedPop: '1' });
    expect(requestsTo(LIST)).toHaveLength(1);

    const expected = seeded('IN');
    const buttons = within(screen.getByRole('tabpanel', { name: 'All' })).getAllByRole('button');
    expect(buttons).toHaveLength(expected.length);
    expected.forEach((complaint, i) => {
      expect(buttons[i]).toHaveTextContent(complaint.time);
      expect(buttons[i]).toHaveTextContent(`Problem Type ${complaint.type}`);
      expect(buttons[i]).toHaveTextContent(complaint.content);
      // Where each stands, in the tone of its meaning: the status tab that lists it.
      const [status, tone] = complaint.processed ? ['Processed', 'repaid'] : ['Processing', 'pending'];
      expect(within(buttons[i]!).getByText(status)).toHaveClass('ui-tone', `ui-tone--${tone}`);
      expect(buttons[i]).toHaveTextContent(`Complaint status: ${status}`);
    });
    expect(new Set(expected.map((complaint) => complaint.processed))).toEqual(new Set([true, false]));
    expect(within(buttons[0]!).getByText('Problem Type')).toBeInTheDocument();
  });

  // The app runs in StrictMode: the aborted first request must not fail the load it is asked again.
  it('loads under StrictMode, which starts the machine twice', async () => {
    await show('IN', { strict: true });
    expect(await screen.findByRole('tab', { name: 'All' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('switches tabs: each tab lists its own complaints', async () => {
    const user = await show();
    await user.click(await screen.findByRole('tab', { name: 'Processed' }));
    const expected = seeded('IN').filter((c) => c.processed);
    expect(screen.getByRole('tab', { name: 'Processed' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Processed' });
    expect(within(panel).getAllByRole('button').map((b) => b.textContent)).toEqual(
      expected.map((c) => expect.stringContaining(c.content)),
    );

    await user.click(screen.getByRole('tab', { name: 'Processing' }));
    const processing = seeded('IN').filter((c) => !c.processed);
    expect(within(screen.getByRole('tabpanel', { name: 'Processing' })).getAllByRole('button')).toHaveLength(processing.length);
    // Switching tabs is local: the list is fetched once.
    expect(requestsTo(LIST)).toHaveLength(1);
  });

  it('opens the details of the tapped complaint with its problemId and the device parameters', async () => {
    const user = await show();
    const [first] = seeded('IN');
    await screen.findAllByRole('tab');
    await user.click(item(first!.content));
    const opened = await screen.findByTestId('elsewhere');
    const url = new URL(opened.textContent!, 'http://app');
    expect(url.pathname).toBe(ROUTES.complaintDetails);
    expect(url.searchParams.get('problemId')).toBe(first!.id);
    expect(url.searchParams.get('deviceId')).toBe('demo');
    expect(url.searchParams.get('isNeedPop')).toBe('1');
  });

  it('says so when a tab has nothing, and shows three tabs per view (§9)', async () => {
    server.use(
      http.post(`*${LIST}`, () =>
        answer({
          tabs: [
            { title: 'All', list: [{ id: 7, time: '2025-03-01 10:00:00', type: 'Other', content: 'Where is my refund?' }] },
            { title: 'Processing', list: [] },
            { title: 'Processed', list: null },
            { title: 'Closed', list: [] },
          ],
        }),
      ),
    );
    const user = await show();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs).toHaveLength(4);
    tabs.forEach((tab) => expect(tab.style.width).toBe(`${100 / 3}%`));
    await user.click(screen.getByRole('tab', { name: 'Processing' }));
    expect(within(screen.getByRole('tabpanel')).getByText('No complaints in Processing')).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).queryByRole('button')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Closed' }));
    expect(screen.getByText('No complaints in Closed')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(item('Where is my refund?')).toHaveTextContent('Problem Type Other');
    // No status tab lists it: its card has no status line (no bare 'Complaint status:' read out).
    expect(item('Where is my refund?')).not.toHaveTextContent('Complaint status');
  });

  it('shows the empty state when the server sends no tabs, and loads again on retry', async () => {
    server.use(http.post(`*${LIST}`, () => answer({ tabs: [] }), { once: true }));
    const user = await show();
    expect(await screen.findByText('You have not filed any complaints yet.')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'All' })).toBeInTheDocument();
  });

  it('shows an error with retry on a network failure, and the list once the retry succeeds', async () => {
    server.use(http.post(`*${LIST}`, () => HttpResponse.error(), { once: true }));
    const user = await show();
    await user.click(expectFault('Your complaints could not be loaded.', { alert: await screen.findByRole('alert') }).retry);
    expect(await screen.findByRole('tab', { name: 'All' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requestsTo(LIST)).toHaveLength(1);
  });

  it('shows the server message of a refusal once, in the page (no toast as well), with Back and no retry', async () => {
    server.use(http.post(`*${LIST}`, () => answer(null, '01', 'System busy, try later'), { once: true }));
    await show();
    expect(expectRefusal('System busy, try later', { alert: await screen.findByRole('alert') }).back).toBeEnabled();
  });

  it('reopens on the tab the address names, and keeps a chosen tab in the address', async () => {
    const user = await show('IN', { query: 'tab=1' });
    expect(await screen.findByRole('tab', { name: 'Processing' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Processed' }));
    expect(where()).toMatch(/^\/complaintList\?.*tab=2/);
    expect(where()).toContain('deviceId=demo');
    expect(document.title).toBe('My complaints');
  });

  it('treats a malformed answer as a failure, not a crash', async () => {
    server.use(http.post(`*${LIST}`, () => answer({ tabs: [{ title: 'All', list: [{ time: 'no id' }] }] }), { once: true }));
    await show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your complaints could not be loaded.');
  });

  it('speaks Indonesian in the Indonesia variant, the quoted "Problem Type" included', async () => {
    await show('ID');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Semua', 'Diproses', 'Selesai']);
    expect(screen.getByRole('heading', { level: 1, name: 'Keluhan saya' })).toBeInTheDocument();
    const [first] = seeded('ID');
    expect(item(first!.content)).toHaveTextContent(`Jenis masalah ${first!.type}`);
    for (const complaint of seeded('ID')) {
      const [status, tone] = complaint.processed ? ['Selesai', 'repaid'] : ['Diproses', 'pending'];
      expect(within(item(complaint.content)).getByText(status)).toHaveClass(`ui-tone--${tone}`);
      expect(item(complaint.content)).toHaveTextContent(`Status keluhan: ${status}`);
    }
    expect(db.lastRequest(LIST)!.query.isNeedPop).toBe('0');
  });
});
