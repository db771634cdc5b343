/**
 * A machine's parts in the product's words (issue 21), for the people who never read TypeScript:
 * product owners read them in the diagrams, QA in the test plans. Each state says
 * what the borrower sees there in its own `description`; the rest is this glossary, written in
 * machines/<flow>/<flow>.words.ts and carried by the root's `meta.words`. tests/unit/words.test.ts
 * fails on any state, event, guard, delay, invoked actor or action a machine uses without its
 * words here.
 *
 * Write as the user or the product sees it, short, present tense, no code names:
 * events "Borrower taps Pay"; guards "A card is chosen"; actors what is asked and how it ends
 * ("Card list loaded" / "Card list not loaded"); actions what visibly happens or is kept ("Keeps
 * the code typed"). A toast's text and a page opened are added from the catalogs by the generator.
 */
export interface MachineWords {
  /** One line: what the flow is for, shown first in the gallery and the test plans. */
  purpose: string;
  /** Every event a state accepts (`user.*`, `host.*`, ...), as the person or the host does it. */
  events: Readonly<Record<string, string>>;
  /** Every guard, as the condition that holds when it passes. */
  guards: Readonly<Record<string, string>>;
  /** Every named delay ("The countdown's second passes"). */
  delays: Readonly<Record<string, string>>;
  /** Every invoked actor: the request or job, and its outcomes as the done and error events read. */
  actors: Readonly<Record<string, { readonly does: string; readonly done: string; readonly error: string }>>;
  /** Every action the machine names, by what the user sees or what is kept. */
  actions: Readonly<Record<string, string>>;
}

/** Declares a machine's words, typed; `createMachine({ meta: { words } })` carries them. */
export const machineWords = (words: MachineWords): MachineWords => words;

/** The words shared by every flow's effects (machines/shared/effects.ts). */
export const EFFECT_WORDS = {
  toast: 'Shows a message',
  navigate: 'Opens a page',
  leave: 'Leaves the flow (the app closes the page; a browser goes back)',
} as const;
