import { LEAVING_WORDS } from '../shared/leaving';
import { LOAD_WORDS } from '../shared/load';
import { ORDER_SWITCH_WORDS } from '../shared/orderSwitch';
import { machineWords } from '../shared/words';

/** The product's words of this flow's machine (machines/shared/words.ts): its purpose and every part it names. */
export const complaintEntryWords = machineWords({
  purpose:
    "Complaint entry: the order's card (with 'All' to switch orders) and its question types; a type, or a collection sub-type, opens the complaint form",
  events: {
    ...LOAD_WORDS.events,
    ...ORDER_SWITCH_WORDS.events,
    ...LEAVING_WORDS.events,
    'user.pickType': 'User taps a question type',
    'user.pickSubType': 'User taps a collection sub-type',
    'user.backToTypes': "User taps 'Back to question types'",
    'address.changed': "The page's address changes (Back, or the page's own move landing)",
  },
  guards: {
    ...LOAD_WORDS.guards,
    ...ORDER_SWITCH_WORDS.guards,
    hasNoTypes: 'The order has no question types',
    canReopenSubTypes:
      'The address is at the sub-type step and the order still allows collection complaints (isShow 1, collection type listed)',
    isCollection: "The type tapped is collection (type '1')",
    canSendCollection: 'The order allows collection complaints (isShow 1)',
    hasLeftSubTypes: 'The address no longer shows the sub-type step it showed (Back landed)',
    isOnSubTypesStep: 'The sub-type step is in the address',
  },
  delays: {},
  actors: {
    loadInit: {
      does: 'Asks for the order, the other orders, the question types and the collection sub-types (problem-init)',
      done: 'Order and question types loaded',
      error: ORDER_SWITCH_WORDS.loadFailed,
    },
    ...LEAVING_WORDS.actors,
  },
  actions: {
    ...ORDER_SWITCH_WORDS.pageActions,
    setData: "Keeps the order's card, the orders to switch to, the question types and the sub-types",
    chooseType: 'Shows the type tapped as opening the form',
    chooseSubType: 'Shows the sub-type tapped as opening the form (collection type)',
    enterSubTypesStep: 'Keeps that the sub-type step is shown',
    leaveSubTypesStep: 'Goes back in the history, off the sub-type step',
    forgetSubTypesStep: 'Keeps that the sub-type step is left',
    leaveUnshownStep: 'Goes back off the sub-type step the address asked for, when the order cannot show it',
    forgetChoice: 'The choice no longer shows as opening',
  },
});
