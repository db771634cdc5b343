import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { bridge } from '@/services/bridge';
import { formClient, jsonClient } from '@/services/http/clients';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { setLatency } from '@mocks/respond';
import { elapse, expectFault, expectRefusal, type OpenOptions, openScreen, openSettled, openThroughLoading, requestsTo, settle, setupUser, toast, useFakeClock } from '../support';

/**
 * The details screen through its real flow against the demo backend (India: complaint 501 still
 * being processed, with an image and no reply, so nothing to rate yet; 502 unrated with a reply and
 * a reply image; 503 rated with a reply text only), opened by problemId. Fake timers: the rating
 * prompt is a 3 s timer.
 */
const openDetails = (problemId: string, options: OpenOptions = {}) =>
  openScreen('complaintDetails', { query: `problemId=${problemId}`, ...options });

const complaint = (id: string) => db.snapshot().complaints.find((c) => c.market === 'IN' && c.id === id)!;
const detailRequests = () => requestsTo('/user-problem/problem-detail');
const scoreRequests = () => requestsTo('/user-problem/save-score');
const ratingDialog = () => screen.queryByRole('dialog', { name: 'Rate our service' });

/** problem-detail answers once with a complaint of these fields (nothing to rate, so no prompt). */
function answerDetail(fields: Record<string, unknown>) {
  const data = {
    type: 'Collection',
    sonType: 'Contacting my contacts',
    problemId: '501',
    content: 'Please stop calling my office.',
    images: [],
    disposeDetail: '',
    disposeImages: [],
    isScore: '0',
    ...fields,
  };
  server.use(
    http.post('*/user-problem/problem-detail', () => HttpResponse.json({ code: '00', message: 'success', data }), { once: true }),
  );
}

/** Stars up to the chosen one are filled; only the chosen one is the checked radio. */
function expectStars(within: HTMLElement, score: number) {
  for (let n = 1; n <= 5; n += 1) {
    const star = within.querySelectorAll<HTMLElement>('[role="radio"]')[n - 1]!;
    expect(star).toHaveAccessibleName(`${n} star`);
    expect(star.classList.contains('ui-star--on'), `star ${n} filled`).toBe(n <= score);
    expect(star).toHaveAttribute('aria-checked', String(n === score));
  }
}

/** Renders complaint `id`, waits for it, and lets the 3 s prompt open. */
async function openRating(id = '502') {
  await openDetails(id);
  await settle();
  await elapse(3000);
  const dialog = ratingDialog();
  expect(dialog).toBeInTheDocument();
  return dialog!;
}

useFakeClock();

describe('complaint details', () => {
  it('loads the complaint named by problemId and shows type, sub-type, the text as text (no counter), and images', async () => {
    await openThroughLoading(() => openDetails('501'));

    expect(detailRequests()).toHaveLength(1);
    expect(db.lastRequest('/user-problem/problem-detail')?.body).toEqual({ problemId: '501' });
    expect(screen.getByRole('heading', { name: 'Complaint details', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Complaint details');
    const tags = within(screen.getByRole('list', { name: 'Problem Type' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['Collection', 'Contacting my contacts']);
    // Read-only text reads as text: the whole of it, not a disabled field.
    const content = screen.getByRole('region', { name: 'Problem description' });
    expect(within(content).getByText(complaint('501').content)).toBeInTheDocument();
    // Nothing there can be typed: no 'n/200' counter under it.
    expect(content).not.toHaveTextContent(/\d+\/200/);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Attached images' })).getAllByRole('button')).toHaveLength(1);
    // Nothing was replied yet: no 'Process Result' block.
    expect(screen.queryByRole('heading', { name: 'Process Result' })).toBeNull();
    expect(screen.queryByText('loading...')).toBeNull();
  });

  it('loads under StrictMode too (the development build mounts the page twice)', async () => {
    await openDetails('502', { strict: true });
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('region', { name: 'Process Result' })).toBeInTheDocument();
    expect(detailRequests().map((r) => r.body)).toEqual([{ problemId: '502' }]);
    await elapse(3000);
    expect(ratingDialog()).toBeInTheDocument();
  });

  it('opens an image large on tap and closes it by button, Escape or a tap beside it', async () => {
    const user = await openSettled(() => openDetails('501'));
    const thumb = screen.getByRole('button', { name: 'Image 1' });

    await user.click(thumb);
    const viewer = screen.getByRole('dialog', { name: 'Image 1' });
    expect(within(viewer).getByRole('img', { name: 'Image 1' })).toHaveAttribute('src', complaint('501').images[0]);
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Image 1' })).toBeNull();
    expect(thumb).toHaveFocus();

    await user.click(thumb);
    expect(screen.getByRole('dialog', { name: 'Image 1' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Image 1' })).toBeNull();

    await user.click(thumb);
    expect(screen.getByRole('dialog', { name: 'Image 1' })).toBeInTheDocument();
    await user.click(document.querySelector('.ui-backdrop')!);
    expect(screen.queryByRole('dialog', { name: 'Image 1' })).toBeNull();
  });

  it("shows 'Process Result' with the reply text and images when there is a reply", async () => {
    const user = await openSettled(() => openDetails('502'));
    const result = screen.getByRole('region', { name: 'Process Result' });
    expect(within(result).getByRole('paragraph')).toHaveTextContent(complaint('502').disposeDetail);
    expect(within(within(result).getByRole('list', { name: 'Reply images' })).getAllByRole('button')).toHaveLength(1);
    await user.click(within(result).getByRole('button', { name: 'Reply image 1' }));
    expect(within(screen.getByRole('dialog', { name: 'Reply image 1' })).getByRole('img')).toHaveAttribute(
      'src',
      complaint('502').disposeImages[0],
    );
  });

  it("shows 'Process Result' for a reply with text only, and never prompts for a rated complaint", async () => {
    await openDetails('503');
    await settle();
    const result = screen.getByRole('region', { name: 'Process Result' });
    expect(result).toHaveTextContent(complaint('503').disposeDetail);
    expect(within(result).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Attached images' })).toBeNull();
    await elapse(10_000);
    expect(ratingDialog()).toBeNull();
  });

  it('shows a reply with images only as its images, with no empty reply text', async () => {
    answerDetail({ disposeImages: ['/img/reply.png'] });
    await openDetails('501');
    await settle();
    const result = screen.getByRole('region', { name: 'Process Result' });
    const replyImages = within(result).getByRole('list', { name: 'Reply images' });
    expect(within(replyImages).getByRole('img', { name: 'Reply image 1' })).toHaveAttribute('src', '/img/reply.png');
    expect(within(result).queryByRole('paragraph')).toBeNull();
  });

  it("leaves out 'Problem Type' for a complaint with neither type nor sub-type", async () => {
    answerDetail({ type: '', sonType: ' ' });
    await openDetails('501');
    await settle();
    expect(screen.getByRole('region', { name: 'Problem description' })).toHaveTextContent('Please stop calling my office.');
    expect(screen.queryByRole('heading', { name: 'Problem Type' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Problem Type' })).toBeNull();
  });

  it('shows only the image addresses safeUrl accepts, never a javascript: one from the server', async () => {
    answerDetail({
      images: ['javascript:alert(1)', '/img/photo.png'],
      disposeDetail: 'Done.',
      disposeImages: ['https://cdn.example.com/reply.png', 'javascript:alert(2)'],
    });
    await openDetails('501');
    await settle();
    const images = screen.getByRole('list', { name: 'Attached images' });
    expect(within(images).getAllByRole('img').map((img) => [img.getAttribute('alt'), img.getAttribute('src')])).toEqual([
      ['Image 1', '/img/photo.png'],
    ]);
    const replyImages = screen.getByRole('list', { name: 'Reply images' });
    expect(within(replyImages).getAllByRole('img').map((img) => [img.getAttribute('alt'), img.getAttribute('src')])).toEqual([
      ['Reply image 1', 'https://cdn.example.com/reply.png'],
    ]);
  });

  it('never prompts for a complaint still being processed: there is no reply to rate', async () => {
    await openDetails('501');
    await settle();
    expect(screen.getByRole('region', { name: 'Problem description' })).toBeInTheDocument();
    await elapse(10_000);
    expect(ratingDialog()).toBeNull();
    expect(scoreRequests()).toEqual([]);
  });

  it('opens the rating dialog 3 s after an unrated complaint loads, not before', async () => {
    await openDetails('502');
    await settle();
    await elapse(2999);
    expect(ratingDialog()).toBeNull();
    await elapse(1);
    const dialog = ratingDialog()!;
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByText('How satisfied are you with how we handled your complaint?')).toBeInTheDocument();
    expectStars(dialog, 0);
  });

  it('opens nothing when the user leaves before the 3 s', async () => {
    const view = await openDetails('502');
    await settle();
    await elapse(2000);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
    await elapse(5000);
    expect(ratingDialog()).toBeNull();
    expect(scoreRequests()).toEqual([]);
  });

  it("refuses Send with no star: the spec's 'Silakan pilih' in India's English, and no request", async () => {
    const user = setupUser();
    const dialog = await openRating();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await settle();
    expect(toast()).toHaveTextContent(/^Please choose a star rating$/);
    expect(scoreRequests()).toEqual([]);
    expect(ratingDialog()).toBeInTheDocument();
  });

  it('fills stars up to the tapped one, sends exactly score and problemId, then knows it is rated', async () => {
    const user = setupUser();
    const dialog = await openRating();
    await user.click(within(dialog).getByRole('radio', { name: '5 star' }));
    expectStars(dialog, 5);
    await user.click(within(dialog).getByRole('radio', { name: '4 star' }));
    expectStars(dialog, 4);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await settle();

    expect(scoreRequests().map((r) => r.body)).toEqual([{ score: '4', problemId: '502' }]);
    expect(ratingDialog()).toBeNull();
    expectStars(screen.getByRole('radiogroup', { name: 'Your rating' }), 4);
    expect(screen.getByText('Thank you for rating how we handled your complaint.')).toBeInTheDocument();
    expect(complaint('502')).toMatchObject({ isScore: '0', score: 4 });
    await elapse(10_000);
    expect(ratingDialog()).toBeNull();
  });

  it('sends once however often Send is tapped while the score is on its way', async () => {
    const user = setupUser();
    const dialog = await openRating();
    setLatency([800, 800]);
    await user.click(within(dialog).getByRole('radio', { name: '3 star' }));
    const send = within(dialog).getByRole('button', { name: 'Send' });
    await user.click(send);
    await settle();
    expect(send).toBeDisabled();
    expect(send).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.click(send);
    await user.keyboard('{Escape}');
    expect(scoreRequests()).toHaveLength(1);
    expect(ratingDialog()).toBeInTheDocument();

    await elapse(800);
    await settle();
    expect(scoreRequests().map((r) => r.body)).toEqual([{ score: '3', problemId: '502' }]);
    expect(ratingDialog()).toBeNull();
  });

  it('cancels the score on its way when the user closes the page', async () => {
    const user = setupUser();
    const signals: (AbortSignal | undefined)[] = [];
    const watch = [jsonClient, formClient].map((client) => {
      const id = client.interceptors.request.use((config) => {
        if (config.url?.split('?')[0]?.endsWith('/user-problem/save-score')) signals.push(config.signal as AbortSignal | undefined);
        return config;
      });
      return () => client.interceptors.request.eject(id);
    });
    try {
      const view = await openDetails('502');
      await settle();
      await elapse(3000);
      const dialog = ratingDialog()!;
      setLatency([800, 800]);
      await user.click(within(dialog).getByRole('radio', { name: '3 star' }));
      await user.click(within(dialog).getByRole('button', { name: 'Send' }));
      await settle();
      expect(signals).toHaveLength(1);
      expect(signals[0]?.aborted).toBe(false);
      view.unmount();
      expect(signals[0]?.aborted).toBe(true);
    } finally {
      watch.forEach((eject) => eject());
    }
  });

  it('keeps the dialog and the stars after a failure code (server message toasted once) so the user can send again', async () => {
    const user = setupUser();
    server.use(
      http.post('*/user-problem/save-score', () => HttpResponse.json({ code: '01', message: 'Please try again later', data: null }), {
        once: true,
      }),
    );
    const dialog = await openRating();
    await user.click(within(dialog).getByRole('radio', { name: '3 star' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await settle();
    expect(toast()).toHaveTextContent(/^Please try again later$/);
    expect(ratingDialog()).toBeInTheDocument();
    expectStars(dialog, 3);
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await settle();
    expect(scoreRequests().map((r) => r.body)).toEqual([{ score: '3', problemId: '502' }]);
    expect(ratingDialog()).toBeNull();
  });

  it('keeps the dialog and the stars after a network fault and says the rating was not sent', async () => {
    const user = setupUser();
    server.use(http.post('*/user-problem/save-score', () => HttpResponse.error(), { once: true }));
    const dialog = await openRating();
    await user.click(within(dialog).getByRole('radio', { name: '2 star' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await settle();
    expect(toast()).toHaveTextContent(/^Your rating was not sent\. Please try again\.$/);
    expect(ratingDialog()).toBeInTheDocument();
    expectStars(dialog, 2);
  });

  it('closes on Cancel without sending and does not prompt again', async () => {
    const user = setupUser();
    const dialog = await openRating();
    await user.click(within(dialog).getByRole('radio', { name: '3 star' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(ratingDialog()).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'Your rating' })).toBeNull();
    await elapse(10_000);
    expect(ratingDialog()).toBeNull();
    expect(scoreRequests()).toEqual([]);
  });

  it('treats Escape on the rating dialog as Cancel', async () => {
    const user = setupUser();
    await openRating();
    await user.keyboard('{Escape}');
    expect(ratingDialog()).toBeNull();
    expect(scoreRequests()).toEqual([]);
  });

  it('shows a network failure with a retry that loads again', async () => {
    const user = setupUser();
    server.use(http.post('*/user-problem/problem-detail', () => HttpResponse.error(), { once: true }));
    await openDetails('502');
    await settle();
    await user.click(expectFault('The complaint could not be loaded. Check your connection and try again.').retry);
    await settle();
    expect(db.lastRequest('/user-problem/problem-detail')?.body).toEqual({ problemId: '502' });
    expect(screen.getByRole('region', { name: 'Process Result' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's refusal (no such complaint) once, with a way out and no retry", async () => {
    const call = vi.spyOn(bridge, 'call').mockReturnValue('browser');
    const user = await openSettled(() => openDetails('999'));
    expect(db.lastRequest('/user-problem/problem-detail')?.body).toEqual({ problemId: '999' });
    // Once: not as a toast as well.
    const back = expectRefusal('Record not found').back;
    expect(toast()).toBeEmptyDOMElement();
    await user.click(back);
    expect(call).toHaveBeenCalledWith('closeWebView');
    expect(detailRequests()).toHaveLength(1);
  });

  it.each(['', '?problemId=', '?problemId=%20%20'])('says no complaint is named and sends nothing for "%s"', async (query) => {
    await openScreen('complaintDetails', { query: query.slice(1) });
    await settle();
    expect(screen.getByRole('heading', { name: 'Complaint details', level: 1 })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Complaint not found')).toBeInTheDocument();
    expect(
      within(alert).getByText('This link does not say which complaint to show. Open it again from your complaint list.'),
    ).toBeInTheDocument();
    expect(document.title).toBe('Complaint details');
    const link = screen.getByRole('link', { name: 'Go to my complaints' });
    expect(link.getAttribute('href')).toMatch(/^\/complaintList\?/);
    expect(new URLSearchParams(link.getAttribute('href')!.split('?')[1]).get('deviceId')).toBe('demo');
    await elapse(5000);
    expect(detailRequests()).toEqual([]);
  });

  it('speaks Indonesian in the Indonesia variant, keeping the quoted strings', async () => {
    const user = await openSettled(() => openDetails('602', { market: 'ID' }));
    expect(screen.getByRole('heading', { name: 'Detail keluhan', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Hasil penanganan' })).toBeInTheDocument();
    await elapse(3000);
    const dialog = screen.getByRole('dialog', { name: 'Nilai layanan kami' });
    await user.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    await settle();
    expect(toast()).toHaveTextContent(/^Silakan pilih$/);
    expect(scoreRequests()).toEqual([]);
  });
});
