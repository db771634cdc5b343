/**
 * The tone of an order status, from the status text the server sends (it sends words, in the
 * market's language, not codes). One table for both markets: the first tone with a phrase in the
 * text wins, so the more specific meanings come first ('Partially repaid' is still being paid,
 * 'Not approved' is a refusal, not an approval).
 */
export type StatusTone = 'overdue' | 'rejected' | 'pending' | 'repaid' | 'neutral';

export const STATUS_TONES: readonly (readonly [Exclude<StatusTone, 'neutral'>, readonly string[]])[] = [
  ['overdue', ['overdue', 'past due', 'late', 'terlambat', 'telat', 'lewat jatuh tempo', 'menunggak', 'tunggakan']],
  [
    'rejected',
    ['rejected', 'not approved', 'declined', 'denied', 'refused', 'failed', 'cancelled', 'canceled',
      'ditolak', 'tidak disetujui', 'gagal', 'dibatalkan', 'batal'],
  ],
  [
    'pending',
    ['pending', 'under review', 'in review', 'reviewing', 'processing', 'in process', 'disbursing', 'due',
      'partially', 'unpaid', 'not paid', 'menunggu', 'diproses', 'proses', 'ditinjau', 'peninjauan',
      'dicairkan', 'pencairan', 'jatuh tempo', 'sebagian', 'belum'],
  ],
  ['repaid', ['repaid', 'paid off', 'paid', 'settled', 'closed', 'lunas', 'dilunasi', 'selesai']],
];

/** The words of a text, lower-cased, each between single spaces: phrases match whole words only. */
function words(text: string): string {
  return ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
}

export function statusTone(status: string): StatusTone {
  const text = words(status);
  for (const [tone, phrases] of STATUS_TONES) {
    if (phrases.some((phrase) => text.includes(` ${phrase} `))) return tone;
  }
  return 'neutral';
}
