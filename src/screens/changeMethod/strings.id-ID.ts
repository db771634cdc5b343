/** Strings of the change-method page; the confirm button and the toast are the spec's own (§2, §5). */
import type { changeMethodView as english } from './strings.en-IN';

export const changeMethodView: Record<keyof typeof english, string> = {
  'changeMethod.title': 'Metode Pembayaran',
  'changeMethod.amount': 'Jumlah yang dibayar',
  'changeMethod.amountDue': 'Seluruh tagihan saat ini',
  'changeMethod.payType': 'Bayar di',
  'changeMethod.type.bank': 'Bank',
  'changeMethod.type.market': 'Minimarket',
  'changeMethod.chooseType': 'Pilih Bank atau Minimarket untuk melihat tempat pembayaran.',
  'changeMethod.banks': 'Pilih bank',
  'changeMethod.methods': 'Bayar melalui',
  'changeMethod.methodsLocked': 'Pilih bank terlebih dahulu.',
  'changeMethod.noMethods': 'Tidak perlu memilih metode: bayar lewat layanan {bank} mana pun.',
  'changeMethod.markets': 'Pilih mini market',
  'changeMethod.noBanks': 'Belum ada bank yang tersedia untuk pembayaran ini.',
  'changeMethod.noMarkets': 'Belum ada mini market yang tersedia untuk pembayaran ini.',
  'changeMethod.loadFailed': 'Pilihan pembayaran tidak dapat dimuat.',
  'changeMethod.missing': 'Tautan pembayaran ini tidak lengkap. Silakan buka lagi dari pinjaman Anda.',
  'changeMethod.confirm': 'SAYA INGIN MEMBAYAR',
  'changeMethod.incomplete': 'Silakan lengkapi informasinya',
};
