import { assign, fromPromise, setup } from 'xstate';
import { effects } from '../shared/effects';
import { loadedData, loadFailureActions, loadGuards, loadStates, type LoadEvent, type LoadFailure, type LoadResult } from '../shared/load';
import type { LandingTemplate } from '../registration/registration.machine';
import { promotionDownloadWords } from './promotionDownload.words';

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
  meta: { words: promotionDownloadWords },
});
