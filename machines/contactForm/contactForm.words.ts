import { EFFECT_WORDS, machineWords } from '../shared/words';

/** The product's words of this flow's machine (machines/shared/words.ts): its purpose and every part it names. */
export const contactFormWords = machineWords({
  purpose: "The public site's contact forms (the footer's and the Contact page's): Send checks the required fields; nothing is sent to a server",
  events: {
    'user.type': 'Visitor types in a field',
    'user.submit': 'Visitor taps Send',
  },
  guards: {
    isComplete: 'Every required field is filled (spaces alone count as empty)',
    fillsLastMissing: 'What is typed fills the last field still marked empty',
  },
  delays: {
    successToast: "The success message's 3 seconds pass",
  },
  actors: {},
  actions: {
    ...EFFECT_WORDS,
    setValue: 'Keeps what is typed; a marked field filled loses its mark',
    markMissing: "Marks each empty required field 'Please fill this in.'",
    clearForm: 'Empties the form',
    focusField: 'Puts the cursor in the first empty field',
  },
});
