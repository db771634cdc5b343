import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, BrowserContextOptions, Page, Request } from 'playwright-core';
import { afterAll, afterEach, expect } from 'vitest';

/** Where scripts/e2e.mjs serves the demo build. */
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4174';
const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = fileURLToPath(new URL('../../.e2e/screenshots/', import.meta.url));

/** A mid-range phone: the app's users are on cheap Android and iOS handsets. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  locale: 'en-IN',
};

// Without the networking flags Chromium keeps dialling Google hosts this machine refuses.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  browser: Browser;
  /** Uncaught exceptions thrown in the page since it opened. */
  errors: Error[];
}

let browser: Promise<Browser> | undefined;
const contexts = new Set<BrowserContext>();

/** A Content-Security-Policy violation a page reported (its securitypolicyviolation event). */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

/** The violations reported since the running test began; afterEach below fails the test on any. */
const cspViolations: CspViolation[] = [];
const CSP_BINDING = '__e2eCspViolation';

/**
 * Reports every CSP violation of `context`'s pages and frames, from before their first script
 * (an init script), through a binding: a record on `window` would be lost with the page it was
 * on when the page navigates or closes. The policy itself stays as the build wrote it.
 */
export async function watchCsp(context: BrowserContext): Promise<void> {
  await context.exposeBinding(CSP_BINDING, ({ frame }, violation: Omit<CspViolation, 'page'>) => {
    cspViolations.push({ page: frame.url(), ...violation });
  });
  await context.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
        report?.({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: `${event.sourceFile}:${event.lineNumber}`,
          sample: event.sample,
        });
      },
      true,
    );
  }, CSP_BINDING);
}

/** The violations reported so far in this test, taken: a test that provokes one on purpose reads it here. */
export function takeCspViolations(): CspViolation[] {
  return cspViolations.splice(0);
}

/**
 * Adds an inline <script> to `page` and answers whether it ran and which violations it caused (one
 * per policy that refused it: the header's and the meta's), taken from the record.
 */
export async function provokeInlineScript(page: Page): Promise<{ ran: boolean; directives: string[] }> {
  const ran = await page.evaluate(async () => {
    document.head.append(Object.assign(document.createElement('script'), { textContent: 'window.__e2eInline = true' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __e2eInline?: boolean }).__e2eInline === true;
  });
  const seen: CspViolation[] = [];
  // Reports arrive through the binding a little after the refusal: wait for the first (up to 5 s),
  // then a moment for a second policy's.
  for (let waited = 0; seen.push(...takeCspViolations()) === 0 && waited < 5_000; waited += 100) await page.waitForTimeout(100);
  await page.waitForTimeout(200);
  seen.push(...takeCspViolations());
  return { ran, directives: seen.map((v) => v.directive) };
}

/** Opens `urlPath` (relative to BASE_URL) in a fresh phone-sized context; closed in afterAll. */
export async function openPage(urlPath: string, options: BrowserContextOptions = {}): Promise<OpenedPage> {
  browser ??= chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const shared = await browser;
  const context = await shared.newContext({ ...PHONE, ...options, baseURL: BASE_URL });
  contexts.add(context);
  await watchCsp(context);
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.goto(urlPath, { waitUntil: 'load' });
  return { page, context, browser: shared, errors };
}

/**
 * Waits until a freshly opened route has settled: the network quiet, no spinner, and a moment for
 * lazy parts (the footer form, pop-ups fetched after the page) and a toast's first words.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  // A page still loading (its code, or the demo backend's answer on a busy machine) shows only the
  // spinner and index.html's title: read it once it has said what it is.
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 8_000 }).catch(() => undefined);
  await page.waitForTimeout(400);
}

/**
 * The demo API calls the page sends from now on (MSW's service worker answers them; the page still
 * reports them as its own requests), in order.
 */
export function recordApi(page: Page): Request[] {
  const api: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/gw/')) api.push(request);
  });
  return api;
}

/** As openPage, then records the demo API calls the page sends from there on (`api`). */
export async function openRecorded(urlPath: string, options: BrowserContextOptions = {}): Promise<OpenedPage & { api: Request[] }> {
  const opened = await openPage(urlPath, options);
  return { ...opened, api: recordApi(opened.page) };
}

/**
 * The test page at `/testPreview?<search>`, the API recorded from its load, followed through its
 * link `link` to the page whose address matches `arrival`, as a tester opens a flow; `query` is the
 * query of the address the link opened.
 */
export async function openFromTestPreview(
  search: string,
  link: string,
  arrival: RegExp,
): Promise<OpenedPage & { api: Request[]; query: URLSearchParams }> {
  const opened = await openRecorded(`/testPreview?${search}`);
  await opened.page.getByRole('heading', { name: 'Test preview' }).waitFor();
  await opened.page.getByRole('link', { name: link }).click();
  await opened.page.waitForURL(arrival);
  return { ...opened, query: new URL(opened.page.url()).searchParams };
}

/** The requests whose path ends in `suffix`. */
export const named = (requests: Request[], suffix: string) => requests.filter((request) => new URL(request.url()).pathname.endsWith(suffix));
/** A request's form-encoded body, as posted (every field, repeated ones too). */
export const formOf = (request: Request) => new URLSearchParams(request.postData() ?? '');
/** A request's form-encoded body as an object. */
export const bodyOf = (request: Request) => Object.fromEntries(formOf(request));

/**
 * The dev log's entries (every call the page made to the native host; the browser stand-in for it),
 * newest first, as text: the panel named `panel` in the page's language, opened if it is not.
 */
export async function bridgeLog(page: Page, panel: string): Promise<string[]> {
  const toggle = page.getByRole('button', { name: new RegExp(`^${panel} \\(\\d+\\)$`) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return page.getByRole('region', { name: panel }).getByRole('listitem').allTextContents();
}

/** Saves a full-page PNG as .e2e/screenshots/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  if (!/^[\w.-]+$/.test(name)) throw new Error(`screenshot name "${name}" must be a plain file name`);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

afterEach(() => {
  const found = takeCspViolations();
  expect(
    found.map((v) => `${v.directive} refused ${v.blocked || '(inline)'} on ${v.page} (${v.source}) ${v.sample}`.trim()),
    'Content-Security-Policy violations',
  ).toEqual([]);
});

afterAll(async () => {
  await Promise.all([...contexts].map((context) => context.close()));
  contexts.clear();
  const launched = browser;
  browser = undefined;
  // A launch that failed has already failed the test that asked for it.
  await launched?.then((b) => b.close(), () => undefined);
});
