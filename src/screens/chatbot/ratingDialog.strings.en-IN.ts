/**
 * Strings of the chatbot's rating dialog, which loads on its own after the conversation shows
 * (src/screens/chatbot/RatingDialog.tsx). The spec's Indonesian title (§2) is said in English
 * here.
 */
export const chatbotRatingView = {
  'chatbot.ratingTitle': 'Happy with how we handled your request? Please rate us!',
  'chatbot.ratingHint': 'Tap a star to rate the answer.',
  'chatbot.ratingFailed': 'Your rating was not sent. Tap a star to try again.',
};
