import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import {
  clipDescription,
  complaintFormMachine,
  type ComplaintFormInput,
  type ComplaintKey,
  type ComplaintSubmission,
  type Titles,
  type UploadEvent,
} from '@machines/complaintForm/complaintForm.machine';
import type { LoadResult } from '@machines/shared/load';
import { select } from '@/screens/complaintForm/select';

const KEY = { problemType: '1', problemSonType: '2', orderNo: 'IN2406000003' };

interface Pending<I, O> {
  input: I;
  signal: AbortSignal;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

/** A fake request whose invocations the test settles one by one. */
function controlled<I, O>() {
  const calls: Pending<I, O>[] = [];
  const logic = fromPromise<O, I>(
    ({ input, signal }) =>
      new Promise<O>((resolve, reject) => {
        calls.push({ input, signal, resolve, reject });
      }),
  );
  return { calls, logic };
}

interface Upload {
  input: { file: File };
  /** What the upload actor tells the form. */
  tell: (event: UploadEvent) => void;
  stopped: boolean;
}

/** A fake upload actor: each invocation is recorded, and the test speaks for it. */
function uploader() {
  const calls: Upload[] = [];
  const logic = fromCallback<EventObject, { file: File }>(({ input, sendBack }) => {
    const call: Upload = { input, tell: sendBack, stopped: false };
    calls.push(call);
    return () => {
      call.stopped = true;
    };
  });
  return { calls, logic };
}

const photo = (n: number) => new File([`photo ${n}`], `photo-${n}.png`, { type: 'image/png' });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(input: ComplaintFormInput = { ...KEY }) {
  const titles = controlled<ComplaintKey, LoadResult<Titles>>();
  const uploads = uploader();
  const saves = controlled<ComplaintSubmission, LoadResult<unknown>>();
  const toast = vi.fn();
  const navigate = vi.fn();
  const saveDraft = vi.fn();
  const clearDraft = vi.fn();
  const machine = complaintFormMachine.provide({
    actors: { loadTitles: titles.logic, uploadImage: uploads.logic, saveComplaint: saves.logic },
    actions: {
      // What the toast shows: the server's text when it sent one, else the catalog key.
      toast: (_, params) => toast(params.text?.trim() ? params.text : params.key),
      navigate: (_, params) => navigate(params),
      saveDraft: (_, params) => saveDraft(params),
      clearDraft: (_, params) => clearDraft(params),
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  const images = () => actor.getSnapshot().context.images.map((i) => [i.file?.name ?? i.url, i.status]);
  const inForm = (region: 'titles' | 'uploads' | 'submission', state: string) =>
    actor.getSnapshot().matches({ form: { [region]: state } } as never);
  return { actor, titles, uploads, saves, toast, navigate, saveDraft, clearDraft, images, inForm };
}

async function settle<O>(call: Pending<unknown, O> | undefined, output: O) {
  if (!call) throw new Error('no pending call');
  call.resolve(output);
  await flush();
}

const uploaded = (url: string): UploadEvent => ({ type: 'upload.uploaded', url });

describe('complaint form machine', () => {
  afterEach(() => vi.useRealTimers());

  it('loads the titles for the order without blocking the form', async () => {
    const { actor, titles, inForm } = start();
    expect(actor.getSnapshot().value).toEqual({
      form: { titles: 'loading', uploads: 'idle', submission: { editing: 'withPicker' } },
    });
    expect(titles.calls[0]?.input).toEqual(KEY);
    actor.send({ type: 'user.editText', value: 'typed while loading' });
    expect(actor.getSnapshot().context.text).toBe('typed while loading');

    await settle(titles.calls[0], { ok: true, data: { type: 'Collection', sonType: 'Contacting my contacts' } });
    expect(inForm('titles', 'ready')).toBe(true);
    expect(actor.getSnapshot().context.titles).toEqual({ type: 'Collection', sonType: 'Contacting my contacts' });
  });

  it('keeps a refusal of the titles as the final answer, with its message and no retry', async () => {
    const { actor, titles, inForm } = start();
    await settle(titles.calls[0], { ok: false, message: 'Order not found' });
    expect(inForm('titles', 'refused')).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'refused', message: 'Order not found' });
    actor.send({ type: 'user.retryTitles' });
    expect(titles.calls).toHaveLength(1);
  });

  it('loads the titles again after a fault, on request', async () => {
    const { actor, titles, inForm } = start();
    titles.calls[0]?.reject(new Error('offline'));
    await flush();
    expect(inForm('titles', 'failed')).toBe(true);
    actor.send({ type: 'user.retryTitles' });
    expect(titles.calls).toHaveLength(2);
    await settle(titles.calls[1], { ok: true, data: { type: 'Repayment', sonType: '' } });
    expect(inForm('titles', 'ready')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('keeps at most 200 characters and saves the draft on every change', () => {
    const { actor, saveDraft } = start();
    actor.send({ type: 'user.editText', value: 'x'.repeat(250) });
    expect(actor.getSnapshot().context.text).toHaveLength(200);
    expect(saveDraft).toHaveBeenLastCalledWith({ ...KEY, text: 'x'.repeat(200), imageUrls: [] });
    actor.send({ type: 'user.editText', value: 'short' });
    expect(saveDraft).toHaveBeenLastCalledWith({ ...KEY, text: 'short', imageUrls: [] });
  });

  it('never cuts an emoji in half at the limit', () => {
    expect(clipDescription(`${'a'.repeat(199)}😀`)).toBe('a'.repeat(199));
    expect(clipDescription(`${'a'.repeat(198)}😀b`)).toBe(`${'a'.repeat(198)}😀`);
  });

  it('uploads one image at a time, in the order picked, and says each one succeeded', () => {
    const { actor, uploads, images, saveDraft, toast, inForm } = start();
    actor.send({ type: 'user.pickImages', files: [photo(1), photo(2), photo(3)] });
    expect(uploads.calls).toHaveLength(1);
    expect(uploads.calls[0]?.input.file.name).toBe('photo-1.png');
    expect(images()).toEqual([
      ['photo-1.png', 'uploading'],
      ['photo-2.png', 'queued'],
      ['photo-3.png', 'queued'],
    ]);

    uploads.calls[0]?.tell(uploaded('/gw/demo-files/f1.jpg'));
    expect(toast).toHaveBeenLastCalledWith('complaintForm.uploadSucceeded');
    expect(uploads.calls[0]?.stopped).toBe(true);
    expect(uploads.calls).toHaveLength(2);
    expect(uploads.calls[1]?.input.file.name).toBe('photo-2.png');
    expect(saveDraft).toHaveBeenLastCalledWith({ ...KEY, text: '', imageUrls: ['/gw/demo-files/f1.jpg'] });

    uploads.calls[1]?.tell(uploaded('/gw/demo-files/f2.jpg'));
    uploads.calls[2]?.tell(uploaded('/gw/demo-files/f3.jpg'));
    expect(uploads.calls).toHaveLength(3);
    expect(toast).toHaveBeenCalledTimes(3);
    expect(inForm('uploads', 'idle')).toBe(true);
    expect(actor.getSnapshot().context.images.map((i) => i.url)).toEqual([
      '/gw/demo-files/f1.jpg',
      '/gw/demo-files/f2.jpg',
      '/gw/demo-files/f3.jpg',
    ]);
  });

  it('shows the progress of the upload in flight only, in whole percents', () => {
    const { actor, uploads } = start();
    actor.send({ type: 'user.pickImages', files: [photo(1), photo(2)] });
    uploads.calls[0]?.tell({ type: 'upload.progress', percent: 42.4 });
    expect(actor.getSnapshot().context.images.map((i) => i.percent)).toEqual([42, 0]);
    uploads.calls[0]?.tell({ type: 'upload.progress', percent: 130 });
    expect(actor.getSnapshot().context.images[0]?.percent).toBe(100);
  });

  it('takes the first images that fit, says so, and has no picker at 9', () => {
    const { actor, toast, images } = start();
    actor.send({ type: 'user.pickImages', files: [photo(1), photo(2)] });
    expect(toast).not.toHaveBeenCalled();
    actor.send({ type: 'user.pickImages', files: Array.from({ length: 10 }, (_, i) => photo(i + 3)) });
    expect(images().map(([name]) => name)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `photo-${n}.png`));
    expect(toast).toHaveBeenCalledWith('complaintForm.tooManyImages');
    expect(actor.getSnapshot().matches({ form: { submission: { editing: 'imagesFull' } } })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'user.pickImages', files: [] })).toBe(false);
    actor.send({ type: 'user.pickImages', files: [photo(99)] });
    expect(actor.getSnapshot().context.images).toHaveLength(9);
  });

  it('counts failed and waiting images against the 9', () => {
    const { actor, uploads } = start();
    actor.send({ type: 'user.pickImages', files: Array.from({ length: 9 }, (_, i) => photo(i + 1)) });
    uploads.calls[0]?.tell({ type: 'upload.refused', message: 'Please choose an image' });
    expect(actor.getSnapshot().can({ type: 'user.pickImages', files: [] })).toBe(false);
    actor.send({ type: 'user.removeImage', index: 0 });
    expect(actor.getSnapshot().matches({ form: { submission: { editing: 'withPicker' } } })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'user.pickImages', files: [] })).toBe(true);
  });

  it('retries or removes a failed image without touching the others', () => {
    const { actor, uploads, toast, images } = start();
    actor.send({ type: 'user.pickImages', files: [photo(1), photo(2), photo(3)] });
    uploads.calls[0]?.tell({ type: 'upload.failed' });
    expect(toast).toHaveBeenLastCalledWith('complaintForm.uploadFault');
    // The server's refusal: the machine toasts its message (request() never toasts).
    uploads.calls[1]?.tell({ type: 'upload.refused', message: 'Please choose an image' });
    expect(toast).toHaveBeenLastCalledWith('Please choose an image');
    expect(toast).toHaveBeenCalledTimes(2);
    expect(images()).toEqual([
      ['photo-1.png', 'failed'],
      ['photo-2.png', 'failed'],
      ['photo-3.png', 'uploading'],
    ]);

    actor.send({ type: 'user.retryImage', index: 0 });
    expect(images()[0]).toEqual(['photo-1.png', 'queued']);
    // Retrying something that did not fail, or removing what is not there, does nothing.
    expect(actor.getSnapshot().can({ type: 'user.retryImage', index: 2 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.removeImage', index: 3 })).toBe(false);
    actor.send({ type: 'user.retryImage', index: 2 });
    expect(uploads.calls).toHaveLength(3);

    uploads.calls[2]?.tell(uploaded('/u/3.jpg'));
    expect(uploads.calls[3]?.input.file.name).toBe('photo-1.png');
    uploads.calls[3]?.tell(uploaded('/u/1.jpg'));
    actor.send({ type: 'user.removeImage', index: 1 });
    expect(images()).toEqual([
      ['photo-1.png', 'uploaded'],
      ['photo-3.png', 'uploaded'],
    ]);
    expect(actor.getSnapshot().context.images.map((i) => i.url)).toEqual(['/u/1.jpg', '/u/3.jpg']);
  });

  it('removing the image in flight stops its upload, whose late news is ignored, and moves on', () => {
    const { actor, uploads, images, saveDraft } = start();
    actor.send({ type: 'user.pickImages', files: [photo(1), photo(2)] });
    const first = uploads.calls[0]!;
    actor.send({ type: 'user.removeImage', index: 0 });
    expect(first.stopped).toBe(true);
    expect(uploads.calls[1]?.input.file.name).toBe('photo-2.png');
    first.tell(uploaded('/u/1.jpg'));
    expect(images()).toEqual([['photo-2.png', 'uploading']]);
    uploads.calls[1]?.tell(uploaded('/u/2.jpg'));
    // An uploaded image can be removed too, and the draft forgets it.
    actor.send({ type: 'user.removeImage', index: 0 });
    expect(images()).toEqual([]);
    expect(saveDraft).toHaveBeenLastCalledWith({ ...KEY, text: '', imageUrls: [] });
  });

  it('refuses an empty or whitespace-only description and sends nothing', () => {
    const { actor, saves, toast, inForm } = start();
    actor.send({ type: 'user.tapSend' });
    actor.send({ type: 'user.editText', value: '  \n ' });
    actor.send({ type: 'user.tapSend' });
    expect(toast.mock.calls).toEqual([['complaintForm.emptyDescription'], ['complaintForm.emptyDescription']]);
    expect(saves.calls).toHaveLength(0);
    expect(inForm('submission', 'editing')).toBe(true);
  });

  it('refuses to send while an image failed: sending would drop it', () => {
    const { actor, uploads, saves, toast } = start();
    actor.send({ type: 'user.editText', value: 'Rude agent' });
    actor.send({ type: 'user.pickImages', files: [photo(1)] });
    uploads.calls[0]?.tell({ type: 'upload.refused', message: 'x' });
    actor.send({ type: 'user.tapSend' });
    expect(toast).toHaveBeenLastCalledWith('complaintForm.imagesFailed');
    expect(saves.calls).toHaveLength(0);
  });

  it('sends exactly the complaint, shows success for 1.5 s, clears the draft, then goes to the entry', async () => {
    vi.useFakeTimers();
    const { actor, uploads, saves, navigate, clearDraft, inForm } = start();
    actor.send({ type: 'user.editText', value: 'They called my sister.' });
    actor.send({ type: 'user.pickImages', files: [photo(1), photo(2)] });
    uploads.calls[0]?.tell(uploaded('/u/1.jpg'));
    uploads.calls[1]?.tell(uploaded('/u/2.jpg'));

    actor.send({ type: 'user.tapSend' });
    actor.send({ type: 'user.tapSend' });
    expect(saves.calls).toHaveLength(1);
    expect(saves.calls[0]?.input).toEqual({
      problemType: '1',
      problemSonType: '2',
      problemDetail: 'They called my sister.',
      problemImage: '/u/1.jpg,/u/2.jpg',
      orderNo: 'IN2406000003',
    });
    actor.send({ type: 'user.editText', value: 'changed while saving' });
    expect(actor.getSnapshot().context.text).toBe('They called my sister.');

    saves.calls[0]?.resolve({ ok: true, data: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(inForm('submission', 'sent')).toBe(true);
    expect(clearDraft).toHaveBeenCalledWith(KEY);

    // §9: 1.5 s, written here as the spec says it, not read from the machine.
    await vi.advanceTimersByTimeAsync(1499);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledWith({ route: 'complaintEntry', query: { orderNo: 'IN2406000003' }, replace: true });
    expect(actor.getSnapshot().value).toBe('left');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('sends an empty problemImage when there are no images', () => {
    const { actor, saves } = start();
    actor.send({ type: 'user.editText', value: 'No images' });
    actor.send({ type: 'user.tapSend' });
    expect(saves.calls[0]?.input.problemImage).toBe('');
  });

  it('waits for running uploads, then saves with every image', () => {
    const { actor, uploads, saves, inForm } = start();
    actor.send({ type: 'user.editText', value: 'Harassment' });
    actor.send({ type: 'user.pickImages', files: [photo(1), photo(2)] });
    actor.send({ type: 'user.tapSend' });
    expect(inForm('submission', 'waitingForUploads')).toBe(true);
    actor.send({ type: 'user.tapSend' });
    actor.send({ type: 'user.removeImage', index: 0 });
    expect(actor.getSnapshot().context.images).toHaveLength(2);

    uploads.calls[0]?.tell(uploaded('/u/1.jpg'));
    expect(saves.calls).toHaveLength(0);
    uploads.calls[1]?.tell(uploaded('/u/2.jpg'));
    expect(inForm('submission', 'saving')).toBe(true);
    expect(saves.calls).toHaveLength(1);
    expect(saves.calls[0]?.input.problemImage).toBe('/u/1.jpg,/u/2.jpg');
  });

  it('goes back to editing when an upload fails while waiting', () => {
    const { actor, uploads, saves, toast, inForm } = start();
    actor.send({ type: 'user.editText', value: 'Harassment' });
    actor.send({ type: 'user.pickImages', files: [photo(1)] });
    actor.send({ type: 'user.tapSend' });
    uploads.calls[0]?.tell({ type: 'upload.failed' });
    expect(inForm('submission', 'editing')).toBe(true);
    expect(toast).toHaveBeenLastCalledWith('complaintForm.imagesFailed');
    expect(saves.calls).toHaveLength(0);
  });

  it('keeps text and images after a refusal or a fault, and sends again', async () => {
    const { actor, uploads, saves, toast, clearDraft, inForm } = start();
    actor.send({ type: 'user.editText', value: 'Harassment' });
    actor.send({ type: 'user.pickImages', files: [photo(1)] });
    uploads.calls[0]?.tell(uploaded('/u/1.jpg'));
    toast.mockClear();

    actor.send({ type: 'user.tapSend' });
    await settle(saves.calls[0], { ok: false, message: 'Order not found' });
    expect(inForm('submission', 'editing')).toBe(true);
    // The machine toasts the server's message (request() never toasts).
    expect(toast.mock.calls).toEqual([['Order not found']]);

    actor.send({ type: 'user.tapSend' });
    saves.calls[1]?.reject(new Error('offline'));
    await flush();
    expect(toast).toHaveBeenLastCalledWith('complaintForm.sendFault');
    expect(actor.getSnapshot().context.text).toBe('Harassment');
    expect(actor.getSnapshot().context.images.map((i) => i.url)).toEqual(['/u/1.jpg']);
    expect(clearDraft).not.toHaveBeenCalled();

    actor.send({ type: 'user.tapSend' });
    expect(saves.calls).toHaveLength(3);
  });

  it('starts from a draft: its text and uploaded images, at most 9', () => {
    const imageUrls = Array.from({ length: 11 }, (_, i) => `/u/${i}.jpg`);
    const { actor, uploads } = start({ ...KEY, draft: { text: 'y'.repeat(230), imageUrls } });
    const { context } = actor.getSnapshot();
    expect(context.text).toBe('y'.repeat(200));
    expect(context.images).toHaveLength(9);
    expect(context.images.every((i) => i.status === 'uploaded' && i.file === null)).toBe(true);
    expect(context.images[8]?.url).toBe('/u/8.jpg');
    expect(uploads.calls).toHaveLength(0);
    expect(actor.getSnapshot().matches({ form: { submission: { editing: 'imagesFull' } } })).toBe(true);
  });
});

describe('complaint form view model', () => {
  it('shows the titles, the text and each image with what can be done to it', async () => {
    const { actor, titles, uploads } = start();
    expect(select(actor.getSnapshot())).toMatchObject({ titles: 'loading', text: '', editing: true, canPick: true, images: [] });
    await settle(titles.calls[0], { ok: true, data: { type: 'Collection', sonType: 'Contacting my contacts' } });
    actor.send({ type: 'user.editText', value: 'Rude' });
    const files = [photo(1), photo(2)];
    actor.send({ type: 'user.pickImages', files });
    uploads.calls[0]?.tell({ type: 'upload.failed' });
    uploads.calls[1]?.tell({ type: 'upload.progress', percent: 64 });
    const view = select(actor.getSnapshot());
    expect(view).toMatchObject({ titles: 'ready', typeTag: 'Collection', sonTypeTag: 'Contacting my contacts', text: 'Rude' });
    expect(view.images).toEqual([
      { id: 1, position: 1, status: 'failed', file: files[0], src: null, percent: 0, canRemove: true, canRetry: true },
      { id: 2, position: 2, status: 'uploading', file: files[1], src: null, percent: 64, canRemove: true, canRetry: false },
    ]);
    // The very files picked (toEqual alone cannot tell two Files apart).
    expect(view.images[0]?.file).toBe(files[0]);
    expect(view.images[1]?.file).toBe(files[1]);
  });

  it('gives the server refusal of the titles, and a draft image its safe URL', async () => {
    const { actor, titles } = start({ ...KEY, draft: { text: '', imageUrls: ['/gw/demo-files/f1.png', 'javascript:alert(1)'] } });
    await settle(titles.calls[0], { ok: false, message: 'Order not found' });
    const view = select(actor.getSnapshot());
    expect(view).toMatchObject({ titles: 'refused', refusal: 'Order not found' });
    expect(view.images.map((image) => image.src)).toEqual(['/gw/demo-files/f1.png', null]);
  });

  it('locks the form from Send on and keeps the modal up until the page is gone', async () => {
    vi.useFakeTimers();
    const { actor, saves, uploads } = start();
    actor.send({ type: 'user.editText', value: 'Harassment' });
    actor.send({ type: 'user.pickImages', files: [photo(1)] });
    actor.send({ type: 'user.tapSend' });
    expect(select(actor.getSnapshot())).toMatchObject({ waiting: true, editing: false, canPick: false, saving: false });
    expect(select(actor.getSnapshot()).images[0]).toMatchObject({ canRemove: false, canRetry: false });
    uploads.calls[0]?.tell(uploaded('/u/1.jpg'));
    expect(select(actor.getSnapshot())).toMatchObject({ waiting: false, saving: true, sent: false });
    saves.calls[0]?.resolve({ ok: true, data: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(select(actor.getSnapshot())).toMatchObject({ saving: false, sent: true });
    await vi.advanceTimersByTimeAsync(1500);
    expect(select(actor.getSnapshot())).toMatchObject({ sent: true, editing: false });
  });

  it('hands back the same tiles while only the text changes, so the shallow compare holds', () => {
    const { actor } = start();
    actor.send({ type: 'user.pickImages', files: [photo(1)] });
    const before = select(actor.getSnapshot()).images;
    actor.send({ type: 'user.editText', value: 'typing' });
    expect(select(actor.getSnapshot()).images).toBe(before);
    actor.send({ type: 'user.removeImage', index: 0 });
    expect(select(actor.getSnapshot()).images).not.toBe(before);
  });
});
