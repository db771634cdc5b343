import { config } from '@/config';
import type { Locale } from '@/services/session';

/**
 * The operating company behind the app, per market: the about-us page, the documents (privacy
 * policy, loan terms) and the public site's footer all read it from here, so a name or an address
 * changes in one place. The names and addresses below are demo data a deployment replaces. The
 * service phone and e-mail are the build's configured ones for the market (§9 `{phone}`,
 * src/config.ts `support`), the same the other pages show and the demo backend answers.
 */
export interface Company {
  /** The operating company's registered name. */
  readonly name: string;
  /** The lending app's name as borrowers see it in the app store and the app. */
  readonly appName: string;
  /** Postal address, one line each, in the order a letter is addressed. */
  readonly address: readonly string[];
  /** The service e-mail (the build's configured one for the market). */
  readonly email: string;
  /** The service phone (the build's configured one for the market). */
  readonly phone: string;
  /** When the phone and e-mail are answered, in the market's language. */
  readonly hours: string;
}

export const companies: Readonly<Record<Locale, Company>> = {
  'en-IN': {
    name: 'Sahaj Kredit Technologies Private Limited',
    appName: 'KreditNow',
    address: ['4th Floor, Lakeview Business Park', '27 Outer Ring Road, Bellandur', 'Bengaluru, Karnataka 560103', 'India'],
    email: config.support['en-IN'].email,
    phone: config.support['en-IN'].phone,
    hours: 'Monday to Saturday, 9:00 am to 6:00 pm IST',
  },
  'id-ID': {
    name: 'PT Kredit Cepat Nusantara',
    appName: 'KreditKu',
    address: ['Gedung Menara Sentosa Lt. 12', 'Jl. Jend. Sudirman Kav. 45', 'Jakarta Selatan, DKI Jakarta 12930', 'Indonesia'],
    email: config.support['id-ID'].email,
    phone: config.support['id-ID'].phone,
    hours: 'Senin sampai Sabtu, pukul 09.00 sampai 18.00 WIB',
  },
};

export function companyOf(locale: Locale): Company {
  return companies[locale];
}
