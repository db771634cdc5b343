import type { Locale } from '@/services/session';
import { CONFIG_DEFAULTS } from './configDefaults';

/**
 * Build-time configuration: the one place that knows base prefixes, the H5 host, the service
 * contacts and the brand colours. Values come from VITE_* variables (see README "Configuration") so
 * a deployment changes them without touching code.
 */
const env = import.meta.env;

function read(name: string, fallback: string): string {
  const value = (env as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : fallback;
}

export const config = {
  /** Fixed base path prefix every API call goes to; the dev server proxies it to VITE_API_PROXY. */
  apiBase: read('VITE_API_BASE', CONFIG_DEFAULTS.apiBase),
  /** `{provider}` and `{provider-api}` of the card-repayment and promotion paths. */
  provider: read('VITE_PROVIDER', 'kredit'),
  providerApi: read('VITE_PROVIDER_API', 'h5'),
  /** `{service}` of the product, event and joint-login paths. */
  service: read('VITE_SERVICE', CONFIG_DEFAULTS.service),
  /** `{host}`: this H5's own address; an apply URL that starts with it opens in place (§7). */
  host: read('VITE_H5_HOST', ''),
  /**
   * The service phone (§9 `{phone}`) and e-mail of each market (isNeedPop 1 India, else Indonesia):
   * every page shows these unless a response carries its own; the demo backend answers the same.
   */
  support: {
    'en-IN': {
      phone: read('VITE_SERVICE_PHONE_IN', '1800-123-4567'),
      email: read('VITE_SERVICE_EMAIL_IN', 'care@kredit.co.in'),
    },
    'id-ID': {
      phone: read('VITE_SERVICE_PHONE_ID', '1500-220'),
      email: read('VITE_SERVICE_EMAIL_ID', 'cs@kredit.co.id'),
    },
  } satisfies Record<Locale, { phone: string; email: string }>,
  /**
   * The privacy policy the public site's /Policy page embeds (§2 "Policy embeds an external policy
   * page"); by default this site's own privacy policy page.
   */
  policyUrl: read('VITE_POLICY_URL', '/privacyPolicy'),
  /**
   * The app's name as the promotion calls send it (`appName` of get-sms and register, §7): the
   * build's, since ad links carry no such parameter.
   */
  appName: read('VITE_APP_NAME', 'kredit'),
  /** The app's own link scheme, accepted by safeUrl beside http(s). */
  appScheme: read('VITE_APP_SCHEME', 'loanapp'),
  /** Demo backend (MSW in the browser): on in dev and demo builds, never in production. */
  demo: env.MODE !== 'production' && read('VITE_API_PROXY', '') === '',
  brand: {
    primary: read('VITE_BRAND_PRIMARY', '#1a62d6'),
    primaryText: read('VITE_BRAND_PRIMARY_TEXT', '#ffffff'),
    accent: read('VITE_BRAND_ACCENT', '#ff8a00'),
  },
} as const;

/** Every API path, built from the prefixes above: endpoint modules and mocks share these. */
export const paths = {
  app: (path: string) => `${config.apiBase}${path}`,
  cardRepay: (name: string) =>
    `${config.apiBase}/api/v1/${config.provider}/${config.providerApi}/service/loan/${name}`,
  promotion: (path: string) => `${config.apiBase}/api/v2/${config.provider}${path}`,
  service: (path: string) => `${config.apiBase}/${config.service}${path}`,
} as const;
