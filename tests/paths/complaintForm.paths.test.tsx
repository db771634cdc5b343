import { act, within, type Screen } from '@testing-library/react';
import { useCallback, useContext, type ReactNode } from 'react';
import type { Actor, AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import {
  MAX_IMAGES,
  type ComplaintFormEvent,
  type FormImage,
} from '@machines/complaintForm/complaintForm.machine';
import { ComplaintFormPage } from '@/screens/complaintForm/ComplaintFormView';
import { FlowProbeContext } from '@/screens/shared/useFlowActor';
import { feedback } from '@/services/feedback';
import { describePaths, EVERY_STATE, type Executor, type Invocation, type StepContext } from './replay';
import { complaintFormSpec, DESCRIPTION, FORM_KEY, FORM_TITLES, UPLOADED_URL } from './specs/complaintForm';

const TEXT = {
  empty: 'Please fill in your comments and suggestions',
  tooMany: 'You can add up to 9 images: only the first ones that fit were added.',
  imagesFailed: 'Some images were not uploaded. Retry or remove them, then send again.',
  uploadFault: 'An image could not be uploaded. Check your connection and tap Retry.',
  sendFault: 'Your complaint could not be sent. Check your connection and try again: your text and images are kept.',
  waiting: 'Your complaint will be sent as soon as the images are uploaded.',
};

/**
 * Upload progress comes from the network, not from a gesture: the page's actor is captured here
 * so the step can deliver it the way the upload actor does.
 */
let running: Actor<AnyStateMachine> | null = null;

function Probe({ children }: { children: ReactNode }) {
  const outer = useContext(FlowProbeContext);
  const probe = useCallback(
    (actor: Actor<AnyStateMachine>) => {
      running = actor;
      outer?.(actor);
    },
    [outer],
  );
  return <FlowProbeContext.Provider value={probe}>{children}</FlowProbeContext.Provider>;
}

/** Each step is judged on its own toast. */
const fresh = () => act(() => feedback.dismissToast());

const settle =
  (outcome: 'resolve' | 'reject'): Executor =>
  async ({ event, actors }) => {
    fresh();
    const id = event.type.replace(/^xstate\.(done|error)\.actor\./, '');
    if (id === 'uploadImage') dropAbortedUploads(actors.pending.get(id) ?? []);
    const value = outcome === 'resolve' ? (event as { output?: unknown }).output : (event as { error?: unknown }).error;
    await act(async () => actors.take(id)[outcome](value));
  };

/**
 * Removing the image in flight stops its upload (its signal aborts, unit-tested); the harness
 * keeps such invocations pending, so they are dropped before the live one is settled.
 */
function dropAbortedUploads(pending: Invocation[]): void {
  const current = (running?.getSnapshot().context.images as FormImage[]).find((i) => i.status === 'uploading');
  for (let i = pending.length - 1; i >= 0; i -= 1) {
    if ((pending[i]?.input as { file: File }).file !== current?.file) pending.splice(i, 1);
  }
}

const imagesRegion = (screen: Screen) => screen.getByRole('region', { name: /^Images \(/ });
const imagesOf = (snapshot: AnyMachineSnapshot) => snapshot.context.images as FormImage[];

function expectedToast(snapshot: AnyMachineSnapshot, event?: EventObject, previous?: AnyMachineSnapshot): string {
  if (!event || !previous) return '';
  const backFromWaiting = previous.matches({ submission: 'waitingForUploads' }) && snapshot.matches({ submission: 'editing' });
  if (backFromWaiting) return TEXT.imagesFailed;
  const e = event as ComplaintFormEvent | EventObject;
  if (e.type === 'user.tapSend' && previous.matches({ submission: 'editing' })) {
    if ((snapshot.context.text as string).trim() === '') return TEXT.empty;
    if (imagesOf(snapshot).some((i) => i.status === 'failed')) return TEXT.imagesFailed;
    return '';
  }
  if (e.type === 'user.pickImages' && 'files' in e && previous.matches({ submission: 'editing' })) {
    const free = MAX_IMAGES - imagesOf(previous).length;
    return free > 0 && e.files.length > free ? TEXT.tooMany : '';
  }
  if (e.type === 'xstate.error.actor.uploadImage') return TEXT.uploadFault;
  if (e.type === 'xstate.error.actor.saveComplaint') return TEXT.sendFault;
  return '';
}

const gestures = {
  'user.editText': async ({ user, screen, event }: StepContext<Extract<ComplaintFormEvent, { type: 'user.editText' }>>) => {
    fresh();
    const field = screen.getByRole('textbox', { name: 'Problem description' });
    await user.clear(field);
    await user.type(field, event.value);
  },
  'user.pickImages': async ({ user, screen, event }: StepContext<Extract<ComplaintFormEvent, { type: 'user.pickImages' }>>) => {
    fresh();
    // At 9 images the picker is gone: there is nothing to tap (the state check proves it).
    const picker = screen.queryByLabelText('Add images');
    if (picker) await user.upload(picker, [...event.files]);
  },
  'user.removeImage': async ({ user, screen, event }: StepContext<Extract<ComplaintFormEvent, { type: 'user.removeImage' }>>) => {
    fresh();
    const button = screen.queryByRole('button', { name: `Remove image ${event.index + 1}` });
    if (button) await user.click(button);
  },
  'user.retryImage': async ({ user, screen, event }: StepContext<Extract<ComplaintFormEvent, { type: 'user.retryImage' }>>) => {
    fresh();
    // Only a failed image offers Retry.
    const button = screen.queryByRole('button', { name: `Retry image ${event.index + 1}` });
    if (button) await user.click(button);
  },
  'user.tapSend': async ({ user, screen }: StepContext) => {
    fresh();
    await user.click(screen.getByRole('button', { name: 'Send' }));
  },
  'user.retryTitles': async ({ user, screen }: StepContext) => {
    fresh();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
  },
  'upload.progress': async ({ event }: StepContext) => {
    fresh();
    act(() => running?.send(event));
  },
};

describePaths(complaintFormSpec)({
  render: (logic) => (
    <Probe>
      <ComplaintFormPage logic={logic} input={{ ...FORM_KEY }} />
    </Probe>
  ),
  gestures,
  overrides: {
    'xstate.done.actor.loadTitles': settle('resolve'),
    'xstate.error.actor.loadTitles': settle('reject'),
    'xstate.done.actor.uploadImage': settle('resolve'),
    'xstate.error.actor.uploadImage': settle('reject'),
    'xstate.done.actor.saveComplaint': settle('resolve'),
    'xstate.error.actor.saveComplaint': settle('reject'),
  },
  states: {
    // Every state: the text, each image with its own state, the picker rule, the hints, the toast.
    [EVERY_STATE]: ({ screen, snapshot, event, previous }) => {
      const editing = snapshot.matches({ submission: 'editing' });
      const text = snapshot.context.text as string;
      const images = imagesOf(snapshot);
      const field = screen.getByRole('textbox', { name: 'Problem description' });
      expect(field).toHaveValue(text);
      expect(field).toHaveAttribute('maxlength', '200');
      expect(screen.getByText(`${text.length}/200`)).toBeInTheDocument();
      if (editing) expect(field).not.toHaveAttribute('readonly');
      else expect(field).toHaveAttribute('readonly');

      const region = imagesRegion(screen);
      expect(within(region).getByRole('heading', { name: `Images (${images.length}/9)` })).toBeInTheDocument();
      const thumbs = within(region).queryAllByRole('img', { name: /^Image \d+$/ });
      expect(thumbs).toHaveLength(images.length);
      images.forEach((image, i) => {
        const tile = within(thumbs[i]?.closest('li') as HTMLElement);
        expect(thumbs[i]).toHaveAccessibleName(`Image ${i + 1}`);
        expect(tile.queryByText('Waiting') !== null).toBe(image.status === 'queued');
        expect(tile.queryByText('uploading...') !== null).toBe(image.status === 'uploading');
        expect(tile.queryByText('Upload failed') !== null).toBe(image.status === 'failed');
        expect(tile.queryByRole('button', { name: `Retry image ${i + 1}` }) !== null).toBe(editing && image.status === 'failed');
        expect(tile.queryByRole('button', { name: `Remove image ${i + 1}` }) !== null).toBe(editing);
      });
      // §5: the picker disappears at 9, whatever state the nine are in.
      expect(within(region).queryByLabelText('Add images') !== null).toBe(editing && images.length < MAX_IMAGES);

      expect(screen.getByText(/as evidence/)).toBeInTheDocument();
      expect(screen.getByText('We will reply within 3 weekdays.')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(new RegExp(`^${escape(expectedToast(snapshot, event, previous))}$`));
    },

    'titles.loading': ({ screen }) => {
      expect(screen.getByRole('region', { name: 'Problem type' })).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByText('Loading the problem type…')).toBeInTheDocument();
    },
    'titles.ready': ({ screen }) => {
      const tags = within(screen.getByRole('region', { name: 'Problem type' })).getAllByRole('listitem');
      expect(tags.map((tag) => tag.textContent)).toEqual([FORM_TITLES.type, FORM_TITLES.sonType]);
    },
    'titles.unavailable': ({ screen }) => {
      expect(screen.getByText(/The problem type could not be loaded\./)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },

    'uploads.idle': ({ screen }) => {
      expect(screen.queryByRole('progressbar')).toBeNull();
      expect(screen.queryByText('uploading...')).toBeNull();
    },
    // One at a time: one progress bar, for the image whose file the upload actor got.
    'uploads.uploading': ({ screen, snapshot, actors }) => {
      const index = imagesOf(snapshot).findIndex((i) => i.status === 'uploading');
      const image = imagesOf(snapshot)[index] as FormImage;
      const bar = screen.getByRole('progressbar');
      expect(bar).toHaveAccessibleName(`Upload progress of image ${index + 1}`);
      expect(bar).toHaveAttribute('aria-valuenow', String(image.percent));
      expect(screen.getAllByText('uploading...')).toHaveLength(1);
      expect(screen.getByText(`${image.percent}%`)).toBeInTheDocument();
      // Exactly one live upload, for this image; any other pending one belongs to a removed image.
      const pending = actors.pending.get('uploadImage') ?? [];
      const live = pending.filter((p) => imagesOf(snapshot).some((i) => i.file === (p.input as { file: File }).file));
      expect(live.map((p) => p.input)).toEqual([{ file: image.file }]);
    },

    'submission.editing': ({ screen, actors }) => {
      expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
      expect(screen.queryByText('saving...')).toBeNull();
      expect(screen.queryByRole('dialog')).toBeNull();
      // Nothing is being saved: a refused Send sent nothing, a failed one left nothing in flight.
      expect(actors.pending.get('saveComplaint') ?? []).toHaveLength(0);
      expect(actors.navigations).toEqual([]);
    },
    'submission.waitingForUploads': ({ screen, actors }) => {
      expect(screen.getByText(TEXT.waiting)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
      expect(actors.pending.get('saveComplaint') ?? []).toHaveLength(0);
    },
    'submission.saving': ({ screen, snapshot, actors }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('saving...');
      expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
      const uploaded = imagesOf(snapshot).filter((i) => i.status === 'uploaded').length;
      expect(actors.pending.get('saveComplaint')).toHaveLength(1);
      expect(actors.pending.get('saveComplaint')?.[0]?.input).toEqual({
        problemType: '1',
        problemSonType: '2',
        problemDetail: DESCRIPTION,
        problemImage: Array.from({ length: uploaded }, () => UPLOADED_URL).join(','),
        orderNo: 'IN2406000003',
      });
    },
    'submission.sent': ({ screen, actors }) => {
      const dialog = screen.getByRole('dialog', { name: 'Successfully Sent' });
      expect(dialog).toHaveTextContent('Thank you for your feedback.');
      expect(screen.queryByText('saving...')).toBeNull();
      expect(actors.navigations).toEqual([]);
    },
    'submission.left': ({ screen, actors }) => {
      expect(screen.getByRole('dialog', { name: 'Successfully Sent' })).toBeInTheDocument();
      expect(actors.navigations).toEqual([{ route: 'complaintEntry', query: { orderNo: 'IN2406000003' }, replace: true }]);
    },
  },
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
