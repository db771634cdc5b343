import type { AnyMachineSnapshot } from 'xstate';
import { complaintFormMachine, MAX_IMAGES, type FormImage } from '@machines/complaintForm/complaintForm.machine';
import type { PathSpec } from '../model';

export const FORM_KEY = { problemType: '1', problemSonType: '2', orderNo: 'IN2406000003' } as const;
export const FORM_TITLES = { type: 'Collection', sonType: 'Contacting my contacts' } as const;
export const UPLOADED_URL = '/gw/demo-files/f7.jpg';
export const DESCRIPTION = 'They called my sister at 11 pm.';

const photo = (n: number) => new File([`photo ${n}`], `photo-${n}.png`, { type: 'image/png' });

/**
 * Guards read whether the text is blank, how full the picker is, which statuses are present and
 * the status of the first image (the one the remove/retry payloads address): that is the key.
 */
export const complaintFormSpec: PathSpec<typeof complaintFormMachine> = {
  name: 'complaintForm',
  machine: complaintFormMachine,
  input: { ...FORM_KEY },
  payloads: {
    'user.editText': [
      { type: 'user.editText', value: DESCRIPTION },
      { type: 'user.editText', value: '   ' },
    ],
    'user.pickImages': [
      { type: 'user.pickImages', files: [photo(1)] },
      // One more than fits in an empty form: the first nine are kept.
      { type: 'user.pickImages', files: Array.from({ length: MAX_IMAGES + 1 }, (_, i) => photo(i + 1)) },
    ],
    'user.removeImage': [{ type: 'user.removeImage', index: 0 }],
    'user.retryImage': [{ type: 'user.retryImage', index: 0 }],
    'upload.progress': [{ type: 'upload.progress', percent: 40 }],
    'xstate.done.actor.loadTitles': [
      { type: 'xstate.done.actor.loadTitles', output: { ok: true, data: { ...FORM_TITLES } } },
      { type: 'xstate.done.actor.loadTitles', output: { ok: false, message: 'Order not found' } },
    ],
    'xstate.done.actor.uploadImage': [
      { type: 'xstate.done.actor.uploadImage', output: { ok: true, data: UPLOADED_URL } },
      { type: 'xstate.done.actor.uploadImage', output: { ok: false, message: 'Please choose an image' } },
    ],
    'xstate.done.actor.saveComplaint': [
      { type: 'xstate.done.actor.saveComplaint', output: { ok: true, data: null } },
      { type: 'xstate.done.actor.saveComplaint', output: { ok: false, message: 'Order not found' } },
    ],
  },
  project: (snapshot: AnyMachineSnapshot) => {
    const { text, images } = snapshot.context as { text: string; images: FormImage[] };
    const fill = images.length === 0 ? 'empty' : images.length < MAX_IMAGES ? 'some' : 'full';
    const statuses = (['queued', 'failed', 'uploaded'] as const).filter((s) => images.some((i) => i.status === s));
    return [text.trim() === '', fill, images[0]?.status ?? null, statuses];
  },
};
