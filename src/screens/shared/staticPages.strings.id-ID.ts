/** Page chrome of the static pages; the loan terms' title is §2's 'Loan terms and conditions' in Indonesian. */
import type { staticPagesView as english } from './staticPages.strings.en-IN';

export const staticPagesView: Record<keyof typeof english, string> = {
  'staticPages.privacyPolicy': 'Kebijakan privasi',
  'staticPages.aboutUs': 'Tentang kami',
  'staticPages.loanTerms': 'Syarat dan ketentuan pinjaman',
};
