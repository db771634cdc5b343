import { createActor, fromPromise } from 'xstate';
import {
  clipDescription,
  complaintFormMachine,
  MAX_DESCRIPTION,
  MAX_IMAGES,
  SUCCESS_MODAL_MS,
  type ComplaintFormInput,
  type ComplaintKey,
  type ComplaintSubmission,
  type Titles,
} from '@machines/complaintForm/complaintForm.machine';
import type { LoadResult } from '@machines/shared/load';

const KEY = { problemType: '1', problemSonType: '2', orderNo: 'IN2406000003' };

interface Pending<I, O> {
  input: I;
  signal: AbortSignal;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

/** A fake actor whose invocations the test settles one by one. */
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

const photo = (n: number) => new File([`photo ${n}`], `photo-${n}.png`, { type: 'image/png' });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(input: ComplaintFormInput = { ...KEY }) {
  const titles = controlled<ComplaintKey, LoadResult<Titles>>();
  const uploads = controlled<{ file: File }, LoadResult<string>>();
  const saves = controlled<ComplaintSubmission, LoadResult<unknown>>();
  const toast = vi.fn();
  const navigate = vi.fn();
  const saveDraft = vi.fn();
  const clearDraft = vi.fn();
  const machine = complaintFormMachine.provide({
    actors: { loadTitles: titles.logic, uploadImage: uploads.logic, saveComplaint: saves.logic },
    actions: {
      toast: (_, params) => toast(params.key),
      navigate: (_, params) => navigate(params),
      saveDraft: (_, params) => saveDraft(params),
      clearDraft: (_, params) => clearDraft(params),
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  const images = () => actor.getSnapshot().context.images.map((i) => [i.file?.name ?? i.url, i.status]);
  return { actor, titles, uploads, saves, toast, navigate, saveDraft, clearDraft, images };
}

async function settle<O>(call: Pending<unknown, O> | undefined, output: O) {
  if (!call) throw new Error('no pending call');
  call.resolve(output);
  await flush();
}

describe('complaint form machine', () => {
  afterEach(() => vi.useRealTimers());

  it('loads the titles for the order without blocking the form', async () => {
    const { actor, titles } = start();
    expect(actor.getSnapshot().value).toEqual({ titles: 'loading', uploads: 'idle', submission: 'editing' });
    expect(titles.calls[0]?.input).toEqual(KEY);
    actor.send({ type: 'user.editText', value: 'typed while loading' });
    expect(actor.getSnapshot().context.text).toBe('typed while loading');

    await settle(titles.calls[0], { ok: true, data: { type: 'Collection', sonType: 'Contacting my contacts' } });
    expect(actor.getSnapshot().matches({ titles: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.titles).toEqual({ type: 'Collection', sonType: 'Contacting my contacts' });
  });

  it('lets the user reload titles that failed, by refusal or fault', async () => {
    const { actor, titles } = start();
    await settle(titles.calls[0], { ok: false, message: 'Order not found' });
    expect(actor.getSnapshot().matches({ titles: 'unavailable' })).toBe(true);
    actor.send({ type: 'user.retryTitles' });
    expect(titles.calls).toHaveLength(2);
    titles.calls[1]?.reject(new Error('offline'));
    await flush();
    expect(actor.getSnapshot().matches({ titles: 'unavailable' })).toBe(true);
  });

  it('keeps at most 200 characters and saves the draft on every change', () => {
    const { actor, saveDraft } = start();
    actor.send({ type: 'user.editText', value: 'x'.repeat(250) });
    expect(actor.getSnapshot().context.text).toHaveLength(MAX_DESCRIPTION);
    expect(saveDraft).toHaveBeenLastCalledWith({ ...KEY, text: 'x'.repeat(200), imageUrls: [] });
    actor.send({ type: 'user.editText', value: 'short' });
    expect(saveDraft).toHaveBeenLastCalledWith({ ...KEY, text: 'short', imageUrls: [] });
  });

  it('never cuts an emoji in half at the limit', () => {
    expect(clipDescription(`${'a'.repeat(199)}😀`)).toBe('a'.repeat(199));
    expect(clipDescription(`${'a'.repeat(198)}😀b`)).toBe(`${'a'.repeat(198)}😀`);
  });

  it('uploads one image at a time, in the order picked', async () => {
    const { actor, uploads, images, saveDraft } = start();
    actor.send({ type: 'user.pickImages', files: [photo(1), photo(2), photo(3)] });
    expect(uploads.calls).toHaveLength(1);
    expect(uploads.calls[0]?.input.file.name).toBe('photo-1.png');
    expect(images()).toEqual([
      ['photo-1.png', 'uploading'],
      ['photo-2.png', 'queued'],
      ['photo-3.png', 'queued'],
    ]);

    await settle(uploads.calls[0], { ok: true, data: '/gw/demo-files/f1.jpg' });
    expect(uploads.calls).toHaveLength(2);
    expect(uploads.calls[1]?.input.file.name).toBe('photo-2.png');
    expect(saveDraft).toHaveBeenLastCalledWith({ ...KEY, text: '', imageUrls: ['/gw/demo-files/f1.jpg'] });

    await settle(uploads.calls[1], { ok: true, data: '/gw/demo-files/f2.jpg' });
    await settle(uploads.calls[2], { ok: true, data: '/gw/demo-files/f3.jpg' });
    expect(uploads.calls).toHaveLength(3);
    expect(actor.getSnapshot().matches({ uploads: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.images.map((i) => i.url)).toEqual([
      '/gw/demo-files/f1.jpg',
      '/gw/demo-files/f2.jpg',
      '/gw/demo-files/f3.jpg',
    ]);
  });

  it('shows the progress of the upload in flight only', () => {
    const { actor } = start();
    actor.send({ type: 'user.pickImages', files: [photo(1), photo(2)] });
    actor.send({ type: 'upload.progress', percent: 42.4 });
    expect(actor.getSnapshot().context.images.map((i) => i.percent)).toEqual([42, 0]);
  });

  it('takes the first images that fit, says so, and has no picker at 9', () => {
    const { actor, toast, images } = start();
    actor.send({ type: 'user.pickImages', files: [photo(1), photo(2)] });
    expect(toast).not.toHaveBeenCalled();
    actor.send({ type: 'user.pickImages', files: Array.from({ length: 10 }, (_, i) => photo(i + 3)) });
    expect(images().map(([name]) => name)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `photo-${n}.png`));
    expect(toast).toHaveBeenCalledWith('complaintForm.tooManyImages');
    expect(actor.getSnapshot().can({ type: 'user.pickImages', files: [] })).toBe(false);
    actor.send({ type: 'user.pickImages', files: [photo(99)] });
    expect(actor.getSnapshot().context.images).toHaveLength(MAX_IMAGES);
  });

  it('counts failed and waiting images against the 9', async () => {
    const { actor, uploads } = start();
    actor.send({ type: 'user.pickImages', files: Array.from({ length: 9 }, (_, i) => photo(i + 1)) });
    await settle(uploads.calls[0], { ok: false, message: 'Please choose an image' });
    expect(actor.getSnapshot().can({ type: 'user.pickImages', files: [] })).toBe(false);
    actor.send({ type: 'user.removeImage', index: 0 });
    expect(actor.getSnapshot().can({ type: 'user.pickImages', files: [] })).toBe(true);
  });

  it('retries or removes a failed image without touching the others', async () => {
    const { actor, uploads, toast, images } = start();
    actor.send({ type: 'user.pickImages', files: [photo(1), photo(2), photo(3)] });
    uploads.calls[0]?.reject(new Error('offline'));
    await flush();
    expect(toast).toHaveBeenCalledWith('complaintForm.uploadFault');
    await settle(uploads.calls[1], { ok: false, message: 'Please choose an image' });
    expect(images()).toEqual([
      ['photo-1.png', 'failed'],
      ['photo-2.png', 'failed'],
      ['photo-3.png', 'uploading'],
    ]);

    actor.send({ type: 'user.retryImage', index: 0 });
    expect(images()[0]).toEqual(['photo-1.png', 'queued']);
    // Retrying something that did not fail does nothing.
    actor.send({ type: 'user.retryImage', index: 2 });
    expect(uploads.calls).toHaveLength(3);

    await settle(uploads.calls[2], { ok: true, data: '/u/3.jpg' });
    expect(uploads.calls[3]?.input.file.name).toBe('photo-1.png');
    await settle(uploads.calls[3], { ok: true, data: '/u/1.jpg' });
    actor.send({ type: 'user.removeImage', index: 1 });
    expect(images()).toEqual([
      ['photo-1.png', 'uploaded'],
      ['photo-3.png', 'uploaded'],
    ]);
    expect(actor.getSnapshot().context.images.map((i) => i.url)).toEqual(['/u/1.jpg', '/u/3.jpg']);
  });

  it('removing the image in flight aborts its upload and moves on', async () => {
    const { actor, uploads, images, saveDraft } = start();
    actor.send({ type: 'user.pickImages', files: [photo(1), photo(2)] });
    const first = uploads.calls[0];
    actor.send({ type: 'user.removeImage', index: 0 });
    expect(first?.signal.aborted).toBe(true);
    expect(uploads.calls[1]?.input.file.name).toBe('photo-2.png');
    expect(images()).toEqual([['photo-2.png', 'uploading']]);
    await settle(uploads.calls[1], { ok: true, data: '/u/2.jpg' });
    // An uploaded image can be removed too, and the draft forgets it.
    actor.send({ type: 'user.removeImage', index: 0 });
    expect(images()).toEqual([]);
    expect(saveDraft).toHaveBeenLastCalledWith({ ...KEY, text: '', imageUrls: [] });
  });

  it('refuses an empty or whitespace-only description and sends nothing', () => {
    const { actor, saves, toast } = start();
    actor.send({ type: 'user.tapSend' });
    actor.send({ type: 'user.editText', value: '  \n ' });
    actor.send({ type: 'user.tapSend' });
    expect(toast.mock.calls).toEqual([['complaintForm.emptyDescription'], ['complaintForm.emptyDescription']]);
    expect(saves.calls).toHaveLength(0);
    expect(actor.getSnapshot().matches({ submission: 'editing' })).toBe(true);
  });

  it('refuses to send while an image failed: sending would drop it', async () => {
    const { actor, uploads, saves, toast } = start();
    actor.send({ type: 'user.editText', value: 'Rude agent' });
    actor.send({ type: 'user.pickImages', files: [photo(1)] });
    await settle(uploads.calls[0], { ok: false, message: 'x' });
    actor.send({ type: 'user.tapSend' });
    expect(toast).toHaveBeenLastCalledWith('complaintForm.imagesFailed');
    expect(saves.calls).toHaveLength(0);
  });

  it('sends exactly the complaint, shows success for 1.5 s, clears the draft, then goes to the entry', async () => {
    vi.useFakeTimers();
    const { actor, uploads, saves, navigate, clearDraft } = start();
    actor.send({ type: 'user.editText', value: 'They called my sister.' });
    actor.send({ type: 'user.pickImages', files: [photo(1), photo(2)] });
    uploads.calls[0]?.resolve({ ok: true, data: '/u/1.jpg' });
    await vi.advanceTimersByTimeAsync(0);
    uploads.calls[1]?.resolve({ ok: true, data: '/u/2.jpg' });
    await vi.advanceTimersByTimeAsync(0);

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
    expect(actor.getSnapshot().matches({ submission: 'sent' })).toBe(true);
    expect(clearDraft).toHaveBeenCalledWith(KEY);

    await vi.advanceTimersByTimeAsync(SUCCESS_MODAL_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledWith({ route: 'complaintEntry', query: { orderNo: 'IN2406000003' }, replace: true });
    expect(actor.getSnapshot().matches({ submission: 'left' })).toBe(true);
  });

  it('sends an empty problemImage when there are no images', () => {
    const { actor, saves } = start();
    actor.send({ type: 'user.editText', value: 'No images' });
    actor.send({ type: 'user.tapSend' });
    expect(saves.calls[0]?.input.problemImage).toBe('');
  });

  it('waits for running uploads, then saves with every image', async () => {
    const { actor, uploads, saves } = start();
    actor.send({ type: 'user.editText', value: 'Harassment' });
    actor.send({ type: 'user.pickImages', files: [photo(1), photo(2)] });
    actor.send({ type: 'user.tapSend' });
    expect(actor.getSnapshot().matches({ submission: 'waitingForUploads' })).toBe(true);
    actor.send({ type: 'user.tapSend' });
    actor.send({ type: 'user.removeImage', index: 0 });
    expect(actor.getSnapshot().context.images).toHaveLength(2);

    await settle(uploads.calls[0], { ok: true, data: '/u/1.jpg' });
    expect(saves.calls).toHaveLength(0);
    await settle(uploads.calls[1], { ok: true, data: '/u/2.jpg' });
    expect(actor.getSnapshot().matches({ submission: 'saving' })).toBe(true);
    expect(saves.calls).toHaveLength(1);
    expect(saves.calls[0]?.input.problemImage).toBe('/u/1.jpg,/u/2.jpg');
  });

  it('goes back to editing when an upload fails while waiting', async () => {
    const { actor, uploads, saves, toast } = start();
    actor.send({ type: 'user.editText', value: 'Harassment' });
    actor.send({ type: 'user.pickImages', files: [photo(1)] });
    actor.send({ type: 'user.tapSend' });
    uploads.calls[0]?.reject(new Error('offline'));
    await flush();
    expect(actor.getSnapshot().matches({ submission: 'editing' })).toBe(true);
    expect(toast).toHaveBeenLastCalledWith('complaintForm.imagesFailed');
    expect(saves.calls).toHaveLength(0);
  });

  it('keeps text and images after a refusal or a fault, and sends again', async () => {
    const { actor, uploads, saves, toast, clearDraft } = start();
    actor.send({ type: 'user.editText', value: 'Harassment' });
    actor.send({ type: 'user.pickImages', files: [photo(1)] });
    await settle(uploads.calls[0], { ok: true, data: '/u/1.jpg' });

    actor.send({ type: 'user.tapSend' });
    await settle(saves.calls[0], { ok: false, message: 'Order not found' });
    expect(actor.getSnapshot().matches({ submission: 'editing' })).toBe(true);
    // The request helper toasts the server's message; the machine adds nothing.
    expect(toast).not.toHaveBeenCalled();

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
    expect(context.images).toHaveLength(MAX_IMAGES);
    expect(context.images.every((i) => i.status === 'uploaded' && i.file === null)).toBe(true);
    expect(context.images[8]?.url).toBe('/u/8.jpg');
    expect(uploads.calls).toHaveLength(0);
  });
});
