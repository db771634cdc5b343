import type { SnapshotFrom } from 'xstate';
import type { complaintFormMachine, FormImage, ImageStatus } from '@machines/complaintForm/complaintForm.machine';
import { safeUrl } from '@/services/safeUrl';

type Snapshot = SnapshotFrom<typeof complaintFormMachine>;

export interface ImageTileView {
  id: number;
  /** 1-based, the number the user sees in labels. */
  position: number;
  status: ImageStatus;
  /** The picked photo, shown from the phone while there is one (nothing is downloaded again). */
  file: File | null;
  /** The server's copy, for images of a draft; null when there is none or it is not safe. */
  src: string | null;
  percent: number;
  canRemove: boolean;
  canRetry: boolean;
}

export interface ComplaintFormView {
  titles: 'loading' | 'ready' | 'refused' | 'failed';
  /** The chosen type's and sub-type's titles, '' when there is none. */
  typeTag: string;
  sonTypeTag: string;
  /** The server's answer when it refused to give the titles. */
  refusal: string;
  text: string;
  /** Only the editing form changes; from Send on, everything stays as sent. */
  editing: boolean;
  images: readonly ImageTileView[];
  canPick: boolean;
  waiting: boolean;
  saving: boolean;
  sent: boolean;
}

/**
 * The tiles change only with the images or with whether the form is editing: the same list is
 * handed back until then, so typing does not make every tile look new to the shallow compare.
 */
const tilesMemo = new WeakMap<readonly FormImage[], { editing: boolean; tiles: readonly ImageTileView[] }>();

function tilesOf(snapshot: Snapshot, editing: boolean): readonly ImageTileView[] {
  const { images } = snapshot.context;
  const known = tilesMemo.get(images);
  if (known?.editing === editing) return known.tiles;
  const tiles = images.map(
    (image, index): ImageTileView => ({
      id: image.id,
      position: index + 1,
      status: image.status,
      file: image.file,
      src: image.file ? null : safeUrl(image.url),
      percent: image.percent,
      canRemove: snapshot.can({ type: 'user.removeImage', index }),
      canRetry: snapshot.can({ type: 'user.retryImage', index }),
    }),
  );
  tilesMemo.set(images, { editing, tiles });
  return tiles;
}

function titlesPhase(snapshot: Snapshot): ComplaintFormView['titles'] {
  if (snapshot.matches({ form: { titles: 'ready' } })) return 'ready';
  if (snapshot.matches({ form: { titles: 'refused' } })) return 'refused';
  if (snapshot.matches({ form: { titles: 'failed' } })) return 'failed';
  return 'loading';
}

export function select(snapshot: Snapshot): ComplaintFormView {
  const { titles, failure, text } = snapshot.context;
  const editing = snapshot.matches({ form: { submission: 'editing' } });
  return {
    titles: titlesPhase(snapshot),
    typeTag: titles?.type ?? '',
    sonTypeTag: titles?.sonType ?? '',
    refusal: failure?.kind === 'refused' ? failure.message : '',
    text,
    editing,
    images: tilesOf(snapshot, editing),
    canPick: snapshot.can({ type: 'user.pickImages', files: [] }),
    waiting: snapshot.matches({ form: { submission: 'waitingForUploads' } }),
    saving: snapshot.matches({ form: { submission: 'saving' } }),
    // The modal stays up until the entry page replaces the form.
    sent: snapshot.matches({ form: { submission: 'sent' } }) || snapshot.matches('left'),
  };
}
