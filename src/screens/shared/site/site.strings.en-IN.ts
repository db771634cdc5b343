/**
 * Strings of the public company site (§2 "Public site": /, /Policy, /Loan, /About, /Contact,
 * /User); the contact forms' own strings are in siteForm.strings.*. The company's details and the
 * documents are in src/screens/shared. Two modules, each registered by what shows it, so a page
 * downloads only its own: the frame and the pages (siteLayoutView, here) and the home page
 * (src/screens/site/strings.*).
 */

export const siteLayoutView = {
  'site.skip': 'Skip to content',
  'site.nav.label': 'Site sections',
  'site.nav.home': 'Home',
  'site.nav.about': 'About Us',
  'site.nav.privacy': 'Privacy Policy',
  'site.nav.loan': 'Loan terms and conditions',
  'site.footer.title': 'Contact us',
  'site.footer.company': 'Company',
  'site.footer.address': 'Address',
  'site.footer.email': 'E-mail',
  'site.footer.phone': 'Phone',
  'site.footer.hours': 'Hours',
  'site.footer.pages': 'More pages',
  'site.footer.contactPage': 'Contact page',
  'site.footer.rights': '© {year} {company}. All rights reserved.',
  'site.contact.title': 'Contact us',
  'site.contact.intro': 'Tell us how we can help. Your full name, phone number and message are needed; company is optional.',
  'site.policy.title': 'Privacy Policy',
  'site.policy.frame': 'Privacy policy of {app}',
  'site.policy.open': 'Open the privacy policy in full screen',
  'site.policy.unavailable': 'The privacy policy cannot be shown here.',
  'site.user.title': 'User',
  'site.user.empty': 'There is nothing on this page.',
} as const;
