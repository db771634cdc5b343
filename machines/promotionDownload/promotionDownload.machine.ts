import { assign, fromPromise, setup } from 'xstate';
import { effects } from '../shared/effects';
import { EFFECT_WORDS, machineWords } from '../shared/words';
import { loadedData, loadFailureActions, loadGuards, loadStates, LOAD_WORDS, type LoadEvent, type LoadFailure, type LoadResult } from '../shared/load';
import type { LandingTemplate } from '../registration/registration.machine';

/**
 * The promotion download page (§2 downloadTemplate): the landing config of the same template
 * (§7 channel-template, templateId = id) gives the app's download address. The address itself is
 * a plain link the view shows once it is known (already through safeUrl in the binding).
 */
export interface DownloadInput {
  templateId: string;
}

export interface DownloadContext extends DownloadInput {
  template: LandingTemplate | null;
  failure: LoadFailure | null;
}

export type DownloadEvent = LoadEvent;

export const promotionDownloadWords = machineWords({
  purpose: 'The promotion download page: after registering, the visitor gets the link to download the app',
  events: { ...LOAD_WORDS.events },
  guards: { ...LOAD_WORDS.guards },
  delays: {},
  actors: {
    loadTemplate: {
      does: "Asks for the promotion's settings (its download link)",
      done: 'Promotion settings answered',
      error: 'Promotion settings not loaded (network or server fault)',
    },
  },
  actions: {
    ...EFFECT_WORDS,
    ...LOAD_WORDS.actions,
    setTemplate: "Keeps the promotion's title and download link to show",
  },
});

export const promotionDownloadMachine = setup({
  types: {} as { context: DownloadContext; events: DownloadEvent; input: DownloadInput },
  actors: {
    loadTemplate: fromPromise<LoadResult<LandingTemplate>, { templateId: string }>(async () => ({ ok: false, message: '' })),
  },
  actions: {
    ...effects,
    ...loadFailureActions<DownloadContext, DownloadEvent>(),
    setTemplate: assign({
      template: ({ event }) => loadedData<LandingTemplate>(event),
    }),
  },
  guards: { ...loadGuards },
}).createMachine({
  id: 'promotionDownload',
  meta: { words: promotionDownloadWords },
  context: ({ input }) => ({ templateId: input.templateId, template: null, failure: null }),
  initial: 'loading',
  states: {
    ...loadStates('loadTemplate', [{ target: 'ready', actions: 'setTemplate' }], ({ context }: { context: DownloadContext }) => ({
      templateId: context.templateId,
    })),
    ready: {
      description: "'One step left': the offer and 'Download the app', or a note to find the app in the app store when there is no link",
    },
  },
});
