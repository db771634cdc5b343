/**
 * Strings of the help chatbot. The spec's Indonesian quotes ('Terselesaikan', 'Belum
 * Terselesaikan', 'Terkirim', 'Hubungi CS') are said in English here (docs/spec-notes.md
 * "Translations").
 */
export const chatbotView = {
  'chatbot.solved': 'Solved',
  'chatbot.notSolved': 'Not solved',
  'chatbot.send': 'Send',
  'chatbot.contactCs': 'Contact customer service',
  'chatbot.title': 'Help assistant',
  'chatbot.greeting': 'Hi, I am your loan assistant. Pick a topic below or type your question.',
  'chatbot.conversation': 'Conversation',
  'chatbot.announcements': 'New messages from the assistant',
  'chatbot.bot': 'Assistant',
  'chatbot.you': 'You',
  'chatbot.topics': 'Topics',
  'chatbot.noQuestions': 'There are no questions in this topic yet. Type your question below.',
  'chatbot.questionsIn': 'Questions about {topic}',
  'chatbot.helpful': 'Did this answer solve your problem?',
  'chatbot.markedSolved': 'You marked this as solved',
  'chatbot.markedNotSolved': 'You marked this as not solved',
  'chatbot.rated': 'You rated this answer {n} of 5 stars',
  'chatbot.reportFallback': 'Sorry this did not help. Our support team can look into it for you.',
  'chatbot.thanksFallback': 'Thank you for your feedback.',
  'chatbot.refusedFallback': 'The assistant cannot answer this right now.',
  'chatbot.typing': 'The assistant is typing',
  'chatbot.failed': 'That did not go through. Check your connection and try again.',
  'chatbot.inputLabel': 'Type your question',
  'chatbot.inputPlaceholder': 'Type your question…',
  'chatbot.loadFailed': 'The assistant could not be loaded. Check your connection and try again.',
  'chatbot.empty': 'The assistant has no topics yet. Please try again later.',
};
