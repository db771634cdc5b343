import type { SnapshotFrom } from 'xstate';
import type { downloadMachine } from '@machines/registration/download.machine';
import { loadViewOf, type LoadView } from '../shared/loadView';

export interface DownloadTemplateView {
  load: LoadView;
  ready: boolean;
  title: string;
  /** The app's download address (through safeUrl in the binding); '' when there is none. */
  downloadUrl: string;
  buttonText: string;
}

export function select(snapshot: SnapshotFrom<typeof downloadMachine>): DownloadTemplateView {
  const template = snapshot.context.template;
  return {
    load: loadViewOf(snapshot),
    ready: snapshot.matches('ready'),
    title: template?.title ?? '',
    downloadUrl: template?.downloadUrl ?? '',
    buttonText: template?.buttonText ?? '',
  };
}
