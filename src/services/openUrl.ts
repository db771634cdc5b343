import { HASH_ROUTES, ROUTES } from '@/routes';
import { navigation } from './navigation';

/**
 * How an address a server hands over (contract_url, lendDetailsUrl, h5Url, a product's link,
 * popAgreementUrl) is opened in this web view, in one place (issue 18 §5, docs/spec-notes.md
 * "Opening a server's address"):
 *
 * - one of this app's routes on this origin opens in-app, through the router (no reload; the
 *   device parameters it carries are adopted on arrival);
 * - anything else, this origin's other paths included (a document the server hosts beside the
 *   app, `/static/contract-901.html`), is a document load of its own: the router would only show
 *   its not-found page for a path it does not know.
 *
 * Every caller has put the address through safeUrl first. App-scheme links are not opened here:
 * they go to the host through the bridge.
 */

/** Every path the app's router answers (a hash route lives under '/'). */
const APP_PATHS: ReadonlySet<string> = new Set<string>(Object.values(ROUTES));

/** A hash route's address ('/#/downloadTemplate?..') is the app's own too. */
const HASH_PATHS: ReadonlySet<string> = new Set<string>(Object.values(HASH_ROUTES));

function normalisedPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The address resolved against this page, with `query` set on it. */
export function resolveUrl(url: string | URL, query: Readonly<Record<string, string>> = {}): URL {
  const target = new URL(url, window.location.href);
  for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
  return target;
}

/** True when the router of this app shows the address: this origin and one of its routes. */
export function isAppUrl(url: string | URL): boolean {
  let target: URL;
  try {
    target = resolveUrl(url);
  } catch {
    return false;
  }
  if (target.origin !== window.location.origin) return false;
  const path = normalisedPath(target.pathname);
  if (!APP_PATHS.has(path)) return false;
  // '/#/somewhere' is a hash route only if the app has it; any other fragment is the page's own.
  const hash = target.hash.replace(/^#/, '');
  if (path === ROUTES.site && hash.startsWith('/')) {
    const end = hash.search(/[?#]/);
    return HASH_PATHS.has(end < 0 ? hash : hash.slice(0, end));
  }
  return true;
}

export interface OpenUrlOptions {
  /** Set on the address's query (loan details gets from=confirm). */
  query?: Readonly<Record<string, string>>;
  /** Replace this page in history (a confirmed loan) rather than push (a document to read). */
  replace?: boolean;
}

/** Opens a checked address in this web view: an app route in-app, anything else as a page of its own. */
export function openUrl(url: string, { query = {}, replace = false }: OpenUrlOptions = {}): void {
  const target = resolveUrl(url, query);
  if (isAppUrl(target)) {
    const path = `${target.pathname}${target.search}${target.hash}`;
    if (replace) navigation.go(path, { replace: true });
    else navigation.go(path);
  } else if (replace) {
    window.location.replace(target.href);
  } else {
    window.location.assign(target.href);
  }
}
