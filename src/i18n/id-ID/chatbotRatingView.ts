/** Strings of the chatbot's rating dialog (see ../en-IN/chatbotRatingView.ts). */
import type { chatbotRatingView as english } from '../en-IN/chatbotRatingView';

export const chatbotRatingView: Record<keyof typeof english, string> = {
  'chatbot.ratingTitle': 'Puas dengan pengajuan Anda? Yuk beri ulasan!',
  'chatbot.ratingHint': 'Ketuk bintang untuk menilai jawaban.',
  'chatbot.ratingFailed': 'Penilaian Anda belum terkirim. Ketuk bintang untuk mencoba lagi.',
};
