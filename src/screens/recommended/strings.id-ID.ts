/**
 * Strings of the recommended list. 'Pengajuan Khusus', the quota-full text and 'Kembali Ke
 * Beranda' are quoted by the spec (§2) in Indonesian and shown here as quoted (India shows them
 * in English, docs/spec-notes.md "Copy").
 */
import type { recommendedView as english } from './strings.en-IN';

export const recommendedView: Record<keyof typeof english, string> = {
  'recommended.title': 'Pengajuan Khusus',
  'recommended.full': 'Pengajuan sudah penuh , Silahkan pengajuan kembali di besok hari',
  'recommended.home': 'Kembali Ke Beranda',
  'recommended.failed': 'Produk tidak dapat dimuat.',
  'recommended.refused': 'Belum ada produk yang bisa ditawarkan saat ini.',
  'recommended.applyFailed': 'Produk ini belum bisa diajukan saat ini.',
  'recommended.cannotOpen': 'Produk ini tidak dapat dibuka.',
};
