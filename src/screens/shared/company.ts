import { config } from '@/config';
import type { Locale } from '@/services/session';

/**
 * The operating company behind the app, per market: the about-us page, the documents (privacy
 * policy, loan terms) and the public site's footer all read it from here, so a name or an address
 * changes in one place. Every name, address and e-mail below is FICTIONAL (demo data: the e-mail
 * domains end in `.example`, a domain reserved for examples); a deployment replaces them. The
 * service phone is the build's configured one (§9 `{phone}`, src/config.ts).
 */
export interface Company {
  /** The operating company's registered name. */
  readonly name: string;
  /** The lending app's name as borrowers see it in the app store and the app. */
  readonly appName: string;
  /** Postal address, one line each, in the order a letter is addressed. */
  readonly address: readonly string[];
  readonly email: string;
  /** The service phone (the build's configured one). */
  readonly phone: string;
  /** When the phone and e-mail are answered, in the market's language. */
  readonly hours: string;
}

export const companies: Readonly<Record<Locale, Company>> = {
  'en-IN': {
    name: 'Sahaj Kredit Technologies Private Limited',
    appName: 'KreditNow',
    address: ['4th Floor, Lakeview Business Park', '27 Outer Ring Road, Bellandur', 'Bengaluru, Karnataka 560103', 'India'],
    email: 'support@kreditnow.example',
    phone: config.servicePhone,
    hours: 'Monday to Saturday, 9:00 am to 6:00 pm IST',
  },
  'id-ID': {
    name: 'PT Kredit Cepat Nusantara',
    appName: 'KreditKu',
    address: ['Gedung Menara Sentosa Lt. 12', 'Jl. Jend. Sudirman Kav. 45', 'Jakarta Selatan, DKI Jakarta 12930', 'Indonesia'],
    email: 'cs@kreditku.example',
    phone: config.servicePhone,
    hours: 'Senin sampai Sabtu, pukul 09.00 sampai 18.00 WIB',
  },
};

export function companyOf(locale: Locale): Company {
  return companies[locale];
}
