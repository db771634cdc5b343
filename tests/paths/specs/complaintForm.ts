import type { AnyMachineSnapshot } from 'xstate';
import { complaintFormMachine, type FormImage, type Titles } from '@machines/complaintForm/complaintForm.machine';
import type { LoadResult } from '@machines/shared/load';
import { doneEvents, doneType, ok, refused, type PathSpec } from '../model';

export const FORM_KEY = { problemType: '1', problemSonType: '3', orderNo: 'IN2406000003' } as const;
export const FORM_TITLES = { type: 'Collection', sonType: 'Contacting my contacts' } as const;
export const UPLOADED_URL = '/gw/demo-files/f7.jpg';
export const DESCRIPTION = 'They called my sister at 11 pm.';
export const NO_ORDER = 'Order not found';
export const NOT_AN_IMAGE = 'Please choose an image';

/** Told apart by their bytes: the server receives the bytes, not always the name. */
export const photo = (n: number) => new File([`photo ${n}`], `photo-${n}.png`, { type: 'image/png' });

/**
 * Guards read whether the text is blank, how full the picker is, which statuses are present and
 * the status of the first image (the one the remove/retry payloads address): that is the key.
 */
export const complaintFormSpec: PathSpec<typeof complaintFormMachine> = {
  name: 'complaintForm',
  machine: complaintFormMachine,
  input: { ...FORM_KEY },
  // No Remove on a missing image, no Retry on one that did not fail: the screen has no such control.
  skipIgnored: true,
  // Each image's Retry and Remove is a button of its own: one path retries the second image and
  // removes nine, last first, so each of the nine Remove buttons is tapped once.
  scenarios: [
    {
      name: 'nine images removed one by one',
      events: [
        ...doneEvents<LoadResult<Titles>>('loadTitles', [ok({ ...FORM_TITLES })])[doneType('loadTitles')]!,
        { type: 'user.pickImages', files: Array.from({ length: 10 }, (_, i) => photo(i + 1)) },
        { type: 'upload.refused', message: NOT_AN_IMAGE },
        { type: 'upload.refused', message: NOT_AN_IMAGE },
        { type: 'user.retryImage', index: 1 },
        ...Array.from({ length: 9 }, (_, i) => ({ type: 'user.removeImage', index: 8 - i })),
      ],
    },
  ],
  payloads: {
    'user.editText': [
      { type: 'user.editText', value: DESCRIPTION },
      { type: 'user.editText', value: '   ' },
    ],
    'user.pickImages': [
      { type: 'user.pickImages', files: [photo(1)] },
      // One more than fits in an empty form: the first nine are kept.
      { type: 'user.pickImages', files: Array.from({ length: 10 }, (_, i) => photo(i + 1)) },
    ],
    'user.removeImage': [{ type: 'user.removeImage', index: 0 }],
    'user.retryImage': [{ type: 'user.retryImage', index: 0 }],
    // A held answer: the request body has gone out whole (what the network reports), no answer yet.
    'upload.progress': [{ type: 'upload.progress', percent: 100 }],
    'upload.uploaded': [{ type: 'upload.uploaded', url: UPLOADED_URL }],
    'upload.refused': [{ type: 'upload.refused', message: NOT_AN_IMAGE }],
    ...doneEvents<LoadResult<Titles>>('loadTitles', [ok({ ...FORM_TITLES }), refused(NO_ORDER)]),
    ...doneEvents<LoadResult<null>>('saveComplaint', [ok(null), refused(NO_ORDER)]),
  },
  project: (snapshot: AnyMachineSnapshot) => {
    const { text, images } = snapshot.context as { text: string; images: FormImage[] };
    const fill = images.length === 0 ? 'empty' : images.length < 9 ? 'some' : 'full';
    const statuses = (['queued', 'failed', 'uploaded'] as const).filter((s) => images.some((i) => i.status === s));
    return [text.trim() === '', fill, images[0]?.status ?? null, statuses];
  },
};
