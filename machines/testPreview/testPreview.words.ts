import { machineWords } from '../shared/words';

/** The product's words of this flow's machine (machines/shared/words.ts): its purpose and every part it names. */
export const testPreviewWords = machineWords({
  purpose: "The developers' test page: device and order fields to edit, links to the pages built, and device tools to try",
  events: {
    'user.editField': 'Tester edits a device or order field',
    'user.editContact': 'Tester edits the contact field',
    'user.pickPhoto': 'Tester picks a photo',
    'user.tapLocate': 'Tester taps Read location',
  },
  guards: {},
  delays: {},
  actors: {
    readLocation: { does: "Reads the phone's location", done: 'Location read', error: 'Location not available (access refused or no fix)' },
  },
  actions: {
    setField: 'Keeps the field as typed (the page links use it)',
    setContact: 'Keeps the contact as typed',
    setPhoto: "Shows the chosen photo's name",
  },
});
