/** Strings of the customerService screen. 'Telephone' and 'Mail' are quoted by §2 (India as quoted, Indonesia translated). */
export const customerService = {
  'customerService.title': 'Customer service',
  'customerService.intro': 'Tap a row to call us or write to us.',
  'customerService.headerAgent': 'Our support team is here to help',
  'customerService.headerContact': 'Get in touch with us',
  'customerService.telephone': 'Telephone',
  'customerService.mail': 'Mail',
  'customerService.empty': 'Contact details are not available right now.',
  'customerService.failed': 'The contact details could not be loaded.',
} as const;
