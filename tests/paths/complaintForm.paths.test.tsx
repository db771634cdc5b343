import { act, within, type Screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ComplaintFormEvent, FormImage, Titles } from '@machines/complaintForm/complaintForm.machine';
import { paths } from '@/config';
import ComplaintFormScreen, { draftKey } from '@/screens/complaintForm';
import { feedback } from '@/services/feedback';
import { storage } from '@/services/storage';
import type { NetworkController } from './network';
import { answerLoad, answerSaved, describePaths, DEVICE_QUERY, envelope, flushUntil as until, post, refusal, tap, whole, type ReceivedRequest } from './replay';
import { complaintFormSpec, DESCRIPTION, FORM_KEY, FORM_TITLES, NO_ORDER, NOT_AN_IMAGE, UPLOADED_URL } from './specs/complaintForm';

// A path types a sentence key by key and uploads through MSW: longer than the default 5 s on 2 cores.
vi.setConfig({ testTimeout: 30_000 });

const ADDRESS =
  '/complainPageNext?deviceId=dev-9&isNeedPop=1&spits=S1&swift=W1&problemType=1&problemSonType=3&orderNo=IN2406000003';
const DRAFT = draftKey(FORM_KEY);

const TEXT = {
  empty: 'Please fill in your comments and suggestions',
  tooMany: 'You can add up to 9 images: only the first ones that fit were added.',
  imagesFailed: 'Some images were not uploaded. Retry or remove them, then send again.',
  uploadFault: 'An image could not be uploaded. Check your connection and tap Retry.',
  uploaded: 'Upload succeeded!',
  sendFault: 'Your complaint could not be sent. Check your connection and try again: your text and images are kept.',
  waiting: 'Your complaint will be sent as soon as the images are uploaded.',
};

type Event<K extends ComplaintFormEvent['type']> = Extract<ComplaintFormEvent, { type: K }>;

const imagesOf = (snapshot: AnyMachineSnapshot) => snapshot.context.images as FormImage[];
const imagesRegion = (screen: Screen) => screen.getByRole('region', { name: /^Images \(/ });
const typesRegion = (screen: Screen) => screen.getByRole('region', { name: 'Problem type' });
const tiles = (screen: Screen) =>
  within(imagesRegion(screen))
    .queryAllByRole('img', { name: /^Image \d+$/ })
    .map((img) => img.closest('li') as HTMLElement);

/** The tile of the image in flight: it stays the same element while its image is shown. */
const uploadingTile = (screen: Screen) => {
  const tile = tiles(screen).find((li) => within(li).queryByText('uploading...'));
  if (!tile) throw new Error('No image is uploading');
  return tile;
};

/**
 * The upload requests of one path, as the server saw them. The form uploads one image at a time,
 * so the newest request nobody answered is the live one, unless its image was removed while it
 * was in flight (the app aborts it; the server, which cannot tell, still holds it).
 */
const uploads = {
  answered: new Set<ReceivedRequest>(),
  abandoned: new Set<ReceivedRequest>(),
  /** An answer whose headers went out (the request body is all sent) but whose body has not. */
  open: null as { request: ReceivedRequest; finish: (body: string) => void } | null,
};

function liveUpload(network: NetworkController): ReceivedRequest | undefined {
  const last = network.requestsOf('uploadImage').at(-1);
  return last && !uploads.answered.has(last) && !uploads.abandoned.has(last) ? last : undefined;
}

/** Readies the live upload for an answer: older held requests belong to removed images. */
async function takeLiveUpload(network: NetworkController): Promise<ReceivedRequest> {
  const live = liveUpload(network);
  if (!live) throw new Error('No upload in flight has reached the server');
  if (uploads.open && uploads.open.request !== live) {
    uploads.open.finish('');
    uploads.open = null;
  }
  if (!uploads.open) while (network.waiting('uploadImage') > 1) await network.drop('uploadImage');
  return live;
}

/** Answers the live upload: the server's JSON body, or a dropped connection (null). */
async function answerUpload(network: NetworkController, screen: Screen, body: unknown): Promise<void> {
  const tile = uploadingTile(screen);
  const live = await takeLiveUpload(network);
  if (uploads.open) {
    // The answer was held after its headers: a fault now is a body that is no answer at all.
    uploads.open.finish(body === null ? 'connection reset' : JSON.stringify(body));
    uploads.open = null;
  } else {
    await network.respond('uploadImage', body === null ? HttpResponse.error() : HttpResponse.json(body as never));
  }
  uploads.answered.add(live);
  await until(() => !tile.isConnected || within(tile).queryByText('uploading...') === null);
}

/** The toast a step raises, if it raises one; otherwise the last one stays up (3 s, §9). */
function raisedToast(snapshot: AnyMachineSnapshot, event?: EventObject, previous?: AnyMachineSnapshot): string | null {
  if (!event || !previous) return null;
  const submission = (state: string) => ({ form: { submission: state } });
  if (previous.matches(submission('waitingForUploads')) && snapshot.matches(submission('editing'))) return TEXT.imagesFailed;
  const e = event as ComplaintFormEvent | EventObject;
  switch (e.type) {
    case 'user.tapSend':
      if (!previous.matches(submission('editing'))) return null;
      if ((previous.context.text as string).trim() === '') return TEXT.empty;
      return imagesOf(previous).some((i) => i.status === 'failed') ? TEXT.imagesFailed : null;
    case 'user.pickImages':
      return 'files' in e && e.files.length > 9 - imagesOf(previous).length ? TEXT.tooMany : null;
    case 'upload.uploaded':
      return TEXT.uploaded;
    // The server's message, toasted by the request helper (§7).
    case 'upload.refused':
      return NOT_AN_IMAGE;
    case 'upload.failed':
      return TEXT.uploadFault;
    case 'xstate.done.actor.saveComplaint':
      return snapshot.matches(submission('editing')) ? NO_ORDER : null;
    case 'xstate.error.actor.saveComplaint':
      return TEXT.sendFault;
    // A refusal of problem-init is shown in the page, once: never toasted.
    default:
      return null;
  }
}
let toastShown = '';

/** What the server holds for problem-init: the type and sub-type of the address among others. */
function initBody(titles: Titles) {
  return {
    problemType: [
      { value: '2', title: 'Repayment' },
      { value: FORM_KEY.problemType, title: titles.type },
    ],
    problemSonType: [
      { value: '2', title: 'Threats' },
      { value: FORM_KEY.problemSonType, title: titles.sonType },
    ],
    orderDetail: null,
    orderList: [],
  };
}

function expectSession(request: ReceivedRequest) {
  expect(request.method).toBe('POST');
  expect(request.query).toMatchObject(DEVICE_QUERY);
  // §7: the JSON client sends spits and beech; swift and eyes are the form client's.
  expect(request.headers).toMatchObject({ spits: 'S1', beech: '', 'x-requested-with': 'XMLHttpRequest' });
  expect(request.headers).not.toHaveProperty('swift');
}

/** The bytes photo(n) of the spec holds, from its name (jsdom's File cannot be read back here). */
const bytesOfPhoto = (file: File) => file.name.replace(/^photo-(\d+)\.png$/, 'photo $1');

describePaths(complaintFormSpec)({
  screen: ComplaintFormScreen,
  address: ADDRESS,
  network: {
    loadTitles: post(paths.app('/user-problem/problem-init'), answerLoad(initBody)),
    uploadImage: post(paths.app('/user-problem/upload-problem-img'), (url: string) => envelope({ url })),
    saveComplaint: post(paths.app('/user-problem/problem-save'), answerSaved),
  },
  before: () => {
    storage.remove(DRAFT);
    feedback.dismissToast();
    toastShown = '';
    uploads.answered.clear();
    uploads.abandoned.clear();
    uploads.open = null;
  },
  gestures: {
    'user.editText': async ({ user, screen, event }) => {
      const field = screen.getByRole('textbox', { name: 'Problem description' });
      await user.clear(field);
      await user.type(field, event.value);
    },
    'user.pickImages': async ({ user, screen, event }) => {
      await user.upload(within(imagesRegion(screen)).getByLabelText('Add images'), [...event.files]);
    },
    'user.removeImage': async ({ user, screen, event, network }) => {
      // Removing the image in flight stops its upload: its request is nobody's any more.
      const live = liveUpload(network);
      if (within(tiles(screen)[event.index]!).queryByText('uploading...') && live) uploads.abandoned.add(live);
      await user.click(screen.getByRole('button', { name: `Remove image ${event.index + 1}` }));
    },
    'user.retryImage': async ({ user, screen, event }) => {
      await user.click(screen.getByRole('button', { name: `Retry image ${event.index + 1}` }));
    },
    'user.tapSend': tap('Send'),
    'user.retryTitles': async ({ user, screen }) => {
      await user.click(within(typesRegion(screen)).getByRole('button', { name: 'Try again' }));
    },
    // The network's part: the upload actor reports what MSW's XMLHttpRequest does.
    'upload.progress': async ({ network, screen }) => {
      const tile = uploadingTile(screen);
      const live = await takeLiveUpload(network);
      if (uploads.open) throw new Error('The live upload was already answered');
      let finish!: (body: string) => void;
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => {
          finish = (text) => {
            if (text !== '') controller.enqueue(new TextEncoder().encode(text));
            controller.close();
          };
        },
      });
      // The answer starts, so the request body has gone out whole; its body stays open.
      const request = await network.respond('uploadImage', new Response(body, { headers: { 'Content-Type': 'application/json' } }));
      expect(request).toBe(live);
      uploads.open = { request, finish };
      await until(() => within(tile).queryByText('100%') !== null);
    },
    'upload.uploaded': async ({ network, screen, event }) => {
      await answerUpload(network, screen, envelope({ url: event.url }));
    },
    'upload.refused': async ({ network, screen, event }) => {
      await answerUpload(network, screen, refusal(event.message));
    },
    'upload.failed': async ({ network, screen }) => {
      await answerUpload(network, screen, null);
    },
  },
  overrides: {
    // §9: the modal stays 1.5 s (the spec's number, not the machine's), then the entry replaces the form.
    'xstate.after.successModal.complaintForm.form.submission.sent': async ({ screen }) => {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1499);
      });
      expect(screen.getByRole('dialog', { name: 'Successfully Sent' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Problem description' })).toBeInTheDocument();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1);
      });
    },
  },
  states: {
    // Everything the form shows in every state: the text, each image with its own state, the
    // hints, the toast of the step, and the draft kept for a reload.
    form: ({ screen, snapshot, event, previous, place }) => {
      expect(place.pathname).toBe('/complainPageNext');
      expect(screen.getByRole('heading', { level: 1, name: 'Submit a complaint' })).toBeInTheDocument();
      expect(document.title).toBe('Submit a complaint');
      const editing = snapshot.matches({ form: { submission: 'editing' } });
      const text = snapshot.context.text as string;
      const images = imagesOf(snapshot);
      const field = screen.getByRole('textbox', { name: 'Problem description' });
      expect(field).toHaveValue(text);
      expect(field).toHaveAttribute('maxlength', '200');
      expect(screen.getByText(`${text.length}/200`)).toBeInTheDocument();
      if (editing) expect(field).not.toHaveAttribute('readonly');
      else expect(field).toHaveAttribute('readonly');

      expect(within(imagesRegion(screen)).getByRole('heading', { name: `Images (${images.length}/9)` })).toBeInTheDocument();
      const shown = tiles(screen);
      expect(shown).toHaveLength(images.length);
      images.forEach((image, i) => {
        const tile = within(shown[i]!);
        expect(tile.getByRole('img')).toHaveAccessibleName(`Image ${i + 1}`);
        expect(tile.queryByText('Waiting') !== null).toBe(image.status === 'queued');
        expect(tile.queryByText('uploading...') !== null).toBe(image.status === 'uploading');
        expect(tile.queryByText('Upload failed') !== null).toBe(image.status === 'failed');
        expect(tile.queryByRole('button', { name: `Retry image ${i + 1}` }) !== null).toBe(editing && image.status === 'failed');
        expect(tile.queryByRole('button', { name: `Remove image ${i + 1}` }) !== null).toBe(editing);
      });
      expect(screen.getByText(/as evidence/)).toBeInTheDocument();
      expect(screen.getByText('We will reply within 3 weekdays.')).toBeInTheDocument();

      toastShown = raisedToast(snapshot, event, previous) ?? toastShown;
      expect(screen.getByRole('status')).toHaveTextContent(whole(toastShown));

      // The draft is what a reload brings back: the text and the uploaded images, until the save.
      const urls = images.filter((i) => i.status === 'uploaded').map(() => UPLOADED_URL);
      const sent = snapshot.matches({ form: { submission: 'sent' } });
      expect(storage.get(DRAFT)).toEqual(sent || (text === '' && urls.length === 0) ? undefined : { text, imageUrls: urls });
    },

    'form.titles.loading': ({ screen, network }) => {
      expect(typesRegion(screen)).toHaveAttribute('aria-busy', 'true');
      expect(within(typesRegion(screen)).getByText('Loading the problem type…')).toBeInTheDocument();
      // One problem-init in flight, for the order of the address.
      expect(network.waiting('loadTitles')).toBe(1);
      const request = network.requestsOf('loadTitles').at(-1)!;
      expectSession(request);
      expect(request.body).toEqual({ orderNo: 'IN2406000003' });
    },
    'form.titles.ready': ({ screen }) => {
      expect(typesRegion(screen)).toHaveAttribute('aria-busy', 'false');
      const tags = within(typesRegion(screen)).getAllByRole('listitem');
      expect(tags.map((tag) => tag.textContent)).toEqual([FORM_TITLES.type, FORM_TITLES.sonType]);
    },
    // A permanent answer: the server's message, once, and no retry that cannot help.
    'form.titles.refused': ({ screen }) => {
      expect(within(typesRegion(screen)).getByRole('alert')).toHaveTextContent(NO_ORDER);
      expect(within(typesRegion(screen)).queryByRole('button')).toBeNull();
    },
    'form.titles.failed': ({ screen }) => {
      expect(within(typesRegion(screen)).getByText(/The problem type could not be loaded\./)).toBeInTheDocument();
      expect(within(typesRegion(screen)).getByRole('button', { name: 'Try again' })).toBeEnabled();
    },

    'form.uploads.idle': ({ screen }) => {
      expect(screen.queryByRole('progressbar')).toBeNull();
      expect(screen.queryByText('uploading...')).toBeNull();
    },
    // One at a time: one progress bar, on the image whose bytes the server is receiving.
    'form.uploads.uploading': async ({ screen, snapshot, network, event }) => {
      const index = imagesOf(snapshot).findIndex((i) => i.status === 'uploading');
      const image = imagesOf(snapshot)[index]!;
      const bar = within(tiles(screen)[index]!).getByRole('progressbar');
      expect(bar).toHaveAccessibleName(`Upload progress of image ${index + 1}`);
      expect(bar).toHaveAttribute('aria-valuenow', String(image.percent));
      expect(within(tiles(screen)[index]!).getByText(`${image.percent}%`)).toBeInTheDocument();
      expect(screen.getAllByRole('progressbar')).toHaveLength(1);

      await until(() => liveUpload(network) !== undefined);
      const live = liveUpload(network);
      expect(live, 'the upload of the image in flight reached the server').toBeDefined();
      // The percent is what the network reports: 100 once the whole body is out, 0 before.
      expect(image.percent).toBe(uploads.open?.request === live ? 100 : 0);
      if (event?.type === 'upload.progress') expect(image.percent).toBe((event as Event<'upload.progress'>).percent);
      expectSession(live!);
      expect(live!.headers['content-type']).toMatch(/^multipart\/form-data/);
      expect(Object.keys(live!.body)).toEqual(['problemImage']);
      expect(await live!.files.problemImage!.text()).toBe(bytesOfPhoto(image.file!));
    },

    'form.submission.editing.withPicker': ({ screen, network }) => {
      expect(within(imagesRegion(screen)).getByLabelText('Add images')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
      expect(screen.queryByText('saving...')).toBeNull();
      expect(screen.queryByRole('dialog')).toBeNull();
      // Nothing is being saved: a refused Send sent nothing, a failed one left nothing in flight.
      expect(network.waiting('saveComplaint')).toBe(0);
    },
    // §5: the picker disappears at 9, whatever state the nine are in.
    'form.submission.editing.imagesFull': ({ screen, network }) => {
      expect(within(imagesRegion(screen)).queryByLabelText('Add images')).toBeNull();
      expect(within(imagesRegion(screen)).getByRole('heading', { name: 'Images (9/9)' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
      expect(network.waiting('saveComplaint')).toBe(0);
    },
    'form.submission.waitingForUploads': ({ screen, network }) => {
      expect(screen.getByText(TEXT.waiting)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
      expect(within(imagesRegion(screen)).queryByLabelText('Add images')).toBeNull();
      expect(network.waiting('saveComplaint')).toBe(0);
    },
    // Exactly what problem-save receives (§3, §7), once.
    'form.submission.saving': ({ screen, snapshot, network }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('saving...');
      expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
      expect(network.waiting('saveComplaint')).toBe(1);
      const request = network.requestsOf('saveComplaint').at(-1)!;
      expectSession(request);
      expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
      const uploaded = imagesOf(snapshot).filter((i) => i.status === 'uploaded').length;
      expect(request.body).toEqual({
        problemType: '1',
        problemSonType: '3',
        problemDetail: DESCRIPTION,
        problemImage: Array.from({ length: uploaded }, () => UPLOADED_URL).join(','),
        orderNo: 'IN2406000003',
      });
    },
    'form.submission.sent': ({ screen }) => {
      const dialog = screen.getByRole('dialog', { name: 'Successfully Sent' });
      expect(dialog).toHaveTextContent('Thank you for your feedback.');
      expect(screen.queryByText('saving...')).toBeNull();
    },
    // The complaint entry of the same order replaced the form, with the session carried along.
    left: ({ screen, place }) => {
      expect(place.pathname).toBe('/complaint');
      expect(place.query).toMatchObject({ orderNo: 'IN2406000003', deviceId: 'dev-9', isNeedPop: '1', spits: 'S1', swift: 'W1' });
      expect(screen.getByText('Another page')).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Problem description' })).toBeNull();
    },
  },
});

