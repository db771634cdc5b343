import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { paths } from '@/config';
import { bridge } from '@/services/bridge';
import headerAgent from '@/screens/customerService/headerAgent.svg';
import headerContact from '@/screens/customerService/headerContact.svg';
import { db, type Market } from '@mocks/db';
import { server } from '@mocks/node';
import { expectFault, expectRefusal, openScreen, requestsTo, SESSION } from '../support';

const CONTACT = paths.app('/v3/personal-center/contact-kf-info');

/** The page in `market` (header `type` if given); the address carries appVersion=2.1.0 too. A user on the real clock. */
async function show({ market = 'IN', type, strict = false }: { market?: Market; type?: string; strict?: boolean } = {}) {
  const query = type === undefined ? '' : `type=${type}`;
  await openScreen('customerService', { market, session: `${SESSION[market]}&appVersion=2.1.0`, query, strict });
  return userEvent.setup();
}

const answer = (data: unknown, code = '00', message = 'success') => HttpResponse.json({ code, message, data });
const support = (market: Market) => db.snapshot().support[market];

describe('customer service', () => {
  beforeEach(() => {
    document.title = 'Loan';
  });
  afterEach(() => {
    delete (window as { webkit?: unknown }).webkit;
  });

  it('asks contact-kf-info with overall=30 and shows the Telephone and Mail rows (type 1 header)', async () => {
    await show({ type: '1' });
    expect(screen.getByText('loading...')).toBeInTheDocument();
    const { email, smWa } = support('IN');
    // The demo backend answers India's configured contacts: the same phone and mail as every page.
    expect([smWa, email]).toEqual(['1800-123-4567', 'care@kredit.co.in']);
    expect(await screen.findByRole('button', { name: `Telephone ${smWa}` })).toBeInTheDocument();
    const mail = screen.getByRole('link', { name: `Mail ${email}` });
    expect(mail).toHaveAttribute('href', `mailto:${email}`);
    expect(within(mail).getByText('Mail')).toBeInTheDocument();
    expect(screen.getByText('Telephone')).toBeInTheDocument();

    const request = db.lastRequest(CONTACT)!;
    expect(request.method).toBe('POST');
    expect(request.body).toEqual({ overall: '30' });
    expect(request.query).toMatchObject({ deviceId: 'demo', appVersion: '2.1.0', isNeedPop: '1' });
    expect(requestsTo(CONTACT)).toHaveLength(1);

    const header = screen.getByRole('img', { name: 'Our support team is here to help' });
    expect(header).toHaveAttribute('src', headerAgent);
    expect(document.title).toBe('Customer service');
  });

  // The app runs in StrictMode: the aborted first request must not fail the load it is asked again.
  it('loads under StrictMode, which starts the machine twice', async () => {
    await show({ strict: true });
    expect(await screen.findByRole('link', { name: `Mail ${support('IN').email}` })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([['2'], ['0'], [undefined]])('shows the other header for type=%s', async (type) => {
    await show({ type });
    const header = screen.getByRole('img', { name: 'Get in touch with us' });
    expect(header).toHaveAttribute('src', headerContact);
    expect(headerContact).not.toBe(headerAgent);
    expect(screen.queryByRole('img', { name: 'Our support team is here to help' })).not.toBeInTheDocument();
    await screen.findByRole('link', { name: /^Mail / });
  });

  it('calls the support number through the native bridge (iOS handler)', async () => {
    const postMessage = vi.fn();
    (window as { webkit?: unknown }).webkit = { messageHandlers: { callPhone: { postMessage } } };
    const user = await show({ type: '1' });
    const { smWa } = support('IN');
    await user.click(await screen.findByRole('button', { name: `Telephone ${smWa}` }));
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(postMessage).toHaveBeenCalledWith({ phone: smWa });
  });

  it('hands the telephone to bridge.call as callPhone', async () => {
    const call = vi.spyOn(bridge, 'call').mockReturnValue('browser');
    const user = await show();
    const { smWa } = support('IN');
    await user.click(await screen.findByRole('button', { name: `Telephone ${smWa}` }));
    expect(call).toHaveBeenCalledWith('callPhone', { phone: smWa });
  });

  it('shows only the rows that have a value', async () => {
    server.use(http.post(`*${CONTACT}`, () => answer({ email: 'help@kredit.co.in', smWa: '' })));
    await show();
    expect(await screen.findByRole('link', { name: 'Mail help@kredit.co.in' })).toBeInTheDocument();
    expect(screen.queryByText('Telephone')).not.toBeInTheDocument();
    expect(screen.getByText('Tap a row to call us or write to us.')).toBeInTheDocument();
  });

  it('shows no Mail row when there is only a telephone', async () => {
    server.use(http.post(`*${CONTACT}`, () => answer({ email: '', smWa: '1800-123' })));
    await show();
    await screen.findByRole('button', { name: 'Telephone 1800-123' });
    expect(screen.queryByText('Mail')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('does not turn an address carrying mail headers into a mailto: link', async () => {
    server.use(http.post(`*${CONTACT}`, () => answer({ email: 'help@kredit.co.in?bcc=x@evil.test', smWa: '1800-123' })));
    await show();
    await screen.findByRole('button', { name: 'Telephone 1800-123' });
    expect(screen.getByText('help@kredit.co.in?bcc=x@evil.test').closest('p')).toHaveTextContent(
      /^Mail help@kredit\.co\.in\?bcc=x@evil\.test$/,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the empty state when both values are empty, and loads again on retry', async () => {
    server.use(http.post(`*${CONTACT}`, () => answer({ email: '', smWa: null }), { once: true }));
    const user = await show();
    expect(await screen.findByText('Contact details are not available right now.')).toBeInTheDocument();
    expect(screen.queryByText('Telephone')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: `Mail ${support('IN').email}` })).toBeInTheDocument();
  });

  it('shows an error with retry on a network failure, and the rows once the retry succeeds', async () => {
    server.use(http.post(`*${CONTACT}`, () => HttpResponse.error(), { once: true }));
    const user = await show();
    await user.click(expectFault('The contact details could not be loaded.', { alert: await screen.findByRole('alert') }).retry);
    expect(await screen.findByRole('button', { name: `Telephone ${support('IN').smWa}` })).toBeInTheDocument();
    expect(db.lastRequest(CONTACT)!.body).toEqual({ overall: '30' });
  });

  it("shows the server's refusal once (no toast as well), with a way out and no retry", async () => {
    server.use(http.post(`*${CONTACT}`, () => answer(null, '01', 'Service busy'), { once: true }));
    const call = vi.spyOn(bridge, 'call').mockReturnValue('browser');
    const user = await show();
    await user.click(expectRefusal('Service busy', { alert: await screen.findByRole('alert') }).back);
    expect(call).toHaveBeenCalledWith('closeWebView');
  });

  it('fetches the contact again when the page comes back into view, keeping the rows meanwhile', async () => {
    const user = await show();
    const { smWa } = support('IN');
    await user.click(await screen.findByRole('button', { name: `Telephone ${smWa}` }));
    const again: string[] = [];
    server.use(
      http.post(
        `*${CONTACT}`,
        async ({ request }) => {
          again.push(await request.text());
          return answer({ email: 'new@kredit.co.in', smWa: '1800-999' });
        },
        { once: true },
      ),
    );
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    visibility.mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    // Hidden is not a reason to fetch: nothing goes out.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(again).toEqual([]);
    expect(screen.getByRole('list')).not.toHaveAttribute('aria-busy');
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    visibility.mockRestore();
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: `Telephone ${smWa}` })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Telephone 1800-999' })).toBeInTheDocument();
    expect(screen.getByRole('list')).not.toHaveAttribute('aria-busy');
    expect(again).toEqual(['overall=30']);
  });

  it('treats a malformed answer as a failure', async () => {
    server.use(http.post(`*${CONTACT}`, () => answer({ email: { nested: true } }), { once: true }));
    await show();
    expect(await screen.findByRole('alert')).toHaveTextContent('The contact details could not be loaded.');
  });

  it("names the rows in Indonesian in the Indonesia variant, with Indonesia's contacts", async () => {
    await show({ market: 'ID', type: '1' });
    const { email, smWa } = support('ID');
    expect([smWa, email]).toEqual(['1500-220', 'cs@kredit.co.id']);
    expect(await screen.findByRole('button', { name: `Telepon ${smWa}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Email ${email}` })).toHaveAttribute('href', `mailto:${email}`);
    expect(screen.queryByText('Telephone')).not.toBeInTheDocument();
    expect(screen.queryByText('Mail')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Layanan pelanggan' })).toBeInTheDocument();
    expect(document.title).toBe('Layanan pelanggan');
    expect(screen.getByRole('img', { name: 'Tim layanan kami siap membantu Anda' })).toBeInTheDocument();
    expect(db.lastRequest(CONTACT)!.query.isNeedPop).toBe('0');
  });
});
