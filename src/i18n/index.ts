import type { Locale } from '@/services/session';
import type { CatalogKey, MessageKey } from './en-IN';

export type { MessageKey };
export type Params = Record<string, string | number>;

/** Only the active catalog is fetched: each locale is its own chunk. */
const loaders: Record<Locale, () => Promise<{ default: Record<CatalogKey, string> }>> = {
  'en-IN': () => import('./en-IN'),
  'id-ID': () => import('./id-ID'),
};

let active: Partial<Record<MessageKey, string>> | null = null;
let activeLocale: Locale | null = null;
const screenMessages: Record<Locale, Partial<Record<MessageKey, string>>> = { 'en-IN': {}, 'id-ID': {} };

/**
 * A screen's own strings, both markets (its folder's strings.<locale>.ts; strings several screens
 * share: src/screens/shared/<topic>.strings.<locale>.ts), registered by the module that shows
 * them: they travel in its chunk, so a first visit to any other route does not download them (the
 * catalog every visit loads keeps what screens share). t() reads them like the catalog's.
 */
export function addMessages(messages: Record<Locale, Partial<Record<MessageKey, string>>>): void {
  Object.assign(screenMessages['en-IN'], messages['en-IN']);
  Object.assign(screenMessages['id-ID'], messages['id-ID']);
}

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
  if (!active || !activeLocale) throw new Error('i18n: loadCatalog() must run before rendering');
  const text = active[key] ?? screenMessages[activeLocale][key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}
