/** Strings of the public site's contact forms; the two toasts are kept exactly as the spec quotes them. */
import type { siteFormView as english } from '../en-IN/siteFormView';

export const siteFormView: Record<keyof typeof english, string> = {
  'site.form.title': 'Kirim pesan kepada kami',
  'site.form.firstName': 'Nama depan',
  'site.form.email': 'Email',
  'site.form.phone': 'Nomor ponsel',
  'site.form.message': 'Pesan',
  'site.form.name': 'Nama',
  'site.form.telephone': 'Nomor telepon',
  'site.form.company': 'Perusahaan',
  'site.form.optional': '(opsional)',
  'site.form.required': 'Wajib diisi.',
  'site.form.missing': 'Harap isi: {fields}.',
  'site.form.incomplete': 'Please provide complete information!',
  'site.form.sent': 'Submit successfully！',
};
