import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { draftKey } from '@/screens/complaintForm';
import { ROUTES } from '@/routes';
import { complaintsApi } from '@/services/api/complaints';
import { navigation } from '@/services/navigation';
import { storage } from '@/services/storage';
import { db } from '@mocks/db';
import { FILES_PATH } from '@mocks/handlers/files';
import { server } from '@mocks/node';
import { openScreen, placeQuery, requestsTo, toast, where } from '../support';

const DEVICE = 'deviceId=demo-1&isNeedPop=1';
const UPLOAD = '/user-problem/upload-problem-img';
const SAVE = '/user-problem/problem-save';
const INIT = '/user-problem/problem-init';
const EMPTY = 'Please fill in your comments and suggestions';
const UPLOADED = 'Upload succeeded!';
const SEND_FAULT = 'Your complaint could not be sent. Check your connection and try again: your text and images are kept.';

/** An India order that allows collection complaints, so type 1 saves. */
function collectionOrder(): string {
  const order = db.orders('IN').find((o) => o.isShow === '1');
  if (!order) throw new Error('seed: no IN order with isShow 1');
  return order.orderNo;
}

/** The form for `orderNo` at the address the entry page opens it with (StrictMode unless `strict: false`). */
const openForm = (orderNo: string, { problemType = '1', problemSonType = '2', strict = true, device = DEVICE } = {}) =>
  openScreen('complaintForm', {
    address: `${ROUTES.complaintForm}?problemType=${problemType}&problemSonType=${problemSonType}&orderNo=${orderNo}&${device}`,
    pages: { [ROUTES.complaintEntry]: <p>The complaint entry</p> },
    strict,
  });
/** The form for a collection complaint on a seeded order that allows one; a user on the real clock. */
async function openCollectionForm() {
  const user = userEvent.setup();
  await openForm(collectionOrder());
  return user;
}

const photo = (n: number) => new File([`bytes of photo ${n}`], `photo-${n}.png`, { type: 'image/png' });
const field = () => screen.getByRole('textbox', { name: 'Problem description' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const picker = () => screen.getByLabelText('Add images');

/** Which photos the server stored, in upload order, told apart by their bytes. */
const uploadedPhotos = () => db.files().map((file) => Number(atob(file.base64).replace('bytes of photo ', '')));

/** The URL the demo backend gave each stored file, in upload order. */
const storedUrls = () => db.files().map((file) => `${FILES_PATH}${file.id}.png`);

async function allUploaded(count: number) {
  await waitFor(() => {
    expect(screen.getAllByRole('img', { name: /^Image \d+$/ })).toHaveLength(count);
    expect(screen.queryByText('uploading...')).toBeNull();
    expect(screen.queryByText('Waiting')).toBeNull();
  });
}

/** A hold on one endpoint: requests arrive, are counted, and wait until released. */
function hold(suffix: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const arrived: number[] = [];
  server.use(
    http.post(`*${suffix}`, async () => {
      arrived.push(Date.now());
      await released;
      // Nothing returned: the demo backend's own handler answers.
    }),
  );
  return { arrived, release };
}

describe('complaint form', () => {
  it('files a complaint with two images: exactly what upload and problem-save get, then the entry page', async () => {
    const user = userEvent.setup();
    const orderNo = collectionOrder();
    await openForm(orderNo);

    expect(document.title).toBe('Submit a complaint');
    const types = screen.getByRole('region', { name: 'Problem type' });
    expect(await within(types).findByText('Collection')).toBeInTheDocument();
    expect(within(types).getByText('Contacting my contacts')).toBeInTheDocument();
    expect(db.lastRequest(INIT)?.body).toEqual({ orderNo });
    expect(screen.getByText(/as evidence/)).toBeInTheDocument();
    expect(screen.getByText('We will reply within 3 weekdays.')).toBeInTheDocument();
    expect(screen.getByText('0/200')).toBeInTheDocument();
    expect(field()).toHaveAttribute('placeholder', 'Tell us what happened, when, and who was involved');
    // The picker's visible words, not only its accessible name.
    expect(picker().closest('label')).toHaveTextContent(/^\+Add images$/);
    expect(within(types).queryByText('Loading the problem type…')).toBeNull();

    await user.type(field(), 'They called my sister at 11 pm.');
    expect(screen.getByText('31/200')).toBeInTheDocument();
    await user.upload(picker(), [photo(1), photo(2)]);
    await allUploaded(2);
    // §8: each finished image says so.
    expect(toast()).toHaveTextContent(UPLOADED);

    // One multipart request per image with the file in the field problemImage and nothing else,
    // in the order picked (jsdom's FormData loses file names on the way to MSW: bytes tell them apart).
    const uploads = requestsTo(UPLOAD);
    expect(uploads.map((r) => Object.keys(r.body))).toEqual([['problemImage'], ['problemImage']]);
    expect(db.files().map((f) => [f.type, atob(f.base64)])).toEqual([
      ['image/png', 'bytes of photo 1'],
      ['image/png', 'bytes of photo 2'],
    ]);
    expect(uploads[0]?.query).toMatchObject({ deviceId: 'demo-1', isNeedPop: '1' });

    await user.click(sendButton());
    const dialog = await screen.findByRole('dialog', { name: 'Successfully Sent' });
    expect(dialog).toHaveTextContent('Thank you for your feedback.');
    expect(requestsTo(SAVE)).toHaveLength(1);
    expect(db.lastRequest(SAVE)?.body).toEqual({
      problemType: '1',
      problemSonType: '2',
      problemDetail: 'They called my sister at 11 pm.',
      problemImage: storedUrls().join(','),
      orderNo,
    });
    expect(db.complaints('IN')[0]).toMatchObject({ content: 'They called my sister at 11 pm.', images: storedUrls() });
    expect(storage.get(draftKey({ problemType: '1', problemSonType: '2', orderNo }))).toBeUndefined();

    // §9: the modal stays 1.5 s, then the entry page of the same order replaces the form.
    await screen.findByText('The complaint entry', {}, { timeout: 3000 });
    expect(placeQuery().orderNo).toBe(orderNo);
    expect(where().startsWith(`${ROUTES.complaintEntry}?`)).toBe(true);
  });

  it('refuses an empty or whitespace-only description and sends nothing', async () => {
    const user = await openCollectionForm();
    await user.click(sendButton());
    expect(toast()).toHaveTextContent(EMPTY);
    await user.type(field(), '   ');
    await user.click(sendButton());
    expect(toast()).toHaveTextContent(EMPTY);
    expect(requestsTo(SAVE)).toHaveLength(0);
  });

  it('ignores input beyond 200 characters', async () => {
    const user = await openCollectionForm();
    await user.click(field());
    await user.paste('a'.repeat(205));
    expect(field()).toHaveValue('a'.repeat(200));
    expect(screen.getByText('200/200')).toBeInTheDocument();
  });

  it('sends an empty problemImage when there are no images', async () => {
    const user = userEvent.setup();
    const orderNo = collectionOrder();
    await openForm(orderNo, { problemType: '2', problemSonType: '' });
    await user.type(field(), 'Payment not credited');
    await user.click(sendButton());
    await screen.findByRole('dialog', { name: 'Successfully Sent' });
    expect(db.lastRequest(SAVE)?.body).toEqual({
      problemType: '2',
      problemSonType: '',
      problemDetail: 'Payment not credited',
      problemImage: '',
      orderNo,
    });
  });

  it('keeps text and uploaded images across a remount, and clears them after the save', async () => {
    const user = userEvent.setup();
    const orderNo = collectionOrder();
    const first = await openForm(orderNo);
    await user.type(field(), 'Threats on WhatsApp');
    await user.upload(picker(), [photo(1)]);
    await allUploaded(1);
    first.unmount();

    // A killed WebView comes back to the same address: the draft is all there.
    const second = await openForm(orderNo);
    expect(field()).toHaveValue('Threats on WhatsApp');
    const image = screen.getByRole('img', { name: 'Image 1' });
    expect(image).toHaveAttribute('src', storedUrls()[0]);
    expect(screen.getByRole('heading', { name: 'Images (1/9)' })).toBeInTheDocument();
    // Another order or type is another draft.
    second.unmount();
    const other = await openForm(orderNo, { problemSonType: '3' });
    expect(field()).toHaveValue('');
    other.unmount();

    await openForm(orderNo);
    await user.type(field(), '!');
    await user.click(sendButton());
    await screen.findByRole('dialog', { name: 'Successfully Sent' });
    expect(db.lastRequest(SAVE)?.body).toMatchObject({ problemDetail: 'Threats on WhatsApp!', problemImage: storedUrls()[0] });
    expect(requestsTo(UPLOAD)).toHaveLength(1);
    await screen.findByText('The complaint entry', {}, { timeout: 3000 });

    await openForm(orderNo);
    expect(field()).toHaveValue('');
    expect(screen.queryAllByRole('img', { name: /^Image \d+$/ })).toHaveLength(0);
  });

  it('keeps everything after a failure code and sends again', async () => {
    const user = userEvent.setup();
    const orderNo = collectionOrder();
    let refusals = 0;
    server.use(
      http.post(`*${SAVE}`, () => {
        refusals += 1;
        return HttpResponse.json({ code: '01', message: 'Order not found', data: null });
      }, { once: true }),
    );
    await openForm(orderNo);
    await user.type(field(), 'Rude agent');
    await user.upload(picker(), [photo(1)]);
    await allUploaded(1);

    await user.click(sendButton());
    await waitFor(() => expect(toast()).toHaveTextContent('Order not found'));
    expect(refusals).toBe(1);
    expect(field()).toHaveValue('Rude agent');
    expect(screen.getByRole('img', { name: 'Image 1' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(storage.get(draftKey({ problemType: '1', problemSonType: '2', orderNo }))).toEqual({
      text: 'Rude agent',
      imageUrls: storedUrls(),
    });

    await user.click(sendButton());
    await screen.findByRole('dialog', { name: 'Successfully Sent' });
    expect(db.lastRequest(SAVE)?.body).toMatchObject({ problemDetail: 'Rude agent', problemImage: storedUrls()[0] });
  });

  it('keeps everything after a network fault, says so, and sends again', async () => {
    server.use(http.post(`*${SAVE}`, () => HttpResponse.error(), { once: true }));
    const user = await openCollectionForm();
    await user.type(field(), 'Rude agent');
    await user.click(sendButton());
    await waitFor(() => expect(toast()).toHaveTextContent(SEND_FAULT));
    expect(field()).toHaveValue('Rude agent');
    expect(sendButton()).toBeEnabled();
    await user.click(sendButton());
    await screen.findByRole('dialog', { name: 'Successfully Sent' });
    expect(requestsTo(SAVE)).toHaveLength(1);
  });

  it('sends once on a double tap and says saving... meanwhile', async () => {
    const held = hold(SAVE);
    const user = await openCollectionForm();
    await user.type(field(), 'Called 20 times today');
    await user.dblClick(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('saving...');
    expect(sendButton()).toBeDisabled();
    expect(field()).toHaveAttribute('readonly');
    await user.click(sendButton());
    expect(held.arrived).toHaveLength(1);
    act(() => held.release());
    await screen.findByRole('dialog', { name: 'Successfully Sent' });
    expect(requestsTo(SAVE)).toHaveLength(1);
  });

  it('uploads one image at a time and shows each one its own state', async () => {
    const held = hold(UPLOAD);
    const user = await openCollectionForm();
    await user.upload(picker(), [photo(1), photo(2), photo(3)]);
    await waitFor(() => expect(held.arrived).toHaveLength(1));
    const tiles = screen.getAllByRole('img', { name: /^Image \d+$/ }).map((img) => within(img.closest('li') as HTMLElement));
    expect(tiles[0]?.getByText('uploading...')).toBeInTheDocument();
    expect(tiles[0]?.getByRole('progressbar', { name: 'Upload progress of image 1' })).toBeInTheDocument();
    expect(tiles[1]?.getByText('Waiting')).toBeInTheDocument();
    expect(tiles[2]?.getByText('Waiting')).toBeInTheDocument();
    // Nothing else starts while the first is in flight.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(held.arrived).toHaveLength(1);
    expect(screen.getAllByText('uploading...')).toHaveLength(1);

    act(() => held.release());
    await allUploaded(3);
    expect(uploadedPhotos()).toEqual([1, 2, 3]);
  });

  it('retries or removes a failed image without touching the others', async () => {
    // The first upload loses its connection; the next ones wait until the fault has been seen.
    const held = hold(UPLOAD);
    server.use(http.post(`*${UPLOAD}`, () => HttpResponse.error(), { once: true }));
    const user = await openCollectionForm();
    await user.upload(picker(), [photo(1), photo(2), photo(3)]);
    const failed = await screen.findByText('Upload failed');
    expect(toast()).toHaveTextContent('An image could not be uploaded. Check your connection and tap Retry.');
    expect(within(failed.closest('li') as HTMLElement).getByRole('img')).toHaveAccessibleName('Image 1');
    await waitFor(() => expect(held.arrived).toHaveLength(1));
    act(() => held.release());
    await waitFor(() => expect(requestsTo(UPLOAD)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('uploading...')).toBeNull());
    expect(toast()).toHaveTextContent(UPLOADED);

    // Sending now would drop image 1: refused until it is retried or removed.
    await user.type(field(), 'Proof attached');
    await user.click(sendButton());
    expect(toast()).toHaveTextContent('Some images were not uploaded. Retry or remove them, then send again.');
    expect(requestsTo(SAVE)).toHaveLength(0);

    const retry = screen.getByRole('button', { name: 'Retry image 1' });
    expect(retry).toHaveTextContent(/^Retry$/);
    // The class dims the thumbnail of an image that is not up (jsdom applies no CSS).
    const failedTile = failed.closest('li') as HTMLElement;
    expect(failedTile).toHaveClass('complaintForm__tile', 'complaintForm__tile--failed');
    await user.click(retry);
    await allUploaded(3);
    expect(failedTile).toHaveClass('complaintForm__tile', 'complaintForm__tile--uploaded');
    const urls = storedUrls();
    // The failed request stored nothing: photos 2 and 3 went up, then photo 1 on Retry.
    expect(uploadedPhotos()).toEqual([2, 3, 1]);

    await user.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(screen.getAllByRole('img', { name: /^Image \d+$/ })).toHaveLength(2);
    await user.click(sendButton());
    await screen.findByRole('dialog', { name: 'Successfully Sent' });
    // Shown order (1, 3), each with its own URL: photo-1 went up last, photo-2 was removed.
    expect(db.lastRequest(SAVE)?.body.problemImage).toBe([urls[2], urls[1]].join(','));
  });

  it('takes the first images that fit the 9, says so, and hides the picker', async () => {
    // Held, so no 'Upload succeeded!' takes the toast's place before it is read.
    const held = hold(UPLOAD);
    const user = await openCollectionForm();
    await user.upload(picker(), [photo(1), photo(2)]);
    await user.upload(picker(), Array.from({ length: 10 }, (_, i) => photo(i + 3)));
    expect(toast()).toHaveTextContent('You can add up to 9 images: only the first ones that fit were added.');
    expect(screen.getByRole('heading', { name: 'Images (9/9)' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Add images')).toBeNull();
    act(() => held.release());
    await allUploaded(9);
    expect(uploadedPhotos()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    await user.click(screen.getByRole('button', { name: 'Remove image 9' }));
    expect(screen.getByLabelText('Add images')).toBeInTheDocument();
  });

  it('waits for running uploads when Send is tapped, then saves with every image', async () => {
    const held = hold(UPLOAD);
    const user = await openCollectionForm();
    await user.type(field(), 'Harassment');
    await user.upload(picker(), [photo(1), photo(2)]);
    await user.click(sendButton());
    expect(screen.getByText('Your complaint will be sent as soon as the images are uploaded.')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    expect(requestsTo(SAVE)).toHaveLength(0);

    act(() => held.release());
    await screen.findByRole('dialog', { name: 'Successfully Sent' });
    expect(db.lastRequest(SAVE)?.body.problemImage).toBe(storedUrls().join(','));
    expect(storedUrls()).toHaveLength(2);
  });

  it('shows the upload progress the network reports, then says the image is up', async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    server.use(
      http.post(
        `*${UPLOAD}`,
        () => {
          // The answer starts (the photo has gone out whole) but its body waits for the test.
          const body = new ReadableStream<Uint8Array>({
            start: (controller) => {
              finish = () => {
                const answer = { code: '00', message: 'success', data: { url: '/gw/demo-files/p1.png' } };
                controller.enqueue(new TextEncoder().encode(JSON.stringify(answer)));
                controller.close();
              };
            },
          });
          return new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } });
        },
        { once: true },
      ),
    );
    await openForm(collectionOrder());
    await user.upload(picker(), [photo(1)]);
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress of image 1' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    const tile = within(bar.closest('li') as HTMLElement);
    expect(tile.getByText('100%')).toBeInTheDocument();
    expect(bar.firstElementChild).toHaveStyle({ width: '100%' });
    expect(tile.getByText('uploading...')).toBeInTheDocument();
    expect(toast()).toHaveTextContent(/^$/);

    act(() => finish());
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.getByRole('img', { name: 'Image 1' })).toBeInTheDocument();
    expect(toast()).toHaveTextContent(UPLOADED);
    expect(storage.get(draftKey({ problemType: '1', problemSonType: '2', orderNo: collectionOrder() }))).toEqual({
      text: '',
      imageUrls: ['/gw/demo-files/p1.png'],
    });
  });

  it('shows a refusal of the problem type once, in the page, with no retry that cannot help', async () => {
    server.use(
      http.post(`*${INIT}`, () => HttpResponse.json({ code: '01', message: 'Order not found', data: null }), { once: true }),
    );
    const user = await openCollectionForm();
    const types = screen.getByRole('region', { name: 'Problem type' });
    expect(await within(types).findByRole('alert')).toHaveTextContent('Order not found');
    expect(screen.getAllByText('Order not found')).toHaveLength(1);
    expect(within(types).queryByRole('button')).toBeNull();
    // The form itself still works.
    await user.type(field(), 'Still here');
    expect(field()).toHaveValue('Still here');
  });

  it('speaks Indonesian in the Indonesia variant, the quoted strings translated', async () => {
    const user = userEvent.setup();
    const order = db.orders('ID').find((o) => o.isShow === '1') ?? db.orders('ID')[0]!;
    await openForm(order.orderNo, { problemType: '2', problemSonType: '', device: 'deviceId=demo-1&isNeedPop=0' });
    expect(screen.getByRole('heading', { level: 1, name: 'Kirim keluhan' })).toBeInTheDocument();
    expect(document.title).toBe('Kirim keluhan');
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(toast()).toHaveTextContent('Silakan isi komentar dan saran Anda');
    await user.upload(screen.getByLabelText('Tambah gambar'), [photo(1)]);
    await waitFor(() => expect(toast()).toHaveTextContent('Berhasil diunggah!'));
    expect(screen.getByRole('heading', { name: 'Gambar (1/9)' })).toBeInTheDocument();
    expect(db.lastRequest(UPLOAD)?.query.isNeedPop).toBe('0');
  });

  it('works while the titles cannot load, and loads them on Try again', async () => {
    server.use(http.post(`*${INIT}`, () => HttpResponse.error(), { once: true }));
    const user = await openCollectionForm();
    expect(await screen.findByText(/The problem type could not be loaded\./)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Problem type' }).textContent).toBe('The problem type could not be loaded. Try again');
    await user.type(field(), 'Still works');
    await user.upload(picker(), [photo(1)]);
    await allUploaded(1);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Collection')).toBeInTheDocument();
    expect(field()).toHaveValue('Still works');
  });

  it('shows a tag only for the type and sub-type of the address: none for an empty or unknown one', async () => {
    // A server list may hold an empty value (a "choose" entry): an empty sub-type is still none.
    const options = {
      problemType: [{ value: '1', title: 'Collection' }],
      problemSonType: [
        { value: '', title: 'Please choose' },
        { value: '2', title: 'Contacting my contacts' },
      ],
      orderDetail: null,
      orderList: [],
    };
    server.use(http.post(`*${INIT}`, () => HttpResponse.json({ code: '00', message: 'success', data: options })));
    const tags = async () => {
      const types = screen.getByRole('region', { name: 'Problem type' });
      await waitFor(() => expect(types).toHaveAttribute('aria-busy', 'false'));
      return within(types).getAllByRole('listitem').map((tag) => tag.textContent);
    };
    const first = await openForm(collectionOrder(), { problemSonType: '' });
    expect(await tags()).toEqual(['Collection']);
    first.unmount();
    await openForm(collectionOrder(), { problemSonType: '99' });
    expect(await tags()).toEqual(['Collection']);
  });

  it('says the type could not be loaded when a refusal carries no message', async () => {
    server.use(http.post(`*${INIT}`, () => HttpResponse.json({ code: '01', message: '', data: null }), { once: true }));
    await openForm(collectionOrder());
    const types = screen.getByRole('region', { name: 'Problem type' });
    expect(await within(types).findByRole('alert')).toHaveTextContent(/^The problem type could not be loaded\.$/);
    expect(within(types).queryByRole('button')).toBeNull();
  });

  it('sends empty fields for an address that names no complaint', async () => {
    const user = userEvent.setup();
    await openScreen('complaintForm', { session: DEVICE });
    await waitFor(() => expect(requestsTo(INIT)).toHaveLength(1));
    expect(db.lastRequest(INIT)?.body).toEqual({ orderId: '' });
    await user.type(field(), 'No order');
    await user.click(sendButton());
    await waitFor(() => expect(requestsTo(SAVE)).toHaveLength(1));
    expect(db.lastRequest(SAVE)?.body).toEqual({
      problemType: '',
      problemSonType: '',
      problemDetail: 'No order',
      problemImage: '',
      orderNo: '',
    });
  });

  it('forgets the draft once the text is cleared and no image is up', async () => {
    const user = userEvent.setup();
    const orderNo = collectionOrder();
    await openForm(orderNo);
    const key = draftKey({ problemType: '1', problemSonType: '2', orderNo });
    await user.type(field(), 'ab');
    expect(storage.get(key)).toEqual({ text: 'ab', imageUrls: [] });
    await user.clear(field());
    expect(storage.get(key)).toBeUndefined();
  });

  it('shows a picked photo from the phone, and frees it when its tile goes', async () => {
    const user = userEvent.setup();
    hold(UPLOAD);
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => `blob:${(file as File).name}`);
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    await openForm(collectionOrder(), { strict: false });
    await user.upload(picker(), [photo(1)]);
    const image = await screen.findByRole('img', { name: 'Image 1' });
    expect(image).toHaveAttribute('src', 'blob:photo-1.png');
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ name: 'photo-1.png' }));
    expect(revoke).not.toHaveBeenCalledWith('blob:photo-1.png');
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(screen.queryByRole('img', { name: 'Image 1' })).toBeNull();
    expect(revoke).toHaveBeenCalledWith('blob:photo-1.png');
  });

  it('still shows and uploads a photo where the WebView has no object URLs', async () => {
    const user = userEvent.setup();
    const saved = URL.createObjectURL;
    (URL as { createObjectURL?: unknown }).createObjectURL = undefined;
    try {
      await openForm(collectionOrder());
      await user.upload(picker(), [photo(1)]);
      await allUploaded(1);
      expect(screen.getByRole('img', { name: 'Image 1' })).not.toHaveAttribute('src');
      expect(uploadedPhotos()).toEqual([1]);
    } finally {
      URL.createObjectURL = saved;
    }
  });

  it('hides the thumbnail of an image that cannot be shown, leaving the plain tile', async () => {
    const orderNo = collectionOrder();
    storage.set(draftKey({ problemType: '1', problemSonType: '2', orderNo }), { text: '', imageUrls: ['/gw/demo-files/gone.png'] });
    await openForm(orderNo);
    const image = screen.getByRole('img', { name: 'Image 1' });
    expect(image).toBeVisible();
    fireEvent.error(image);
    expect(image).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove image 1' })).toBeVisible();
    await screen.findByText('Collection');
  });

  it('fails an upload whose URL the app would not show, and uploads it again on Retry', async () => {
    const user = userEvent.setup();
    const orderNo = collectionOrder();
    server.use(
      http.post(`*${UPLOAD}`, () => HttpResponse.json({ code: '00', message: 'success', data: { url: 'javascript:alert(1)' } }), {
        once: true,
      }),
    );
    await openForm(orderNo);
    await user.upload(picker(), [photo(1)]);
    const failed = await screen.findByText('Upload failed');
    expect(toast()).toHaveTextContent('An image could not be uploaded. Check your connection and tap Retry.');
    expect(within(failed.closest('li') as HTMLElement).getByRole('img')).toHaveAccessibleName('Image 1');
    expect(storage.get(draftKey({ problemType: '1', problemSonType: '2', orderNo }))).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Retry image 1' }));
    await allUploaded(1);
    expect(storage.get(draftKey({ problemType: '1', problemSonType: '2', orderNo }))).toEqual({ text: '', imageUrls: storedUrls() });
  });

  it('shows each whole percent the network reports, the first one too', async () => {
    const user = userEvent.setup();
    hold(UPLOAD);
    // MSW's XMLHttpRequest reports the body only once it has all gone out: the first 1% is told here.
    const real = complaintsApi.uploadImage.bind(complaintsApi);
    vi.spyOn(complaintsApi, 'uploadImage').mockImplementation((file, name, options) => {
      options?.onProgress?.(0.01);
      return real(file, name, options);
    });
    await openForm(collectionOrder());
    await user.upload(picker(), [photo(1)]);
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress of image 1' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '1'));
    expect(within(bar.closest('li') as HTMLElement).getByText('1%')).toBeInTheDocument();
  });

  it('leaving while the complaint is being saved drops its answer: no toast on the next page', async () => {
    server.use(http.post(`*${SAVE}`, () => HttpResponse.json({ code: '01', message: 'Order not found', data: null })));
    const held = hold(SAVE);
    const user = await openCollectionForm();
    await user.type(field(), 'Leaving now');
    await user.click(sendButton());
    await waitFor(() => expect(held.arrived).toHaveLength(1));
    act(() => navigation.go(`${ROUTES.complaintEntry}?orderNo=x`));
    await screen.findByText('The complaint entry');
    act(() => held.release());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(toast()).toHaveTextContent(/^$/);
  });

  it('keeps working when storage is full or blocked', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Access is denied', 'SecurityError');
    });
    const user = await openCollectionForm();
    await user.type(field(), 'No storage here');
    expect(field()).toHaveValue('No storage here');
    await user.click(sendButton());
    await screen.findByRole('dialog', { name: 'Successfully Sent' });
  });
});

describe('storage', () => {
  it('round-trips JSON and reads damage as nothing', () => {
    expect(storage.set('k', { a: [1, 'x'] })).toBe(true);
    expect(storage.get('k')).toEqual({ a: [1, 'x'] });
    localStorage.setItem('k', '{not json');
    expect(storage.get('k')).toBeUndefined();
    storage.remove('k');
    expect(localStorage.getItem('k')).toBeNull();
    expect(storage.get('missing')).toBeUndefined();
  });

  it('never throws: a full quota is a false, blocked storage is nothing', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(storage.set('k', 1)).toBe(false);
    expect(() => storage.remove('k')).not.toThrow();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    vi.restoreAllMocks();
    expect(storage.set('k', cyclic)).toBe(false);
  });

  it('drops a damaged or unsafe draft instead of showing it', async () => {
    const key = { problemType: '1', problemSonType: '2', orderNo: collectionOrder() };
    localStorage.setItem(draftKey(key), JSON.stringify({ text: 'ok', imageUrls: ['javascript:alert(1)', '/gw/demo-files/f1.png'] }));
    const view = await openForm(key.orderNo);
    expect(field()).toHaveValue('ok');
    expect(screen.getAllByRole('img', { name: /^Image \d+$/ }).map((i) => i.getAttribute('src'))).toEqual(['/gw/demo-files/f1.png']);
    view.unmount();

    localStorage.setItem(draftKey(key), JSON.stringify({ text: 5, imageUrls: 'x' }));
    await openForm(key.orderNo);
    expect(field()).toHaveValue('');
    expect(screen.queryAllByRole('img', { name: /^Image \d+$/ })).toHaveLength(0);
    await screen.findByText('Collection');
  });
});
