/**
 * Device and session parameters (§2): read from the page address, appended to every call, and
 * refreshable (the native app may rewrite the address, or the test page edits it).
 */
export const DEVICE_PARAMS = [
  'deviceId',
  'appMarket',
  'appVersion',
  'token',
  'appType',
  'deviceName',
  'osVersion',
  'gid',
  'platform',
  'isNeedPop',
] as const;

export type DeviceParam = (typeof DEVICE_PARAMS)[number];
export type Session = Readonly<Record<DeviceParam, string>>;

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

function currentSearch(): string {
  return typeof window === 'undefined' ? '' : window.location.search;
}

export function readSession(search: string = currentSearch()): Session {
  const query = new URLSearchParams(search);
  const entries = DEVICE_PARAMS.map((name) => [name, query.get(name) ?? ''] as const);
  return Object.freeze(Object.fromEntries(entries)) as Session;
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
 * Adopts the parameters of an address the app navigated to, when it carries any: an in-app path
 * without them keeps the session it had.
 */
export function adoptSession(search: string): Session {
  const query = new URLSearchParams(search);
  if (DEVICE_PARAMS.some((name) => query.has(name))) current = readSession(search);
  return current;
}

export function getVariant(): Variant {
  return variantOf(current.isNeedPop);
}

/** The common parameters that ride on every call's query string (empty ones are still sent). */
export function commonParams(): Record<string, string> {
  return { ...current };
}

/** A header value taken from the same-named page query parameter, empty if absent (§7). */
export function queryHeader(name: 'spits' | 'beech' | 'swift' | 'eyes'): string {
  return new URLSearchParams(currentSearch()).get(name) ?? '';
}

/** An in-app link that carries the device parameters (and the extra query) along. */
export function linkWithSession(path: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...current, ...extra })) {
    if (value !== '') query.set(key, value);
  }
  const qs = query.toString();
  return qs === '' ? path : `${path}?${qs}`;
}
