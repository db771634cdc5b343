/**
 * §4, §9: a rating of this many stars or more goes to the host's own rating (loan details' rate
 * screen, the chatbot's score bridge); a lower one gets the page's thanks.
 */
export const HOST_RATING_SCORE = 4;
