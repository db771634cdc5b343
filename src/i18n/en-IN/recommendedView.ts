/**
 * Strings of the recommended list. 'Pengajuan Khusus', the quota-full text and 'Kembali Ke
 * Beranda' are quoted by the spec (§2) and shown as quoted in both markets.
 */
export const recommendedView = {
  'recommended.title': 'Pengajuan Khusus',
  'recommended.full': 'Pengajuan sudah penuh , Silahkan pengajuan kembali di besok hari',
  'recommended.home': 'Kembali Ke Beranda',
  'recommended.failed': 'The products could not be loaded.',
  'recommended.refused': 'No products can be offered right now.',
  'recommended.applyFailed': 'This product cannot be applied for right now.',
  'recommended.cannotOpen': 'This product could not be opened.',
} as const;
