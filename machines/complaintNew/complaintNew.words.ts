import { LEAVING_WORDS } from '../shared/leaving';
import { LOAD_WORDS } from '../shared/load';
import { ORDER_SWITCH_WORDS } from '../shared/orderSwitch';
import { machineWords } from '../shared/words';

/** The product's words of this flow's machine (machines/shared/words.ts): its purpose and every part it names. */
export const complaintNewWords = machineWords({
  purpose: "New complaint: the order's card (with 'All' to switch orders) and the help topics; a topic opens the chatbot for that order",
  events: {
    ...LOAD_WORDS.events,
    ...ORDER_SWITCH_WORDS.events,
    ...LEAVING_WORDS.events,
    'user.pickCategory': 'User taps a help topic',
  },
  guards: {
    ...LOAD_WORDS.guards,
    ...ORDER_SWITCH_WORDS.guards,
    needsOrderNo: 'The address names the order by its id only: its order number is looked up first',
    hasNoCategories: 'The order has no help topics',
    isListedCategory: 'The topic tapped is one the page lists',
  },
  delays: {},
  actors: {
    findOrder: {
      does: 'Looks up the order number of the order the address names (problem-init by order id)',
      done: 'Order looked up',
      error: 'Order not looked up (network or server fault)',
    },
    loadInit: {
      does: 'Asks for the order, the other orders and the help topics (problem-init v3)',
      done: 'Order and help topics loaded',
      error: ORDER_SWITCH_WORDS.loadFailed,
    },
    ...LEAVING_WORDS.actors,
  },
  actions: {
    ...ORDER_SWITCH_WORDS.pageActions,
    setFoundOrderNo: 'Keeps the order number found, to ask for its help topics',
    setNoOrder: 'Keeps that the user has no order (nothing to show or switch to)',
    setData: "Keeps the order's card, the orders to switch to and the help topics",
    chooseCategory: 'Shows the topic tapped as opening',
    forgetChosen: 'The topic no longer shows as opening',
  },
});
