import { LEAVING_WORDS } from '../shared/leaving';
import { LOAD_WORDS } from '../shared/load';
import { EFFECT_WORDS, machineWords } from '../shared/words';

/** The product's words of this flow's machine (machines/shared/words.ts): its purpose and every part it names. */
export const chatbotWords = machineWords({
  purpose:
    'The help chatbot: topic tabs, questions and answers, Solved / Not solved with a star rating, typed questions, and a way to customer service (the complaint pages)',
  events: {
    ...LOAD_WORDS.events,
    ...LEAVING_WORDS.events,
    'user.pickTab': 'User taps a topic tab',
    'user.askQuestion': 'User taps a question',
    'user.solved': 'User taps Solved under an answer',
    'user.notSolved': "User taps 'Not solved' under an answer",
    'user.contactCs': "User taps 'Contact customer service'",
    'user.type': 'User types in the question field',
    'user.send': 'User taps Send',
    'user.rate': 'User taps a star',
    'user.closeRating': 'User closes the rating dialog',
  },
  guards: {
    ...LOAD_WORDS.guards,
    hasNoCategories: 'The assistant has no topics',
    isListed: 'The question tapped is one the conversation lists',
    isHandoverQuestion: 'The question hands over to customer service (action_type 4)',
    isOpenAnswer: "The answer is not yet marked Solved or 'Not solved'",
    isReport: "The tap is on a 'Contact customer service' row",
    hasDraft: 'Something is typed',
    isSolvedReply: 'The verdict recorded is Solved',
    isLowScore: 'Fewer than 4 stars',
    isQuestionsFailed: "The tab's questions were the request that failed",
    isAnswerFailed: "The question's answer was the request that failed",
    isFeedbackFailed: "Solved / 'Not solved' was the request that failed",
    isTextFailed: 'The typed text was the request that failed',
  },
  delays: {},
  actors: {
    loadCategories: {
      does: "Asks for the assistant's greeting and topics (get-qa-list, top level)",
      done: 'Greeting and topics loaded',
      error: 'Assistant not loaded (network or server fault)',
    },
    loadQuestions: {
      does: "Asks for the tab's questions (get-qa-list)",
      done: 'Questions loaded',
      error: 'Questions not loaded (network or server fault)',
    },
    loadAnswer: {
      does: "Asks for the question's answer or follow-up questions (get-qa-list)",
      done: 'Answer loaded',
      error: 'Answer not loaded (network or server fault)',
    },
    recordFeedback: {
      does: "Records Solved ('1') or 'Not solved' ('0') (qa-record type 2)",
      done: 'Verdict recorded',
      error: 'Verdict not sent (network or server fault)',
    },
    recordText: {
      does: 'Sends the typed question (qa-record type 4)',
      done: 'Typed question answered',
      error: 'Typed question not sent (network or server fault)',
    },
    recordRating: {
      does: 'Sends the stars (qa-record type 3)',
      done: 'Rating recorded',
      error: 'Rating not sent (network or server fault)',
    },
    ...LEAVING_WORDS.actors,
  },
  actions: {
    ...EFFECT_WORDS,
    ...LOAD_WORDS.actions,
    setStart: 'Keeps the greeting and the topics, and selects the tab the address names (else the first)',
    chooseTab: 'Shows the tab tapped as selected',
    showTabInAddress: 'Keeps the tab in the address (Back and reload keep it)',
    callScoreBridge: 'Hands the stars to the app (4 or more, when the app takes them)',
    recordHandover: 'Records the handover in the background (qa-record type 1); the complaint pages open whatever it answers',
    setDraft: 'Keeps what is typed',
    requestAnswer: 'Keeps the question tapped, to ask for its answer',
    requestVerdict: "Keeps Solved or 'Not solved', to record it",
    requestText: 'Keeps the typed question, to send it',
    clearFailed: "Hides 'That did not go through'",
    markFailed: "Shows 'That did not go through' with Try again; the request is kept to send again",
    appendQuestions: "Adds the tab's questions to the conversation ('Questions about' the topic)",
    appendRefusal: "Adds the server's refusal to the conversation (else 'The assistant cannot answer this right now')",
    appendAnswer:
      "Adds the question asked, then its answer with Solved / 'Not solved', its follow-up questions, or, with neither, 'Contact customer service'",
    markSolved: "The answer reads 'You marked this as solved'; the rating dialog opens for it",
    markUnsolved:
      "The answer reads 'You marked this as not solved'; the assistant adds the question's own reply (else the server's) with 'Contact customer service'",
    appendTextAnswer:
      "Adds the typed question and the server's answer: with Solved / 'Not solved' when it matched a question, else with 'Contact customer service'; the text sent leaves the field",
    chooseScore: 'Shows the stars tapped',
    markRatingFailed: "Shows 'Your rating was not sent. Tap a star to try again.'",
    setRated: 'The answer keeps its stars (read-only); the dialog closes',
    appendThanks: "Adds the server's thanks to the conversation (else 'Thank you for your feedback')",
    dropRating: 'The dialog closes without stars',
  },
});
