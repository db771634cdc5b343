/** Strings of the joint-login-failure page (§2); the notice and the message are the server's. */
import type { loginFailureView as english } from './strings.en-IN';

export const loginFailureView: Record<keyof typeof english, string> = {
  'loginFailure.title': 'Produk pinjaman lain',
  'loginFailure.products': 'Anda bisa mengajukan di',
  'loginFailure.failed': 'Halaman ini tidak dapat dimuat.',
  'loginFailure.refused': 'Belum ada produk lain yang bisa ditawarkan saat ini.',
  'loginFailure.empty': 'Belum ada produk lain yang tersedia saat ini.',
  'loginFailure.applyFailed': 'Produk ini belum bisa diajukan saat ini.',
  'loginFailure.cannotOpen': 'Produk ini tidak dapat dibuka.',
};
