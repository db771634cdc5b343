/**
 * Strings of the recommended list. 'Pengajuan Khusus', the quota-full text and 'Kembali Ke
 * Beranda' are quoted by the spec (§2) in Indonesian: translated here for India, shown as quoted
 * in Indonesia (docs/spec-notes.md "Copy").
 */
export const recommendedView = {
  'recommended.title': 'Special Applications',
  'recommended.full': 'Applications are full today. Please apply again tomorrow.',
  'recommended.home': 'Back to Home',
  'recommended.failed': 'The products could not be loaded.',
  'recommended.refused': 'No products can be offered right now.',
  'recommended.applyFailed': 'This product cannot be applied for right now.',
  'recommended.cannotOpen': 'This product could not be opened.',
} as const;
