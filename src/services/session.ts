/**
 * Device and session parameters (§2): read from the page address, appended to every call, and
 * refreshable (the native app may rewrite the address, or the test page edits it).
 */
import { HASH_ROUTES, ROUTES, hashSearch, isHashRoute, type RouteName } from '@/routes';
import { DEVICE_PARAMS, HEADER_PARAMS } from './sessionParams';

export { DEVICE_PARAMS, HEADER_PARAMS };

export type DeviceParam = (typeof DEVICE_PARAMS)[number];

export type HeaderParam = (typeof HEADER_PARAMS)[number];

export type Session = Readonly<Record<DeviceParam | HeaderParam, string>>;

export type Locale = 'en-IN' | 'id-ID';
export interface Variant {
  readonly locale: Locale;
  readonly currency: 'INR' | 'IDR';
  readonly symbol: '₹' | 'Rp';
}

const INDIA: Variant = { locale: 'en-IN', currency: 'INR', symbol: '₹' };
const INDONESIA: Variant = { locale: 'id-ID', currency: 'IDR', symbol: 'Rp' };

/** isNeedPop 1 selects India (English, ₹); any other value, Indonesia (§1). */
export function variantOf(isNeedPop: string): Variant {
  return isNeedPop.trim() === '1' ? INDIA : INDONESIA;
}

/**
 * The address's query: its search, and the query a hash route carries (`/#/registerTemplate?..`,
 * how an ad link opens a promotion page), which wins where both name a parameter.
 */
function currentSearch(): string {
  if (typeof window === 'undefined') return '';
  const { search, hash } = window.location;
  const inHash = hashSearch(hash);
  if (inHash === '') return search;
  const query = new URLSearchParams(search);
  new URLSearchParams(inHash).forEach((value, name) => query.set(name, value));
  return `?${query.toString()}`;
}

function readGroup<K extends string>(query: URLSearchParams, names: readonly K[]): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, query.get(name) ?? ''])) as Record<K, string>;
}

export function readSession(search: string = currentSearch()): Session {
  const query = new URLSearchParams(search);
  return Object.freeze({ ...readGroup(query, DEVICE_PARAMS), ...readGroup(query, HEADER_PARAMS) });
}

let current: Session = readSession();

export function getSession(): Session {
  return current;
}

/** Re-reads the parameters, from the current address unless a query string is given. */
export function refreshSession(search: string = currentSearch()): Session {
  current = readSession(search);
  return current;
}

/**
 * Adopts the parameters of an address the app navigated to. The device parameters and the header
 * values are two groups, each replaced only when the address carries one of its names: an in-app
 * path without them keeps what the session had, and an address the host rewrote with new device
 * parameters but no header values keeps the headers.
 */
export function adoptSession(search: string): Session {
  const query = new URLSearchParams(search);
  const next = { ...current };
  if (DEVICE_PARAMS.some((name) => query.has(name))) Object.assign(next, readGroup(query, DEVICE_PARAMS));
  if (HEADER_PARAMS.some((name) => query.has(name))) Object.assign(next, readGroup(query, HEADER_PARAMS));
  current = Object.freeze(next);
  return current;
}

export function getVariant(): Variant {
  return variantOf(current.isNeedPop);
}

/** The common parameters that ride on every call's query string (empty ones are still sent). */
export function commonParams(): Record<DeviceParam, string> {
  return Object.fromEntries(DEVICE_PARAMS.map((name) => [name, current[name]])) as Record<DeviceParam, string>;
}

/**
 * A header value of §7: the same-named parameter of the address the session was read from, empty
 * if absent. It follows the session, not `window.location`, so it survives in-app navigation.
 */
export function queryHeader(name: HeaderParam): string {
  return current[name];
}

/**
 * An in-app link that carries the session (device parameters and header values) along. Session
 * values that are empty are left out; the page's own query is kept whole, empty values too (the
 * complaint form's address lists `problemSonType=` even when there is none, §2).
 */
export function linkWithSession(path: string, extra: Record<string, string> = {}): string {
  return linkIn(current, path, extra);
}

function linkIn(session: Partial<Session>, path: string, extra: Record<string, string>): string {
  // The page's own query first, as §2 writes the addresses (`/that?aaa=nnn&amount=..`), then the
  // session ("plus the common parameters").
  const query = new URLSearchParams(extra);
  for (const [key, value] of Object.entries(session)) {
    if (value !== '' && !(key in extra)) query.set(key, value);
  }
  const qs = query.toString();
  return qs === '' ? path : `${path}?${qs}`;
}

/**
 * The session a page is prerendered with (src/app/prerender.tsx): only the market's isNeedPop
 * (§1: 1 is India; Indonesia is the absence of it).
 */
export function prerenderedSearch(locale: Locale): string {
  return locale === 'en-IN' ? '?isNeedPop=1' : '';
}

/** linkWithSession as a prerendered page draws it: the market carried, nothing of the visit. */
export function prerenderedLink(locale: Locale): (path: string, extra?: Record<string, string>) => string {
  const session = readSession(prerenderedSearch(locale));
  return (path, extra = {}) => linkIn(session, path, extra);
}

/**
 * A route name's address: a path with the session carried, or for a hash route (the promotion
 * pages) `/#<route>?<query>`, the session carried inside the hash the same way: an ad visitor has
 * none, so the link holds only the query given; a page the app opened hands its device parameters
 * and header values on, so a reload of the next page still sends them (issue 19 §3).
 */
export function routeHref(route: string, query?: Record<string, string>): string {
  if (isHashRoute(route)) {
    const link = linkWithSession('', query);
    return `/#${HASH_ROUTES[route]}${link}`;
  }
  return linkWithSession(ROUTES[route as RouteName], query);
}
