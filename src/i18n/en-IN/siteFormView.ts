/**
 * Strings of the public site's contact forms (the footer's and /Contact's), registered by the form's
 * own chunk. The two toasts are quoted by the spec and shown exactly as quoted in both markets
 * (note the full-width '！').
 */
export const siteFormView = {
  'site.form.title': 'Send us a message',
  'site.form.firstName': 'First name',
  'site.form.email': 'E-mail',
  'site.form.phone': 'Phone',
  'site.form.message': 'Message',
  'site.form.name': 'Name',
  'site.form.telephone': 'Telephone',
  'site.form.company': 'Company',
  'site.form.optional': '(optional)',
  'site.form.required': 'Please fill this in.',
  'site.form.missing': 'Please fill in: {fields}.',
  'site.form.incomplete': 'Please provide complete information!',
  'site.form.sent': 'Submit successfully！',
} as const;
