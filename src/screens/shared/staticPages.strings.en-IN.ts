/**
 * Page chrome of the static pages (privacy policy, about us, loan terms): their titles. The
 * documents themselves are data in src/screens/shared/documents. 'Loan terms and conditions' is
 * §2's quote, shown as quoted in India and translated in Indonesia.
 */
export const staticPagesView = {
  'staticPages.privacyPolicy': 'Privacy policy',
  'staticPages.aboutUs': 'About us',
  'staticPages.loanTerms': 'Loan terms and conditions',
} as const;
