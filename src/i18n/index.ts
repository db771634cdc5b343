import type { Locale } from '@/services/session';
import type { MessageKey } from './en-IN';

export type { MessageKey };
export type Params = Record<string, string | number>;

/** Only the active catalog is fetched: each locale is its own chunk. */
const loaders: Record<Locale, () => Promise<{ default: Record<MessageKey, string> }>> = {
  'en-IN': () => import('./en-IN'),
  'id-ID': () => import('./id-ID'),
};

let active: Record<MessageKey, string> | null = null;
let activeLocale: Locale | null = null;

export async function loadCatalog(locale: Locale): Promise<void> {
  if (activeLocale === locale && active) return;
  active = (await loaders[locale]()).default;
  activeLocale = locale;
}

export function getLocale(): Locale {
  if (!activeLocale) throw new Error('i18n: loadCatalog() must run before rendering');
  return activeLocale;
}

/** The active catalog's text for `key`, with `{name}` placeholders filled from `params`. */
export function t(key: MessageKey, params?: Params): string {
  if (!active) throw new Error('i18n: loadCatalog() must run before rendering');
  const text = active[key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}
