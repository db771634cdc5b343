/**
 * Strings of the public site's contact forms (the footer's and /Contact's), drawn with the site's
 * pages. A field both forms have is worded once. The two toasts are the spec's: India shows the
 * failure as quoted and the success corrected ('Submitted successfully!', without the quote's
 * full-width exclamation mark); Indonesia shows their translation (docs/spec-notes.md table).
 */
export const siteFormView = {
  'site.form.title': 'Send us a message',
  'site.form.firstName': 'First name',
  'site.form.name': 'Full name',
  'site.form.email': 'E-mail',
  'site.form.phone': 'Phone number',
  'site.form.message': 'Message',
  'site.form.company': 'Company',
  'site.form.optional': '(optional)',
  'site.form.required': 'Please fill this in.',
  'site.form.incomplete': 'Please provide complete information!',
  'site.form.sent': 'Submitted successfully!',
} as const;
