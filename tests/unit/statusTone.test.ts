import { STATUS_TONES, statusTone, type StatusTone } from '@/ui/statusTone';

/** Status texts as the servers of both markets word them, with the meaning a borrower reads. */
const CASES: readonly (readonly [string, StatusTone])[] = [
  ['Overdue', 'overdue'],
  ['OVERDUE 3 days', 'overdue'],
  ['Past due', 'overdue'],
  ['Terlambat', 'overdue'],
  ['Lewat jatuh tempo', 'overdue'],
  ['Repaid', 'repaid'],
  ['paid off', 'repaid'],
  ['Settled', 'repaid'],
  ['Lunas', 'repaid'],
  ['Selesai', 'repaid'],
  ['Rejected', 'rejected'],
  ['Not approved', 'rejected'],
  ['Ditolak', 'rejected'],
  ['Tidak disetujui', 'rejected'],
  ['Pending', 'pending'],
  ['Pending repayment', 'pending'],
  ['Under review', 'pending'],
  ['Repayment processing', 'pending'],
  ['Approved, disbursing', 'pending'],
  ['Due today', 'pending'],
  ['Partially repaid', 'pending'],
  ['Menunggu pembayaran', 'pending'],
  ['Sedang ditinjau', 'pending'],
  ['Pembayaran diproses', 'pending'],
  ['Disetujui, sedang dicairkan', 'pending'],
  ['Jatuh tempo hari ini', 'pending'],
  ['Dibayar sebagian', 'pending'],
  ['Belum lunas', 'pending'],
  ['Approved', 'neutral'],
  ['', 'neutral'],
  ['Unpaid', 'pending'],
  // Whole words only: a word that merely contains another is not it.
  ['Lateral', 'neutral'],
  ['Duet', 'neutral'],
];

describe('order status tones', () => {
  it.each(CASES)('%j reads as %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it('holds the four meanings in one table, each phrase once, lower-case', () => {
    expect(STATUS_TONES.map(([tone]) => tone)).toEqual(['overdue', 'rejected', 'pending', 'repaid']);
    const phrases = STATUS_TONES.flatMap(([, list]) => list);
    expect(new Set(phrases).size).toBe(phrases.length);
    for (const phrase of phrases) expect(phrase).toBe(phrase.toLowerCase().trim());
  });
});
