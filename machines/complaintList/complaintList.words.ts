import { LOAD_WORDS } from '../shared/load';
import { EFFECT_WORDS, machineWords } from '../shared/words';

/** The product's words of this flow's machine (machines/shared/words.ts): its purpose and every part it names. */
export const complaintListWords = machineWords({
  purpose: "My complaints: the server's status tabs, each listing its complaints; tapping one opens its details",
  events: {
    ...LOAD_WORDS.events,
    'user.selectTab': 'User taps a status tab',
    'user.openComplaint': 'User taps a complaint',
  },
  guards: {
    ...LOAD_WORDS.guards,
    hasNoTabs: 'The server sent no tabs at all',
    hasItemsInStartTab: 'The tab the list opens on (the one the address names, else the first) has complaints',
    isKnownTab: 'The tab tapped is one the server sent',
    hasItemsInTab: 'The tab tapped has complaints',
  },
  delays: {},
  actors: {
    loadComplaints: {
      does: "Asks for the user's complaints, by status tab",
      done: 'Complaints loaded',
      error: 'Complaints not loaded (network or server fault)',
    },
  },
  actions: {
    ...EFFECT_WORDS,
    ...LOAD_WORDS.actions,
    setTabs: 'Keeps the tabs and their complaints, and selects the tab the address names (else the first)',
    selectTab: 'Shows the tab tapped as selected, and keeps it for Back and reload',
  },
});
