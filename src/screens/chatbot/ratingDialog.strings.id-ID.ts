/** Strings of the chatbot's rating dialog (see ratingDialog.strings.en-IN.ts). */
import type { chatbotRatingView as english } from './ratingDialog.strings.en-IN';

export const chatbotRatingView: Record<keyof typeof english, string> = {
  'chatbot.ratingTitle': 'Puas dengan pengajuan Anda? Yuk beri ulasan!',
  'chatbot.ratingHint': 'Ketuk bintang untuk menilai jawaban.',
  'chatbot.ratingFailed': 'Penilaian Anda belum terkirim. Ketuk bintang untuk mencoba lagi.',
};
