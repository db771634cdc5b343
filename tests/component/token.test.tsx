import { readFileSync } from 'node:fs';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/config';
import type { HASH_ROUTES } from '@/routes';
import { ROUTES } from '@/routes';
import { devLog } from '@/services/bridge';
import { endpoints } from '@/services/api/endpoints';
import type { FlowManifest } from '@/screens/shared/manifest';
import { server } from '@mocks/node';
import { allExits, OFFER_PATH, openScreen, recordExits, recordHost, requestsTo, settle, setupUser, urlAttributes, useFakeClock } from '../support';

/**
 * Issue 23 §4, the token: the session's token (§2, in the address) and the §7 header values never
 * leave for another site. Every screen, on the demo's answers and on a fault, is opened with them
 * in its address; nothing the page writes to the console, keeps in its dev log or shows in a link,
 * frame or image of another origin carries them. Each outgoing link and frame is then driven and
 * what it hands away (a page load, a bridge payload, a frame's or a link's address) is checked, and
 * so is the referrer policy that keeps the address out of the Referer another origin receives.
 */
const TOKEN = 'TOKEN-SECRET-123';
const HEADER_SECRETS = { spits: 'SPITS-SECRET-1', beech: 'BEECH-SECRET-2', swift: 'SWIFT-SECRET-3', eyes: 'EYES-SECRET-4' };
const SECRETS = [TOKEN, ...Object.values(HEADER_SECRETS)];
const SECRET_SESSION = `deviceId=demo&token=${TOKEN}&${new URLSearchParams(HEADER_SECRETS)}`;

const carriesSecret = (text: string) => SECRETS.some((secret) => text.includes(secret) || text.includes(encodeURIComponent(secret)));

const bridgeCalls = recordHost();
const exits = recordExits();

const CONSOLE = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;
let consoleLines: string[] = [];

/** Every argument as text, an Error with its message and stack. */
function asText(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}\n${value.stack ?? ''}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

beforeEach(() => {
  consoleLines = [];
  for (const method of CONSOLE) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      consoleLines.push(`${method}: ${args.map(asText).join(' ')}`);
    });
  }
  devLog.clear();
});

/** An address of another origin (a link, frame or image the browser would fetch from elsewhere). */
function isCrossOrigin(value: string): boolean {
  try {
    const url = new URL(value, window.location.href);
    return /^https?:$/.test(url.protocol) && url.origin !== window.location.origin;
  } catch {
    return false;
  }
}

/** Referrer policies that send the page's full address (its query, the token) to another origin. */
const LEAKING_POLICIES = ['unsafe-url', 'no-referrer-when-downgrade'];

/** What any page shows must hold: nothing logged, kept or linked to another origin carries a secret. */
function expectNoSecretLeft(): void {
  expect(consoleLines.filter(carriesSecret)).toEqual([]);
  expect(devLog.getEntries().map((entry) => JSON.stringify(entry)).filter(carriesSecret)).toEqual([]);
  const elsewhere = urlAttributes().filter(([, , value]) => isCrossOrigin(value));
  expect(elsewhere.filter(([, , value]) => carriesSecret(value))).toEqual([]);
  for (const element of Array.from(document.querySelectorAll('a[href], iframe[src], img[src], link[href], form[action]'))) {
    const policy = (element.getAttribute('referrerpolicy') ?? '').toLowerCase();
    expect(LEAKING_POLICIES, element.outerHTML.slice(0, 120)).not.toContain(policy);
  }
}

/** What the page handed away (page loads, bridge payloads, addresses of other origins it shows). */
function handedAway(): string[] {
  return [
    ...allExits(exits()),
    ...bridgeCalls().map((call) => JSON.stringify(call.payload)),
    ...urlAttributes()
      .filter(([, , value]) => isCrossOrigin(value))
      .map(([, , value]) => value),
  ];
}

const manifests = Object.values(import.meta.glob<FlowManifest>('/src/screens/*/manifest.json', { eager: true, import: 'default' }));

/** A flow's demo address in India with the secret session in it. */
function secretAddress(manifest: FlowManifest): string {
  const own = manifest.demo.IN;
  const route = manifest.route as { path?: string; hash?: string };
  if (route.hash !== undefined) return `/?isNeedPop=1&${SECRET_SESSION}#${route.hash}${own ? `?${own}` : ''}`;
  return `${route.path!}?isNeedPop=1&${SECRET_SESSION}${own ? `&${own}` : ''}`;
}

type Flow = keyof typeof ROUTES | keyof typeof HASH_ROUTES;

const FAULTS = {
  'the demo answers': () => {},
  'a network error on every call': () => server.use(http.all(`*${paths.app('')}*`, () => HttpResponse.error())),
  'HTTP 500 on every call': () => server.use(http.all(`*${paths.app('')}*`, () => HttpResponse.json({ code: '500', message: 'Internal error' }, { status: 500 }))),
  'malformed JSON on every call': () => server.use(http.all(`*${paths.app('')}*`, () => new HttpResponse('{"code":', { status: 200, headers: { 'Content-Type': 'application/json' } }))),
};

useFakeClock();

describe('every screen, with the token in its address', () => {
  const table = manifests.flatMap((manifest) => Object.keys(FAULTS).map((fault) => [manifest.name, fault, manifest] as const));

  it.each(table)('%s, %s: no console line, dev-log entry or address of another origin carries it', async (_, fault, manifest) => {
    FAULTS[fault as keyof typeof FAULTS]();
    await openScreen(manifest.name as Flow, { address: secretAddress(manifest) });
    await settle();
    // Past every timer a page starts at once (the complaint rating prompt is 3 s, §9).
    await vi.advanceTimersByTimeAsync(5000);
    await settle();
    expect(document.body.textContent).not.toBe('');
    expectNoSecretLeft();
  });

  it("the session is read from that address: the token rides on the calls to this app's own API (§2)", async () => {
    await openScreen('loanDetails', { address: `${ROUTES.loanDetails}?isNeedPop=1&${SECRET_SESSION}&orderId=1006&productId=101` });
    await settle();
    expect(requestsTo(endpoints.loanDetails)[0]!.query).toMatchObject({ token: TOKEN });
  });
});

describe('every outgoing link and frame, with the token in the address', () => {
  const open = async (flow: Flow, query: string) => {
    await openScreen(flow, { address: `${ROUTES[flow as keyof typeof ROUTES]}?isNeedPop=1&${SECRET_SESSION}&${query}`, before: ['/start'] });
    await settle();
  };

  /** The link was handed away (so the check means something) and carries no secret. */
  function expectHandedWithoutSecret(expected: RegExp): void {
    const away = handedAway();
    expect(away.some((value) => expected.test(value)), `nothing matching ${expected} was handed away: ${JSON.stringify(away)}`).toBe(true);
    expect(away.filter(carriesSecret)).toEqual([]);
    expectNoSecretLeft();
  }

  it("loan details: the server's repayment address (h5Url) of another site", async () => {
    const user = setupUser();
    server.use(
      http.post(`*${endpoints.loanDetails}`, () =>
        HttpResponse.json({ code: '00', message: 'ok', data: { orderStatus: '174', productName: 'CashSetu', h5Url: 'https://pay.example.com/repay?o=1003' } }),
      ),
    );
    await open('loanDetails', 'productId=102&orderId=1003');
    await user.click(within(screen.getByRole('group', { name: 'Repayment' })).getByRole('button', { name: 'Repay' }));
    expectHandedWithoutSecret(/^https:\/\/pay\.example\.com\/repay\?o=1003$/);
  });

  it("loan details: 'loan more' hands the product page to the bridge", async () => {
    const user = setupUser();
    await open('loanDetails', 'productId=101&orderId=1009');
    await user.click(screen.getByRole('button', { name: 'loan more' }));
    await settle();
    expectHandedWithoutSecret(/productDetail\?productId=101/);
  });

  it('loan details: a recommended product (product-jump) opens its link', async () => {
    const user = setupUser();
    await open('loanDetails', 'productId=101&orderId=1001');
    const card = within(screen.getByRole('region', { name: 'Recommended for you' })).getByRole('article', { name: 'CashSetu' });
    await user.click(within(card).getByRole('button', { name: 'Apply now' }));
    await settle();
    expectHandedWithoutSecret(/./);
  });

  it('recommended list: apply hands the product link to the bridge', async () => {
    const user = setupUser();
    await open('recommended', 'scene=banner_jingzhun');
    await user.click(within(screen.getByRole('article', { name: 'RupeeNow' })).getByRole('button'));
    await settle();
    expectHandedWithoutSecret(/play\.google\.com/);
  });

  it('joint-login failure: stand/joint hands the partner link to the bridge', async () => {
    const user = setupUser();
    await open('loginFailure', '');
    await user.click(within(screen.getByRole('article', { name: 'CashSetu' })).getByRole('button'));
    await settle();
    expectHandedWithoutSecret(/play\.google\.com/);
  });

  it('card repayment: the wallet page of repayment-huichao', async () => {
    const user = setupUser();
    server.use(http.post(`*${paths.cardRepay('repayment-huichao')}`, () => HttpResponse.json({ code: '00', message: 'success', data: { url: 'https://wallet.example/pay?o=1003' } })));
    await open('cardRepay', 'orderId=1003&productId=102&amount=1072000');
    await user.click(screen.getByRole('button', { name: 'Pay with a wallet instead' }));
    await settle();
    expectHandedWithoutSecret(/^https:\/\/wallet\.example\/pay\?o=1003$/);
  });

  it("loan confirm: the agreement pop-up frames another site's page with no referrer", async () => {
    server.use(
      http.post(`*${OFFER_PATH}`, () =>
        HttpResponse.json({ code: '00', message: 'success', data: { productName: 'X', amount: '500000', periods: '91', termUnit: '1', popAgreementUrl: 'https://agreements.example/loan?p=104' } }),
      ),
    );
    await open('loanConfirm', 'productId=104');
    const frame = within(screen.getByRole('dialog')).getByTitle('Agreement text');
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    expectHandedWithoutSecret(/^https:\/\/agreements\.example\/loan\?p=104$/);
  });

  it('loan confirm: an agreement (contract_url) and the confirmed loan (lendDetailsUrl) of another site', async () => {
    const user = setupUser();
    server.use(
      http.post(`*${paths.app('/v3/contract/contract-jump')}`, () => HttpResponse.json({ code: '00', message: 'success', data: { contract_url: 'https://agreements.example/c/901' } }), { once: true }),
      http.post(`*${paths.app('/v3/loan-confirm/loan-detail-push')}`, () => HttpResponse.json({ code: '00', message: 'success', data: { lendDetailsUrl: 'https://partner.example/loan/77' } }), { once: true }),
    );
    const view = await openScreen('loanConfirm', { address: `${ROUTES.loanConfirm}?isNeedPop=1&${SECRET_SESSION}&productId=104&agreed=1` });
    await settle();
    await user.click(screen.getByRole('button', { name: 'Loan Agreement' }));
    await settle();
    expectHandedWithoutSecret(/^https:\/\/agreements\.example\/c\/901$/);
    view.unmount();
    await openScreen('loanConfirm', { address: `${ROUTES.loanConfirm}?isNeedPop=1&${SECRET_SESSION}&productId=104&agreed=1` });
    await settle();
    await user.click(screen.getByRole('button', { name: 'Confirm loan' }));
    await settle();
    expectHandedWithoutSecret(/^https:\/\/partner\.example\/loan\/77\?from=confirm$/);
  });

  it('promotion download: the download link of the template', async () => {
    server.use(
      http.get(`*${paths.promotion('/service/channel/channel-template')}`, () =>
        HttpResponse.json({ code: '00', message: 'success', data: { id: '1001', downloadUrl: 'https://play.google.com/store/apps/details?id=com.kredit' } }),
      ),
    );
    await openScreen('promotionDownload', { address: `/?isNeedPop=1&${SECRET_SESSION}#/downloadTemplate?app_from=a&user_from=u&utm_tag=t&id=1001&down_id=5` });
    await settle();
    const link = screen.getByRole('link', { name: 'Download the app' });
    expect(LEAKING_POLICIES).not.toContain(link.getAttribute('referrerpolicy') ?? '');
    expectHandedWithoutSecret(/play\.google\.com/);
  });
});

describe('the Referer another origin receives', () => {
  const html = readFileSync('index.html', 'utf8');

  it('index.html sets a referrer policy that never sends the address (its query, the token) to another origin', () => {
    const meta = /<meta\s+name="referrer"\s+content="([^"]+)"\s*\/?>/i.exec(html);
    expect(meta?.[1]).toBeDefined();
    expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin', 'origin']).toContain(meta![1]);
    // In the head, before anything that could load from another origin.
    const head = html.slice(0, html.indexOf('</head>'));
    const metaAt = head.indexOf('name="referrer"');
    expect(metaAt).toBeGreaterThan(-1);
    const firstLoad = head.search(/<script|<link/i);
    if (firstLoad !== -1) expect(metaAt).toBeLessThan(firstLoad);
  });
});
