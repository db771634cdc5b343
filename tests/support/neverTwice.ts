/** What the two never-twice property tests (tests/unit and tests/component) record of each call. */

/** §4, §9: a new SMS code only after the 60 s countdown (a literal from the spec). */
export const SMS_COUNTDOWN_MS = 60_000;

/** What the server did with a call: took it, refused it, never got it, or took it and the answer was lost. */
export type Verdict = 'accepted' | 'refused' | 'notReached' | 'unclear';

/** A call as the fake server received it. */
export interface SentCall {
  call: string;
  body: string;
  /** The step that caused it (an event, an answer, a timer, the page starting). */
  step: number;
  at: number;
  /** The page the user opened (reloads keep it; a fresh open starts another). */
  opening: number;
  /** The page's life in the tab (a reload starts another). */
  visit: number;
  verdict?: Verdict;
  answeredStep?: number;
}
