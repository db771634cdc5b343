/**
 * Strings of the help chatbot. The spec's quotes are Indonesian and shown as quoted, but for the
 * send button: 'Terkirim' means "sent", so it says 'Kirim' (docs/spec-notes.md "Translations").
 */
import type { chatbotView as english } from './strings.en-IN';

export const chatbotView: Record<keyof typeof english, string> = {
  'chatbot.solved': 'Terselesaikan',
  'chatbot.notSolved': 'Belum Terselesaikan',
  'chatbot.send': 'Kirim',
  'chatbot.contactCs': 'Hubungi CS',
  'chatbot.title': 'Asisten Bantuan',
  'chatbot.greeting': 'Halo, saya asisten pinjaman Anda. Pilih topik di bawah atau ketik pertanyaan Anda.',
  'chatbot.conversation': 'Percakapan',
  'chatbot.announcements': 'Pesan baru dari asisten',
  'chatbot.bot': 'Asisten',
  'chatbot.you': 'Anda',
  'chatbot.topics': 'Topik',
  'chatbot.noQuestions': 'Belum ada pertanyaan di topik ini. Ketik pertanyaan Anda di bawah.',
  'chatbot.questionsIn': 'Pertanyaan tentang {topic}',
  'chatbot.helpful': 'Apakah jawaban ini menyelesaikan masalah Anda?',
  'chatbot.markedSolved': 'Anda menandai ini sudah selesai',
  'chatbot.markedNotSolved': 'Anda menandai ini belum selesai',
  'chatbot.rated': 'Anda memberi jawaban ini {n} dari 5 bintang',
  'chatbot.reportFallback': 'Maaf jawaban ini belum membantu. Tim CS kami siap membantu Anda.',
  'chatbot.thanksFallback': 'Terima kasih atas ulasan Anda.',
  'chatbot.refusedFallback': 'Asisten belum bisa menjawab saat ini.',
  'chatbot.typing': 'Asisten sedang mengetik',
  'chatbot.failed': 'Gagal terkirim. Periksa koneksi Anda lalu coba lagi.',
  'chatbot.inputLabel': 'Ketik pertanyaan Anda',
  'chatbot.inputPlaceholder': 'Ketik pertanyaan Anda…',
  'chatbot.loadFailed': 'Asisten tidak dapat dimuat. Periksa koneksi Anda lalu coba lagi.',
  'chatbot.empty': 'Asisten belum memiliki topik. Silakan coba lagi nanti.',
};
