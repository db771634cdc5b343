/** Strings of the public site's contact forms; the two toasts are the spec's quotes in Indonesian. */
import type { siteFormView as english } from './siteForm.strings.en-IN';

export const siteFormView: Record<keyof typeof english, string> = {
  'site.form.title': 'Kirim pesan kepada kami',
  'site.form.firstName': 'Nama depan',
  'site.form.name': 'Nama lengkap',
  'site.form.email': 'Email',
  'site.form.phone': 'Nomor telepon',
  'site.form.message': 'Pesan',
  'site.form.company': 'Perusahaan',
  'site.form.optional': '(opsional)',
  'site.form.required': 'Wajib diisi.',
  'site.form.incomplete': 'Harap lengkapi semua informasi!',
  'site.form.sent': 'Berhasil dikirim!',
};
