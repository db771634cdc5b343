import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { paths } from '@/config';
import { ROUTES } from '@/routes';
import { endpoints } from '@/services/api/endpoints';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import {
  allExits,
  foreignLookalikes,
  HOSTILE_URLS,
  isDangerousAddress,
  OFFER_PATH,
  openScreen,
  placePath,
  product,
  PROMOTION_TRACKING,
  recordExits,
  recordHost,
  settle,
  setupUser,
  toast,
  urlAttributes,
  useFakeClock,
  type HostileUrl,
} from '../support';

/**
 * Issue 23 §3, hostile URLs: every unsafe form of tests/support/hostileUrls.ts served in every URL
 * field a server hands a screen (docs/hardening.md lists them), on the screen that would open,
 * frame or link it, driven to that point. Each case checks that the address was never loaded
 * (location.assign/replace/href, window.open, the router), never put in a link, frame or image of
 * the page, never handed to the native bridge, and that the borrower is told what the screen tells
 * for an unusable link.
 */

const bridgeCalls = recordHost();
const exits = recordExits();

/** What each case checks after the tap: nothing left the page, and nothing of it shows the address. */
function expectNeverHandedOut({ url }: HostileUrl, ownObjectUrls: readonly string[] = []): void {
  expect(allExits(exits())).toEqual([]);
  expect(bridgeCalls()).toEqual([]);
  // The page's previews of the borrower's own photos are object URLs it made itself.
  const shown = urlAttributes().filter(([, , value]) => !ownObjectUrls.includes(value));
  expect(shown.filter(([, , value]) => value === url || value === url.trim() || isDangerousAddress(value))).toEqual([]);
  expect(document.querySelectorAll('iframe')).toHaveLength(0);
}

const cases = HOSTILE_URLS.map((hostile) => [hostile.name, hostile] as const);

/** The next answer of `path` (any method) is the §7 envelope with `data`. */
const answerOnce = (path: string, data: unknown) =>
  server.use(http.all(`*${path}`, () => HttpResponse.json({ code: '00', message: 'success', data: data as never }), { once: true }));

describe('on the fake clock', () => {
  useFakeClock();
  let user: UserEvent;
  beforeEach(() => {
    user = setupUser();
  });

  describe('loan confirm (India, product 104, agreements ticked)', () => {
    const openConfirm = async () => {
      await openScreen('loanConfirm', {
        query: 'productId=104&agreed=1',
        pages: { [ROUTES.loanDetails]: <p>Loan details page</p>, [ROUTES.loanAgreement]: <p>Agreement page</p> },
      });
      await settle();
    };

    it.each(cases)('contract_url %s: not opened; the agreement link is not safe to open', async (_, hostile) => {
      await openConfirm();
      answerOnce(paths.app('/v3/contract/contract-jump'), { contract_url: hostile.url });
      await user.click(screen.getByRole('button', { name: 'Loan Agreement' }));
      await settle();
      expect(toast()).toHaveTextContent(/^The agreement link is not safe to open\.$/);
      expect(placePath()).toBe(ROUTES.loanConfirm);
      expect(screen.getByRole('button', { name: 'Confirm loan' })).toBeEnabled();
      expectNeverHandedOut(hostile);
    });

    it.each(cases)('lendDetailsUrl %s: not opened; the loan is confirmed but its details could not be opened', async (_, hostile) => {
      await openConfirm();
      answerOnce(paths.app('/v3/loan-confirm/loan-detail-push'), { lendDetailsUrl: hostile.url });
      await user.click(screen.getByRole('button', { name: 'Confirm loan' }));
      await settle();
      expect(toast()).toHaveTextContent(/^Your loan is confirmed, but its details could not be opened\.$/);
      expect(screen.getByRole('alert')).toHaveTextContent('Your loan is confirmed');
      expect(screen.getByRole('button', { name: 'Check my loans' })).toBeEnabled();
      expect(placePath()).toBe(ROUTES.loanConfirm);
      expectNeverHandedOut(hostile);
    });

    it.each(cases)('popAgreementUrl %s: never framed; the offer shows without the pop-up, confirmable', async (_, hostile) => {
      answerOnce(OFFER_PATH, { productName: 'PaisaPal', amount: '500000', periods: '91', termUnit: '1', popTitle: 'Loan Agreement', popAgreementUrl: hostile.url });
      await openConfirm();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByTestId('loan-amount')).toHaveTextContent('₹5,000.00');
      expect(screen.getByRole('button', { name: 'Confirm loan' })).toBeEnabled();
      expectNeverHandedOut(hostile);
    });
  });

  describe('loan details (India)', () => {
    const openDetails = async (query: string) => {
      await openScreen('loanDetails', { query, before: ['/start'] });
      await settle();
    };

    it.each(cases)("h5Url %s: not opened; Repay goes to the app's own repayment page", async (_, hostile) => {
      server.use(
        http.post(`*${endpoints.loanDetails}`, () =>
          HttpResponse.json({ code: '00', message: 'ok', data: { orderStatus: '174', productName: 'CashSetu', h5Url: hostile.url } }),
        ),
      );
      await openDetails('productId=102&orderId=1003');
      await user.click(within(screen.getByRole('group', { name: 'Repayment' })).getByRole('button', { name: 'Repay' }));
      await settle();
      expect(placePath()).toBe(ROUTES.installments);
      expectNeverHandedOut(hostile);
    });

    it.each(cases)('product-jump link %s: not opened; the product could not be opened', async (_, hostile) => {
      server.use(http.post(`*${endpoints.productJump}`, () => HttpResponse.json({ code: '00', message: 'ok', data: { url: hostile.url } })));
      await openDetails('productId=101&orderId=1001');
      const card = within(screen.getByRole('region', { name: 'Recommended for you' })).getByRole('article', { name: 'CashSetu' });
      await user.click(within(card).getByRole('button', { name: 'Apply now' }));
      await settle();
      expect(toast()).toHaveTextContent(/^The product could not be opened\. Please try again\.$/);
      expect(within(card).getByRole('button', { name: 'Apply now' })).toBeEnabled();
      expect(placePath()).toBe(ROUTES.loanDetails);
      expectNeverHandedOut(hostile);
    });
  });

  describe('recommended list: apply data.url (India, RupeeNow)', () => {
    const apply = async (url: string) => {
      answerOnce(paths.service('/v3/product/apply'), { url });
      await openScreen('recommended', { query: 'scene=banner_jingzhun', before: ['/start'] });
      await settle();
      await user.click(within(screen.getByRole('article', { name: 'RupeeNow' })).getByRole('button'));
      await settle();
    };

    it.each(cases)('%s: not opened; this product could not be opened', async (_, hostile) => {
      await apply(hostile.url);
      expect(toast()).toHaveTextContent(/^This product could not be opened\.$/);
      expect(placePath()).toBe(ROUTES.recommended);
      expectNeverHandedOut(hostile);
    });

    it.each(foreignLookalikes(window.location.origin).map((h) => [h.name, h] as const))(
      '{host} rule, %s: never opened in place (§7: a link not on {host} goes to the host, or is refused)',
      async (_, foreign) => {
        await apply(foreign.url);
        expect(allExits(exits())).toEqual([]);
        expect(placePath()).toBe(ROUTES.recommended);
        const handed = bridgeCalls().map((call) => new URL((call.payload as { url: string }).url).host);
        expect(handed).not.toContain(window.location.host);
        if (handed.length === 0) expect(toast()).toHaveTextContent(/^This product could not be opened\.$/);
        else expect(bridgeCalls().map((call) => call.method)).toEqual(['openPage']);
      },
    );
  });

  describe('joint-login failure: stand/joint data.url (India, PaisaPal)', () => {
    const apply = async (url: string) => {
      answerOnce(paths.service('/stand/joint'), { url });
      await openScreen('loginFailure', { before: ['/start'] });
      await settle();
      await user.click(within(screen.getByRole('article', { name: 'PaisaPal' })).getByRole('button'));
      await settle();
    };

    it.each(cases)('%s: not opened; this product could not be opened', async (_, hostile) => {
      await apply(hostile.url);
      expect(toast()).toHaveTextContent(/^This product could not be opened\.$/);
      expect(placePath()).toBe(ROUTES.loginFailure);
      expectNeverHandedOut(hostile);
    });

    it.each(foreignLookalikes(window.location.origin).map((h) => [h.name, h] as const))('{host} rule, %s: never opened in place', async (_, foreign) => {
      await apply(foreign.url);
      expect(allExits(exits())).toEqual([]);
      expect(placePath()).toBe(ROUTES.loginFailure);
      expect(bridgeCalls().map((call) => new URL((call.payload as { url: string }).url).host)).not.toContain(window.location.host);
    });
  });

  describe('card repayment: the wallet url of repayment-huichao (India, order 1003)', () => {
    it.each(cases)('%s: not opened; the wallet could not be opened, card payment still offered', async (_, hostile) => {
      answerOnce(paths.cardRepay('repayment-huichao'), { url: hostile.url });
      await openScreen('cardRepay', { query: 'orderId=1003&productId=102&amount=1072000' });
      await settle();
      await user.click(screen.getByRole('button', { name: 'Pay with a wallet instead' }));
      await settle();
      expect(toast()).toHaveTextContent(/^The wallet could not be opened\. Please try again, or pay by card\.$/);
      expect(screen.getByRole('button', { name: 'Pay with a wallet instead' })).toBeEnabled();
      expect(placePath()).toBe(ROUTES.cardRepay);
      expectNeverHandedOut(hostile);
    });
  });

  describe('promotion download page: the template downloadUrl', () => {
    it.each(cases)('%s: no download link; the page says where to find the app', async (_, hostile) => {
      server.use(
        http.get(`*${paths.promotion('/service/channel/channel-template')}`, () =>
          HttpResponse.json({ code: '00', message: 'success', data: { id: '1001', downloadUrl: hostile.url } }),
        ),
      );
      await openScreen('promotionDownload', { address: `/?isNeedPop=1#/downloadTemplate?${PROMOTION_TRACKING}` });
      await settle();
      expect(screen.queryByRole('link', { name: 'Download the app' })).toBeNull();
      expect(screen.getByText('The download link is not available right now. Please find the app in your app store.')).toBeInTheDocument();
      expectNeverHandedOut(hostile);
    });
  });

  describe('images a server names (every form at once)', () => {
    it('complaint details: images and disposeImages, none shown', async () => {
      const urls = HOSTILE_URLS.map((h) => h.url);
      answerOnce('/user-problem/problem-detail', {
        type: 'Collection',
        sonType: 'Contacting my contacts',
        problemId: '501',
        content: 'Please stop calling my office.',
        images: [...urls, '/img/photo.png'],
        disposeDetail: 'Done.',
        disposeImages: urls,
        isScore: '0',
      });
      await openScreen('complaintDetails', { query: 'problemId=501' });
      await settle();
      expect(screen.getByText('Please stop calling my office.')).toBeInTheDocument();
      expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(['/img/photo.png']);
      for (const hostile of HOSTILE_URLS) expectNeverHandedOut(hostile);
    });

    it('recommended list: a product logo, one form a product; each card shows, no logo image', async () => {
      const list = HOSTILE_URLS.map((h, i) => product(`9${i}`, { productName: `Product ${i}`, productLogo: h.url }));
      answerOnce(paths.service('/v3/product/recommend-product-list'), list);
      await openScreen('recommended', { query: 'scene=banner_jingzhun' });
      await settle();
      expect(screen.getAllByRole('article')).toHaveLength(HOSTILE_URLS.length);
      for (const hostile of HOSTILE_URLS) expectNeverHandedOut(hostile);
    });
  });
});

describe('complaint form: the uploaded image data.url (real clock: the upload compresses the photo)', () => {
  it.each(cases)('%s: the image fails with Retry, and is never shown or kept', async (_, hostile) => {
    const user = userEvent.setup();
    const created: string[] = [];
    const createObjectURL = URL.createObjectURL.bind(URL);
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const made = createObjectURL(blob);
      created.push(made);
      return made;
    });
    const orderNo = db.orders('IN').find((o) => o.isShow === '1')!.orderNo;
    server.use(http.post('*/user-problem/upload-problem-img', () => HttpResponse.json({ code: '00', message: 'success', data: { url: hostile.url } }), { once: true }));
    await openScreen('complaintForm', { address: `${ROUTES.complaintForm}?problemType=1&problemSonType=2&orderNo=${orderNo}&deviceId=demo-1&isNeedPop=1` });
    await user.upload(screen.getByLabelText('Add images'), [new File(['photo'], 'photo.png', { type: 'image/png' })]);
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry image 1' })).toBeEnabled();
    expect(JSON.stringify(localStorage)).not.toContain(JSON.stringify(hostile.url).slice(1, -1));
    expect(created).toHaveLength(1);
    expectNeverHandedOut(hostile, created);
  });
});
