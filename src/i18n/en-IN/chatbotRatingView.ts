/**
 * Strings of the chatbot's rating dialog, which loads on its own after the conversation shows
 * (src/screens/chatbot/RatingDialog.tsx). The title is quoted by the spec (§2) and shown as quoted
 * in both markets.
 */
export const chatbotRatingView = {
  'chatbot.ratingTitle': 'Puas dengan pengajuan Anda? Yuk beri ulasan!',
  'chatbot.ratingHint': 'Tap a star to rate the answer.',
  'chatbot.ratingFailed': 'Your rating was not sent. Tap a star to try again.',
};
