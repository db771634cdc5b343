import type { SnapshotFrom } from 'xstate';
import type { promotionDownloadMachine } from '@machines/promotionDownload/promotionDownload.machine';
import { loadViewOf, type LoadView } from '../shared/loadView';

export interface PromotionDownloadView {
  load: LoadView;
  ready: boolean;
  title: string;
  /** The app's download address (through safeUrl in the binding); '' when there is none. */
  downloadUrl: string;
  buttonText: string;
}

export function select(snapshot: SnapshotFrom<typeof promotionDownloadMachine>): PromotionDownloadView {
  const template = snapshot.context.template;
  return {
    load: loadViewOf(snapshot),
    ready: snapshot.matches('ready'),
    title: template?.title ?? '',
    downloadUrl: template?.downloadUrl ?? '',
    buttonText: template?.buttonText ?? '',
  };
}
