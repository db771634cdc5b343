import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { CONTRACTS_PATH, expectIncompleteLink, expectOfferAsked, type Market, OFFER_PATH, openScreen, openSettled, openThroughLoading, recordHost, requestsTo, rowsOf, settle, setupUser, useFakeClock } from '../support';

/**
 * The loan agreement page (issue 18 §5) against the demo backend: the offer of loan-detail-confirm
 * for the address's product (India 101 RupeeNow: ₹14,000.00 for 91 days, one repayment of
 * ₹14,637.00; Indonesia 202 UangCepat: Rp5.300.000,00 for 180 days in four), its title from the
 * contract list by contractId. Nothing is sent but the two loads.
 */

const openPage = (query: string, market: Market = 'IN') => openScreen('loanAgreement', { market, query });

const hostCalls = recordHost();
/** What the Android host was asked: the method names, in order. */
const asked = () => hostCalls().map((call) => call.method);
useFakeClock();
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loan agreement, India', () => {
  it('names the product, the amount, the term, the fees and the repayment plan of the offer, under the title the contract list gives', async () => {
    await openThroughLoading(() => openPage('productId=101&contractId=901&orderId='));
    expectOfferAsked('101');

    const doc = screen.getByRole('article', { name: 'Loan Agreement' });
    expect(document.title).toBe('Loan Agreement');
    expect(within(doc).getByText('For your RupeeNow loan')).toBeInTheDocument();
    expect(within(doc).getByText(/^This agreement is between you, the borrower, and the lender of RupeeNow, through the KreditNow app/)).toBeInTheDocument();
    expect(rowsOf(within(doc).getByRole('region', { name: 'The loan' }).querySelector('dl')!)).toEqual([
      ['Product', 'RupeeNow'],
      ['Loan amount', '₹14,000.00'],
      ['Loan term', '91 days'],
      ['Interest rate', '0.05%'],
      ['First repayment date', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)],
    ]);
    const fees = within(doc).getByRole('region', { name: 'Fees and costs' });
    expect(rowsOf(fees.querySelector('dl')!)).toEqual([
      ['Amount received', '₹12,880.00'],
      ['Interest', '₹637.00'],
      ['Service fee', '₹1,120.00'],
      ['Total repayment', '₹14,637.00'],
    ]);
    expect(within(fees).getByText('Interest rate 0.05% per day')).toBeInTheDocument();
    const plan = within(within(doc).getByRole('region', { name: 'Repayment plan' })).getAllByRole('listitem');
    expect(plan).toHaveLength(1);
    expect(plan[0]).toHaveTextContent(/^Repayment₹14,637\.00Principal ₹14,000\.00 \+ interest ₹637\.00Pay by \d{4}-\d{2}-\d{2}$/);
    // How consent is given: only by the tick and Confirm on the loan information page.
    expect(within(doc).getByText(/^You agree to this agreement only by ticking the agreement box/)).toBeInTheDocument();
    expect(within(doc).getByText('Repay on time to grow your limit. Late repayment is reported to credit bureaus.')).toBeInTheDocument();
  });

  it('takes the title of the agreement the address names, and its own title when the list has no such agreement', async () => {
    const first = await openPage('productId=101&contractId=902');
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(document.title).toBe('Privacy Policy');
    first.unmount();
    await openPage('productId=101&contractId=999');
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Loan agreement' })).toBeInTheDocument();
    expect(screen.getByTestId('agreement-amount')).toHaveTextContent(/^₹14,000\.00$/);
  });

  it('Back as a page of its own: the host closes the web view when nothing of the app is behind it', async () => {
    const user = await openSettled(() => openPage('productId=101&contractId=901'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(asked()).toEqual(['closeWebView']);
  });

  it('framed in the agreement modal: the document alone, no Back of its own', async () => {
    vi.stubGlobal('top', {});
    await openPage('productId=101&contractId=901');
    await settle();
    expect(screen.getByTestId('agreement-amount')).toHaveTextContent(/^₹14,000\.00$/);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('renders where storage cannot be touched (a sandboxed frame): reading it throws, the page does not', async () => {
    const blocked = () => {
      throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
    };
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(blocked);
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(blocked);
    vi.stubGlobal('top', {});
    await openPage('productId=101&contractId=901');
    await settle();
    expect(screen.getByRole('article', { name: 'Loan Agreement' })).toBeInTheDocument();
    expect(screen.getByTestId('agreement-term')).toHaveTextContent(/^91 days$/);
    vi.restoreAllMocks();
  });

  it('a refusal is said once with Back and no retry; a fault offers a retry that asks both again', async () => {
    const user = setupUser();
    const first = await openPage('productId=103&contractId=1');
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This product is not available now');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Back' }));
    expect(asked()).toEqual(['closeWebView']);
    first.unmount();

    server.use(http.post(`*${OFFER_PATH}`, () => HttpResponse.error(), { once: true }));
    await openPage('productId=101&contractId=901');
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('The agreement could not be loaded. Check your connection and try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(requestsTo(CONTRACTS_PATH)).toHaveLength(3);
    expect(screen.getByTestId('agreement-amount')).toHaveTextContent(/^₹14,000\.00$/);
  });

  it('never shows an amount it cannot read', async () => {
    server.use(
      http.post(`*${OFFER_PATH}`, () =>
        HttpResponse.json({ code: '00', message: 'success', data: { productName: 'RupeeNow', amount: '14,000.00', periods: '91' } }),
      ),
    );
    await openPage('productId=101&contractId=901');
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The amount cannot be read');
    expect(screen.queryByText(/14,000/)).toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('asks nothing without a product', async () => {
    await expectIncompleteLink(() => openPage('contractId=901'), 'This link is incomplete: it does not say which loan the agreement is for.', 'Loan agreement', () => requestsTo(OFFER_PATH));
  });
});

describe('loan agreement, Indonesia', () => {
  it('is in Indonesian with rupiah: the amount, the term in days and the four instalments', async () => {
    await openPage('productId=202&contractId=913', 'ID');
    await settle();
    const doc = screen.getByRole('article', { name: 'Perjanjian Pinjaman' });
    expect(within(doc).getByText('Untuk pinjaman UangCepat Anda')).toBeInTheDocument();
    expect(within(doc).getByTestId('agreement-amount')).toHaveTextContent(/^Rp5\.300\.000,00$/);
    expect(within(doc).getByTestId('agreement-term')).toHaveTextContent(/^180 hari$/);
    const plan = within(within(doc).getByRole('region', { name: 'Rencana pembayaran' })).getAllByRole('listitem');
    expect(plan.map((item) => item.firstElementChild!.textContent)).toEqual(['Cicilan 1/4', 'Cicilan 2/4', 'Cicilan 3/4', 'Cicilan 4/4']);
    plan.forEach((item) => expect(item).toHaveTextContent(/Rp1\.420\.400,00/));
    expect(within(doc).getByRole('region', { name: 'Kewajiban Anda' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kembali' })).toBeEnabled();
  });
});
