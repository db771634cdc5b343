/** Page chrome of the static pages; 'Loan terms and conditions' is quoted by §2, kept as quoted. */
import type { staticPagesView as english } from '../en-IN/staticPagesView';

export const staticPagesView: Record<keyof typeof english, string> = {
  'staticPages.privacyPolicy': 'Kebijakan privasi',
  'staticPages.aboutUs': 'Tentang kami',
  'staticPages.loanTerms': 'Loan terms and conditions',
};
