import { and, assign, fromCallback, not, setup, type EventObject } from 'xstate';
import { loadedData, loadFailureActions, loadGuards, type LoadFailure, type LoadResult } from '../shared/load';
import { effects, toast } from '../shared/effects';
import { toastServerMessage } from '../shared/toastServerMessage';
import { port } from '../shared/ports';
import { complaintFormWords } from './complaintForm.words';
import { clipUnits, isBlankText, withoutControls } from '../shared/text';

/**
 * The complaint form (§2 "Complaint form", §4 complaint flow, §5, §9). While the form is shown,
 * three regions run side by side, so none waits on another:
 * - `titles`: problem-init maps the type values to titles; typing and uploading never wait on it.
 * - `uploads`: the upload queue, one image at a time, in the order picked.
 * - `submission`: editing, then Send. Send while images are still going up waits for them
 *   (`waitingForUploads`) and saves when the last one is up; a failed image stops the send,
 *   because sending without it would silently drop evidence the borrower attached.
 * After the success modal the page goes back to the complaint entry: `left` ends the machine, so
 * nothing of the form (a late problem-init answer) runs on a page that is gone.
 * The draft (text and uploaded URLs) is handed to the injected `saveDraft` on every change and
 * cleared by `clearDraft` once the server has the complaint.
 */

export const MAX_DESCRIPTION = 200;
export const MAX_IMAGES = 9;
/** §9: the success modal stays 1.5 s before the page goes back to the complaint entry. */
export const SUCCESS_MODAL_MS = 1500;

export type ImageStatus = 'queued' | 'uploading' | 'failed' | 'uploaded';

export interface FormImage {
  /** Stable within the page's life, for list keys; events address images by position. */
  id: number;
  status: ImageStatus;
  /** The picked photo (retry and the local thumbnail need it); null for images of a draft. */
  file: File | null;
  /** The server's URL once uploaded, '' before. */
  url: string;
  /** Progress of the upload in flight, 0-100. */
  percent: number;
}

export interface ComplaintKey {
  problemType: string;
  problemSonType: string;
  orderNo: string;
}

export interface Draft {
  text: string;
  imageUrls: string[];
}

export interface ComplaintFormInput extends ComplaintKey {
  draft?: Draft | null;
}

export interface Titles {
  type: string;
  sonType: string;
}

/** What problem-save receives (§3 "Complaint to save"). */
export interface ComplaintSubmission extends ComplaintKey {
  problemDetail: string;
  /** Uploaded URLs in the order shown, comma-joined; '' when there are none. */
  problemImage: string;
}

export type DraftParams = ComplaintKey & Draft;

export interface ComplaintFormContext extends ComplaintKey {
  titles: Titles | null;
  /** Why the titles did not load: the server's refusal (shown, final) or a fault (retried). */
  failure: LoadFailure | null;
  text: string;
  images: FormImage[];
}

/** What the upload actor tells the machine: whole percents while the photo goes out, then the outcome. */
export type UploadEvent =
  | { type: 'upload.progress'; percent: number }
  | { type: 'upload.uploaded'; url: string }
  /** The server refused the photo, with its message (toasted by the form). */
  | { type: 'upload.refused'; message: string }
  /** No connection, or an answer that is not an upload. */
  | { type: 'upload.failed' };

export type ComplaintFormEvent =
  | { type: 'user.editText'; value: string }
  | { type: 'user.pickImages'; files: readonly File[] }
  | { type: 'user.removeImage'; index: number }
  | { type: 'user.retryImage'; index: number }
  | { type: 'user.tapSend' }
  | { type: 'user.retryTitles' }
  | UploadEvent;

/**
 * At most 200 UTF-16 units (the counter's unit), never ending in half of a surrogate pair (a
 * field's maxLength can cut an emoji in two); control characters dropped (machines/shared/text).
 */
export function clipDescription(value: string): string {
  return clipUnits(withoutControls(value), MAX_DESCRIPTION);
}

export function uploadedUrls(images: readonly FormImage[]): string[] {
  return images.filter((image) => image.status === 'uploaded').map((image) => image.url);
}

function imagesFromDraft(draft: Draft | null | undefined): FormImage[] {
  return (draft?.imageUrls ?? [])
    .slice(0, MAX_IMAGES)
    .map((url, i) => ({ id: i + 1, status: 'uploaded', file: null, url, percent: 100 }));
}

const hasStatus = (context: ComplaintFormContext, status: ImageStatus) =>
  context.images.some((image) => image.status === status);

/** Replaces the image in flight (there is at most one). */
const updateUploading = (images: FormImage[], patch: Partial<FormImage>) =>
  images.map((image) => (image.status === 'uploading' ? { ...image, ...patch } : image));

const draftOf = ({ context }: { context: ComplaintFormContext }): DraftParams => ({
  problemType: context.problemType,
  problemSonType: context.problemSonType,
  orderNo: context.orderNo,
  text: context.text,
  imageUrls: uploadedUrls(context.images),
});

const keyOf = ({ context }: { context: ComplaintFormContext }): ComplaintKey => ({
  problemType: context.problemType,
  problemSonType: context.problemSonType,
  orderNo: context.orderNo,
});

const saveDraft = { type: 'saveDraft', params: draftOf } as const;


export const complaintFormMachine = setup({
  types: {} as { context: ComplaintFormContext; events: ComplaintFormEvent; input: ComplaintFormInput },
  actors: {
    loadTitles: port<LoadResult<Titles>, ComplaintKey>('loadTitles'),
    /**
     * Compresses and uploads one photo, sending UploadEvents back; stopping it (the image was
     * removed, the page closed) aborts the request.
     */
    uploadImage: fromCallback<EventObject, { file: File }>(() => {
      throw new Error('uploadImage not provided');
    }),
    saveComplaint: port<LoadResult<unknown>, ComplaintSubmission>('saveComplaint'),
  },
  delays: {
    successModal: SUCCESS_MODAL_MS,
  },
  guards: {
    ...loadGuards,
    isDescriptionBlank: ({ context }) => isBlankText(context.text),
    isImageLimitReached: ({ context }) => context.images.length >= MAX_IMAGES,
    isPickOverflowing: ({ context, event }) =>
      event.type === 'user.pickImages' && event.files.length > MAX_IMAGES - context.images.length,
    hasImageAt: ({ context, event }) => event.type === 'user.removeImage' && context.images[event.index] !== undefined,
    isRetryable: ({ context, event }) =>
      event.type === 'user.retryImage' && context.images[event.index]?.status === 'failed',
    hasFailedImage: ({ context }) => hasStatus(context, 'failed'),
    hasPendingUpload: ({ context }) => hasStatus(context, 'queued') || hasStatus(context, 'uploading'),
    hasQueuedImage: ({ context }) => hasStatus(context, 'queued'),
    /** The image in flight was removed: leaving the state stops (aborts) its upload. */
    isCurrentUploadGone: ({ context }) => !hasStatus(context, 'uploading'),
  },
  actions: {
    ...effects,
    ...loadFailureActions<ComplaintFormContext, ComplaintFormEvent>(),
    saveDraft: (_, _params: DraftParams) => {},
    clearDraft: (_, _params: ComplaintKey) => {},
    setTitles: assign({
      titles: ({ event }) => loadedData<Titles>(event),
      failure: null,
    }),
    setText: assign({
      text: ({ context, event }) => (event.type === 'user.editText' ? clipDescription(event.value) : context.text),
    }),
    /** The first files that fit; the rest are dropped (the transition says so with a toast). */
    addImages: assign({
      images: ({ context, event }) => {
        if (event.type !== 'user.pickImages') return context.images;
        const free = MAX_IMAGES - context.images.length;
        let nextId = context.images.reduce((max, image) => Math.max(max, image.id), 0);
        const added = event.files.slice(0, Math.max(0, free)).map(
          (file): FormImage => ({ id: (nextId += 1), status: 'queued', file, url: '', percent: 0 }),
        );
        return [...context.images, ...added];
      },
    }),
    removeImage: assign({
      images: ({ context, event }) =>
        event.type === 'user.removeImage' ? context.images.filter((_, i) => i !== event.index) : context.images,
    }),
    requeueImage: assign({
      images: ({ context, event }) =>
        event.type === 'user.retryImage'
          ? context.images.map((image, i) => (i === event.index ? { ...image, status: 'queued', percent: 0 } : image))
          : context.images,
    }),
    startNextUpload: assign({
      images: ({ context }) => {
        const next = context.images.findIndex((image) => image.status === 'queued');
        return context.images.map((image, i) => (i === next ? { ...image, status: 'uploading', percent: 0 } : image));
      },
    }),
    setUploadProgress: assign({
      images: ({ context, event }) =>
        event.type === 'upload.progress'
          ? updateUploading(context.images, { percent: Math.min(100, Math.max(0, Math.round(event.percent))) })
          : context.images,
    }),
    markUploaded: assign({
      images: ({ context, event }) =>
        event.type === 'upload.uploaded'
          ? updateUploading(context.images, { status: 'uploaded', url: event.url, percent: 100 })
          : context.images,
    }),
    markUploadFailed: assign({ images: ({ context }) => updateUploading(context.images, { status: 'failed', percent: 0 }) }),
  },
}).createMachine({
  id: 'complaintForm',
  context: ({ input }) => ({
    problemType: input.problemType,
    problemSonType: input.problemSonType,
    orderNo: input.orderNo,
    titles: null,
    failure: null,
    text: clipDescription(input.draft?.text ?? ''),
    images: imagesFromDraft(input.draft),
  }),
  initial: 'form',
  states: {
    form: {
      description: 'The complaint form: problem type, description with its counter, images, hints and Send',
      type: 'parallel',
      states: {
        titles: {
          description: 'The problem type and sub-type at the top of the form',
          initial: 'loading',
          states: {
            loading: {
              description: "'Loading the problem type…'",
              invoke: {
                id: 'loadTitles',
                src: 'loadTitles',
                input: keyOf,
                onDone: [
                  { guard: 'isRefused', target: 'refused', actions: 'setRefused' },
                  { target: 'ready', actions: 'setTitles' },
                ],
                onError: { target: 'failed', actions: 'setFault' },
              },
            },
            ready: { description: 'The problem type and sub-type shown as tags' },
            /** The server's answer (e.g. no such order) is final: shown once, no retry. */
            refused: { description: "The server's message in place of the problem type (no retry)" },
            failed: {
              description: "'The problem type could not be loaded.' with Retry",
              on: { 'user.retryTitles': 'loading' },
            },
          },
        },

        uploads: {
          description: 'The images go up one at a time, in the order picked',
          initial: 'idle',
          states: {
            idle: {
              description: 'No image uploading',
              always: { guard: 'hasQueuedImage', target: 'uploading', actions: 'startNextUpload' },
            },
            uploading: {
              description: "One image shows 'uploading...' with its progress; the others wait",
              always: { guard: 'isCurrentUploadGone', target: 'idle' },
              invoke: {
                id: 'uploadImage',
                src: 'uploadImage',
                input: ({ context }) => ({ file: context.images.find((image) => image.status === 'uploading')?.file as File }),
              },
              on: {
                'upload.progress': { actions: 'setUploadProgress' },
                'upload.uploaded': {
                  target: 'idle',
                  actions: ['markUploaded', saveDraft, toast('complaintForm.uploadSucceeded')],
                },
                'upload.refused': { target: 'idle', actions: ['markUploadFailed', toastServerMessage('complaintForm.failed')] },
                'upload.failed': { target: 'idle', actions: ['markUploadFailed', toast('complaintForm.uploadFault')] },
              },
            },
          },
        },

        submission: {
          description: 'Writing the complaint, then sending it',
          initial: 'editing',
          states: {
            editing: {
              description: 'The form can be changed: description, images (remove, Retry) and Send',
              on: {
                'user.editText': { actions: ['setText', saveDraft] },
                'user.removeImage': { guard: 'hasImageAt', actions: ['removeImage', saveDraft] },
                'user.retryImage': { guard: 'isRetryable', actions: 'requeueImage' },
                'user.tapSend': [
                  { guard: 'isDescriptionBlank', actions: toast('complaintForm.emptyDescription') },
                  { guard: 'hasFailedImage', actions: toast('complaintForm.imagesFailed') },
                  { guard: 'hasPendingUpload', target: 'waitingForUploads' },
                  { target: 'saving' },
                ],
              },
              // §5: the picker disappears at 9 images, whatever state they are in.
              initial: 'withPicker',
              states: {
                withPicker: {
                  description: "Fewer than 9 images: the 'Add images' tile shows",
                  always: { guard: 'isImageLimitReached', target: 'imagesFull' },
                  on: {
                    'user.pickImages': [
                      { guard: 'isPickOverflowing', actions: ['addImages', toast('complaintForm.tooManyImages')] },
                      { actions: 'addImages' },
                    ],
                  },
                },
                imagesFull: {
                  description: "9 images: no 'Add images' tile",
                  always: { guard: not('isImageLimitReached'), target: 'withPicker' },
                },
              },
            },
            waitingForUploads: {
              description: "Send busy: 'Your complaint will be sent as soon as the images are uploaded.'",
              always: [
                {
                  guard: and([not('hasPendingUpload'), 'hasFailedImage']),
                  target: 'editing',
                  actions: toast('complaintForm.imagesFailed'),
                },
                { guard: not('hasPendingUpload'), target: 'saving' },
              ],
            },
            saving: {
              description: "The form under 'saving...'",
              invoke: {
                id: 'saveComplaint',
                src: 'saveComplaint',
                input: ({ context }) => ({
                  problemType: context.problemType,
                  problemSonType: context.problemSonType,
                  problemDetail: context.text,
                  problemImage: uploadedUrls(context.images).join(','),
                  orderNo: context.orderNo,
                }),
                onDone: [
                  // Refused: the server's message is toasted; everything stays.
                  { guard: 'isRefused', target: 'editing', actions: toastServerMessage('complaintForm.sendRefused') },
                  { target: 'sent', actions: { type: 'clearDraft', params: keyOf } },
                ],
                onError: { target: 'editing', actions: toast('complaintForm.sendFault') },
              },
            },
            sent: {
              description: "'Successfully Sent': thanks and a reply within 3 weekdays, then back to the complaint page",
              after: {
                successModal: {
                  target: '#complaintForm.left',
                  actions: {
                    type: 'navigate',
                    params: ({ context }) => ({ route: 'complaintEntry', query: { orderNo: context.orderNo }, replace: true }),
                  },
                },
              },
            },
          },
        },
      },
    },
    /** The complaint entry replaced the form: this screen is done. */
    left: { type: 'final', description: "The complaint page replaces the form (the success message shows until it is there)" },
  },
  meta: { words: complaintFormWords },
});
