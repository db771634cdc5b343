import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, BrowserContextOptions, Page, Request } from 'playwright-core';
import { afterAll } from 'vitest';

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

/** Opens `urlPath` (relative to BASE_URL) in a fresh phone-sized context; closed in afterAll. */
export async function openPage(urlPath: string, options: BrowserContextOptions = {}): Promise<OpenedPage> {
  browser ??= chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const shared = await browser;
  const context = await shared.newContext({ ...PHONE, ...options, baseURL: BASE_URL });
  contexts.add(context);
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.goto(urlPath, { waitUntil: 'load' });
  return { page, context, browser: shared, errors };
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

afterAll(async () => {
  await Promise.all([...contexts].map((context) => context.close()));
  contexts.clear();
  const launched = browser;
  browser = undefined;
  // A launch that failed has already failed the test that asked for it.
  await launched?.then((b) => b.close(), () => undefined);
});
