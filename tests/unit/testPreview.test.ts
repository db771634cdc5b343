import { createActor, fromPromise } from 'xstate';
import { countdownMachine } from '@machines/countdown/countdown.machine';
import { testPreviewMachine, type GeoPosition, type PreviewFields } from '@machines/testPreview/testPreview.machine';
import { selectCountdown as selectSmsButton } from '@/screens/smsCode/select';
import { linkQuery, selectFor } from '@/screens/testPreview/select';
import { HASH_ROUTES, ROUTES } from '@/routes';
import { linkWithSession, refreshSession, routeHref } from '@/services/session';
import { useFakeClock } from '../support/clock';

/** The visit's links, as the binding hands them to the select. */
const LINKS = { path: linkWithSession, route: routeHref };

/** The device fields as typed on the test page (an empty one too: it clears the parameter). */
const DEVICE = {
  appVersion: '2.4.0',
  deviceName: 'Redmi 9A',
  deviceId: 'dev-9',
  osVersion: '11',
  token: 'tok',
  gid: '',
};
const FIELDS: PreviewFields = { ...DEVICE, productId: '101', orderId: '1001' };
/** What every link carries: the device fields, then the rest of the visit's session. */
const SESSION = { ...DEVICE, isNeedPop: '1', spits: 'S1' };

/** A test page machine whose location read the test settles. */
function start() {
  let settle: { resolve: (p: GeoPosition) => void; reject: (e: Error) => void } | null = null;
  const actor = createActor(
    testPreviewMachine.provide({
      actors: {
        readLocation: fromPromise<GeoPosition>(
          () => new Promise<GeoPosition>((resolve, reject) => (settle = { resolve, reject })),
        ),
      },
    }),
    { input: { fields: FIELDS } },
  ).start();
  return { actor, settle: () => settle! };
}

describe('test page view model (select)', () => {
  beforeEach(() => refreshSession('?deviceId=dev-9&isNeedPop=1&spits=S1'));

  it('links only to the pages that exist, each with the session and the fields', () => {
    const { actor } = start();
    const view = selectFor(new Set(['/complaint', '/customerService', '/testPreview']), 'IN', LINKS)(actor.getSnapshot());
    expect(view.links.map((link) => [link.flow, link.label])).toEqual([
      ['complaintEntry', 'Complaint'],
      ['customerService', 'Customer service'],
    ]);
    const complaint = new URL(view.links[0]!.href, 'http://x');
    expect(complaint.pathname).toBe('/complaint');
    // The device fields (an empty one too: it clears the parameter), the order, the rest of the session.
    expect(Object.fromEntries(complaint.searchParams)).toEqual({ ...SESSION, orderId: '1001' });
    expect(new URL(view.links[1]!.href, 'http://x').searchParams.get('type')).toBe('1');
    expect(new URL(view.links[1]!.href, 'http://x').searchParams.has('orderId')).toBe(false);
    expect(selectFor(new Set(), 'IN', LINKS)(actor.getSnapshot()).links).toEqual([]);
  });

  it('with every page built, links to each flow but itself, with the query its screen reads (and no other)', () => {
    const { actor } = start();
    const built = [...Object.values(ROUTES), ...Object.values(HASH_ROUTES).map((path) => `/#${path}`)];
    const view = selectFor(new Set(built), 'IN', LINKS)(actor.getSnapshot());
    const order = { productId: '101', orderId: '1001' };
    const links = view.links.map((link) => {
      const url = new URL(link.href, 'http://x');
      return { flow: link.flow, pathname: url.pathname, query: Object.fromEntries(url.searchParams) };
    });
    expect(links).toEqual([
      { flow: 'cardRepay', pathname: '/cardRepay', query: { ...SESSION, ...order, amount: '1072000' } },
      { flow: 'changeMethod', pathname: '/individual', query: { ...SESSION, ...order, amount: '1072000' } },
      // The typed order goes as the orderNo these pages read (§7 v3 problem-init, §2 chatbot and form queries).
      { flow: 'chatbot', pathname: '/intelligentCustomerService', query: { ...SESSION, selectedIndex: '0', orderNo: '1001' } },
      { flow: 'complaintDetails', pathname: '/complainDetails', query: { ...SESSION, problemId: '502' } },
      { flow: 'complaintEntry', pathname: '/complaint', query: { ...SESSION, orderId: '1001' } },
      { flow: 'complaintForm', pathname: '/complainPageNext', query: { ...SESSION, problemType: '2', problemSonType: '', orderNo: '1001' } },
      { flow: 'complaintList', pathname: '/complaintList', query: SESSION },
      { flow: 'complaintNew', pathname: '/complainNewPage', query: { ...SESSION, orderNo: '1001' } },
      { flow: 'customerService', pathname: '/customerService', query: { ...SESSION, type: '1' } },
      { flow: 'extension', pathname: '/repaymentDelay', query: { ...SESSION, ...order } },
      { flow: 'installments', pathname: '/repayment', query: { ...SESSION, ...order } },
      { flow: 'loanAgreement', pathname: '/loanAgreement', query: { ...SESSION, productId: '101' } },
      { flow: 'loanConfirm', pathname: '/loanConfirm', query: { ...SESSION, productId: '101' } },
      { flow: 'loanDetails', pathname: '/loanDetails', query: { ...SESSION, ...order } },
      { flow: 'loginFailure', pathname: '/loginFailure', query: SESSION },
      { flow: 'recommended', pathname: '/relevant', query: { ...SESSION, scene: 'banner_jingzhun' } },
      { flow: 'siteContact', pathname: '/Contact', query: SESSION },
      { flow: 'vaRepay', pathname: '/that', query: { ...SESSION, ...order, amount: '1072000' } },
      { flow: 'aboutUs', pathname: '/aboutUs', query: SESSION },
      { flow: 'loanTerms', pathname: '/loanTerms', query: SESSION },
      { flow: 'privacyPolicy', pathname: '/privacyPolicy', query: SESSION },
      { flow: 'privacyPolicyApp', pathname: '/privacy', query: SESSION },
      { flow: 'site', pathname: '/', query: SESSION },
      { flow: 'siteAbout', pathname: '/About', query: SESSION },
      { flow: 'siteLoan', pathname: '/Loan', query: SESSION },
      { flow: 'sitePolicy', pathname: '/Policy', query: SESSION },
      { flow: 'siteUser', pathname: '/User', query: SESSION },
      // Hash routes: the session and the channel's tracking parameters ride inside the hash.
      { flow: 'promotionAgreement', pathname: '/', query: {} },
      { flow: 'promotionDownload', pathname: '/', query: {} },
      { flow: 'registration', pathname: '/', query: {} },
    ]);
    const promotion = view.links.at(-1)!.href;
    expect(promotion.startsWith('/#/registerTemplate?')).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(promotion.slice(promotion.indexOf('?'))))).toEqual({
      app_from: 'testPreview',
      user_from: 'demo_channel',
      utm_tag: 'test_page',
      id: '1001',
      links_id: '1',
      // Opened from the app: its session (the market among it), so the promotion calls send it after a reload too (issue 19 §3).
      isNeedPop: '1',
      deviceId: 'dev-9',
      spits: 'S1',
    });
  });

  it("labels each link in the market's language, with the market's sample amount", () => {
    const { actor } = start();
    const view = selectFor(new Set(['/cardRepay', '/repayment']), 'ID', LINKS)(actor.getSnapshot());
    expect(view.links.map((link) => link.label)).toEqual(['Bayar dengan kartu', 'Cicilan']);
    expect(new URL(view.links[0]!.href, 'http://x').searchParams.get('amount')).toBe('160800000');
  });

  it('keeps the shown position while the reading does not change, so the shallow compare holds', async () => {
    const { actor, settle } = start();
    const select = selectFor(new Set(), 'IN', LINKS);
    actor.send({ type: 'user.tapLocate' });
    settle().resolve({ latitude: 12.9716, longitude: 77.5946, accuracy: 20.4 });
    await Promise.resolve();
    const first = select(actor.getSnapshot());
    actor.send({ type: 'user.editContact', value: '98' });
    const second = select(actor.getSnapshot());
    expect(second.contact).toBe('98');
    expect(second.position).toEqual({ latitude: '12.97160', longitude: '77.59460', accuracy: 20 });
    expect(second.position).toBe(first.position);
  });

  it('keeps its lists while nothing they come from changes, so the shallow compare holds', () => {
    const { actor } = start();
    const select = selectFor(new Set(['/complaint']), 'IN', LINKS);
    const first = select(actor.getSnapshot());
    actor.send({ type: 'user.editContact', value: '98' });
    const second = select(actor.getSnapshot());
    expect(second.links).toBe(first.links);
    expect(second.contact).toBe('98');
    actor.send({ type: 'user.editField', field: 'deviceId', value: 'dev-2' });
    const third = select(actor.getSnapshot());
    expect(third.links).not.toBe(first.links);
    expect(new URL(third.links[0]!.href, 'http://x').searchParams.get('deviceId')).toBe('dev-2');
  });

  it('shows the position, rounded, only once located; a failure hides an earlier one', async () => {
    const { actor, settle } = start();
    const select = selectFor(new Set(), 'IN', LINKS);
    expect(select(actor.getSnapshot())).toMatchObject({ location: 'unknown', position: null });
    actor.send({ type: 'user.tapLocate' });
    expect(select(actor.getSnapshot())).toMatchObject({ location: 'locating', position: null });
    settle().resolve({ latitude: 12.971598, longitude: 77.594562, accuracy: 20.6 });
    await Promise.resolve();
    expect(select(actor.getSnapshot())).toMatchObject({
      location: 'located',
      position: { latitude: '12.97160', longitude: '77.59456', accuracy: 21 },
    });
    actor.send({ type: 'user.tapLocate' });
    expect(select(actor.getSnapshot())).toMatchObject({ location: 'locating', position: null });
    settle().reject(new Error('denied'));
    await Promise.resolve();
    expect(select(actor.getSnapshot())).toMatchObject({ location: 'failed', position: null });
  });

  it('carries the photo name and the contact as given', () => {
    const { actor } = start();
    actor.send({ type: 'user.pickPhoto', name: 'receipt.png' });
    actor.send({ type: 'user.editContact', value: '9876543210' });
    expect(selectFor(new Set(), 'IN', LINKS)(actor.getSnapshot())).toMatchObject({ photoName: 'receipt.png', contact: '9876543210' });
  });
});

describe("a link's query (a page's manifest testPage.query)", () => {
  it('fills in only a value that is exactly one {field} of the test page; anything else goes as written', () => {
    const spec = {
      flow: 'complaintEntry',
      label: { IN: 'Complaint', ID: 'Keluhan' },
      query: { orderId: '{orderId}', note: 'order {orderId}', tail: '{orderId} now', typo: '{orderID}', amount: { IN: '1072000', ID: '{productId}' } },
    };
    expect(linkQuery(spec, FIELDS, 'IN')).toEqual({ orderId: '1001', note: 'order {orderId}', tail: '{orderId} now', typo: '{orderID}', amount: '1072000' });
    expect(linkQuery(spec, FIELDS, 'ID').amount).toBe('101');
  });
});

describe('SMS code button view model (select)', () => {
  useFakeClock();

  it('is counting with the seconds left after a tap, and not before or after the count', () => {
    const actor = createActor(countdownMachine).start();
    expect(selectSmsButton(actor.getSnapshot())).toEqual({ counting: false, seconds: 60 });
    actor.send({ type: 'user.tapSend' });
    vi.advanceTimersByTime(3000);
    expect(selectSmsButton(actor.getSnapshot())).toEqual({ counting: true, seconds: 57 });
    vi.advanceTimersByTime(57_000);
    expect(selectSmsButton(actor.getSnapshot())).toEqual({ counting: false, seconds: 60 });
  });
});
