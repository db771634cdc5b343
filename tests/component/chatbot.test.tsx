import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { paths } from '@/config';
import { ROUTES } from '@/routes';
import { BACKGROUND_RETRY_MS } from '@/services/api/chatbot';
import { server } from '@mocks/node';
import { addressBar, browserBack, entryKey, expectFault, expectRefusal, installBridge, type OpenOptions, openScreen, pendingPage, placeQuery, removeBridge, requestsTo, where } from '../support';

const QA_LIST = '/h5-api/v3/user-problem/get-qa-list';
const QA_RECORD = '/h5-api/v3/user-problem/qa-record';
const ORDER_IN = 'IN2406000001';
const ORDER_ID = 'ID2406000001';
const DEVICE_IN = 'deviceId=demo-1&isNeedPop=1';
const DEVICE_ID = 'deviceId=demo-1&isNeedPop=0';

/** The spec's quoted strings (§2), the same in both markets. */
/** India's words for the spec's Indonesian quotes (docs/spec-notes.md translation table). */
const SOLVED = 'Solved';
const NOT_SOLVED = 'Not solved';
const SEND = 'Send';
const CONTACT = 'Contact customer service';
const RATING_TITLE = 'Happy with how we handled your request? Please rate us!';
/** Indonesia shows the spec's quotes, the send button corrected ('Terkirim' means "sent"). */
const ID_TEXT = {
  solved: 'Terselesaikan',
  notSolved: 'Belum Terselesaikan',
  send: 'Kirim',
  contact: 'Hubungi CS',
  rating: 'Puas dengan pengajuan Anda? Yuk beri ulasan!',
};

/**
 * The chatbot at `/intelligentCustomerService?<query>`, the device parameters in the query, opened
 * from the new complaint page beneath it; `slowEntry` leaves the complaint entry's code loading.
 */
const openChat = (query: string, { slowEntry = false, ...options }: OpenOptions & { slowEntry?: boolean } = {}) =>
  openScreen('chatbot', {
    address: `${ROUTES.chatbot}?${query}`,
    before: [ROUTES.complaintNew],
    pages: { [ROUTES.complaintEntry]: slowEntry ? pendingPage() : <p>The complaint entry</p> },
    ...options,
  });

const listRequests = () => requestsTo(QA_LIST);
const records = () => requestsTo(QA_RECORD).map((r) => r.body);
const conversation = () => screen.getByRole('region', { name: /^(Conversation|Percakapan)$/ });
const liveLog = () => screen.getByRole('log');
const topics = () => screen.getByRole('tablist', { name: 'Topics' });
const question = (name: string) => within(conversation()).getByRole('button', { name });
const dialog = () => screen.getByRole('dialog', { name: RATING_TITLE });

/** Opens the chatbot on `tab` and taps `title`, waiting for its answer. */
async function askAnswered(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(await screen.findByRole('button', { name: title }));
  return screen.findByRole('group', { name: 'Did this answer solve your problem?' });
}

/** The chatbot on India's repayment topic, 'How do I repay my loan?' asked and answered: its verdict group. */
async function repaymentAnswered(user: ReturnType<typeof userEvent.setup>) {
  await openChat(`selectedIndex=1&orderNo=${ORDER_IN}&${DEVICE_IN}`);
  return askAnswered(user, 'How do I repay my loan?');
}

/** Taps Solved on an answer's `verdict`, then `stars` ('3 star') in the rating dialog it opens. */
async function solveAndRate(user: ReturnType<typeof userEvent.setup>, verdict: HTMLElement, stars: string) {
  await user.click(within(verdict).getByRole('button', { name: SOLVED }));
  await user.click(within(await screen.findByRole('dialog', { name: RATING_TITLE })).getByRole('radio', { name: stars }));
}

afterEach(() => {
  removeBridge();
});

describe('chatbot (India)', () => {
  it('loads the four categories (pid 0), then the questions of the stored tab, greeting first', async () => {
    await openChat(`selectedIndex=1&orderNo=${ORDER_IN}&${DEVICE_IN}`, { strict: true });
    expect(screen.getByText('loading...')).toBeInTheDocument();
    await screen.findByRole('button', { name: 'How do I repay my loan?' });
    expect(document.title).toBe('Help assistant');
    expect(screen.getByRole('heading', { level: 1, name: 'Help assistant' })).toBeInTheDocument();
    // The server's greeting, then the tab's questions.
    const rows = within(conversation()).getAllByRole('listitem').filter((li) => li.classList.contains('chat__row'));
    expect(rows[0]).toHaveTextContent('Hi, I am your loan assistant. Pick a topic below or type your question.');
    expect(rows[1]).toHaveTextContent('Questions about Repayment');
    for (const title of ['How do I repay my loan?', 'I paid but my loan is not updated', 'Talk to customer service about a payment']) {
      expect(question(title)).toBeEnabled();
    }
    // The tabs at the bottom, the stored one chosen.
    const tabs = within(topics()).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Loan application', 'Repayment', 'Account', 'Collection']);
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(topics().closest('footer')).not.toBeNull();
    // Exactly one request each (StrictMode's first mount aborted), for the order and pid.
    await waitFor(() => expect(listRequests().map((r) => r.query.pid)).toEqual(['0', '12']));
    for (const request of listRequests()) {
      expect(request.method).toBe('GET');
      expect(request.query).toMatchObject({ orderNo: ORDER_IN, deviceId: 'demo-1', isNeedPop: '1' });
    }
    // New bot lines are read out politely.
    expect(liveLog()).toHaveAttribute('aria-live', 'polite');
    expect(liveLog()).toHaveTextContent('Questions about Repayment: How do I repay my loan?');
    expect(records()).toEqual([]);
  });

  it('shows an answer with the two verdict buttons, announced and scrolled into view', async () => {
    // jsdom lays nothing out and has no scrollIntoView: a stand-in records the calls.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const user = userEvent.setup();
    await openChat(`selectedIndex=1&orderNo=${ORDER_IN}&${DEVICE_IN}`);
    await screen.findByRole('button', { name: 'How do I repay my loan?' });
    const before = scrolled.mock.calls.length;
    const verdict = await askAnswered(user, 'How do I repay my loan?');
    expect(listRequests().at(-1)!.query).toMatchObject({ orderNo: ORDER_IN, pid: '121' });
    expect(within(verdict).getByRole('button', { name: SOLVED })).toBeEnabled();
    expect(within(verdict).getByRole('button', { name: NOT_SOLVED })).toBeEnabled();
    const answer = verdict.closest('li')!;
    expect(answer).toHaveTextContent('Open the loan details and tap Repay. You can pay by bound bank card or UPI.');
    expect(answer).toHaveTextContent('Repayments made before 23:59 on the due date are on time.');
    // The borrower's question as their line, the bot's answer after it.
    const rows = within(conversation()).getAllByRole('listitem').filter((li) => li.classList.contains('chat__row'));
    expect(rows.at(-2)).toHaveClass('chat__row--user');
    expect(rows.at(-2)).toHaveTextContent('How do I repay my loan?');
    expect(liveLog()).toHaveTextContent('Open the loan details and tap Repay.');
    expect(scrolled.mock.calls.length).toBeGreaterThan(before);
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'end' });
    expect(records()).toEqual([]);
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });

  it("'Solved' ('Terselesaikan') records type 2 once (a double tap sends one) and opens the rating dialog", async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`*${paths.app(QA_RECORD)}`, async () => {
        await delay(400);
        return undefined;
      }),
    );
    const verdict = await repaymentAnswered(user);
    await user.dblClick(within(verdict).getByRole('button', { name: SOLVED }));
    expect(within(verdict).getByRole('button', { name: SOLVED })).toBeDisabled();
    expect(screen.getByRole('status', { name: 'The assistant is typing' })).toBeInTheDocument();
    await screen.findByRole('dialog', { name: RATING_TITLE });
    expect(records()).toEqual([{ orderNo: ORDER_IN, type: '2', value: '1', qaId: '121' }]);
    expect(within(conversation()).getByText('You marked this as solved')).toBeInTheDocument();
    expect(within(conversation()).queryByRole('button', { name: SOLVED })).not.toBeInTheDocument();
    expect(within(dialog()).getAllByRole('radio')).toHaveLength(5);
  });

  it('a star below 4 posts the rating at once (type 3) and shows the server’s thank-you text; no score bridge', async () => {
    const host = installBridge();
    const user = userEvent.setup();
    const verdict = await repaymentAnswered(user);
    await solveAndRate(user, verdict, '3 star');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(records()).toEqual([
      { orderNo: ORDER_IN, type: '2', value: '1', qaId: '121' },
      { orderNo: ORDER_IN, type: '3', value: '3', qaId: '121' },
    ]);
    expect(within(conversation()).getByText('Thank you for your feedback, we will keep improving.')).toBeInTheDocument();
    expect(liveLog()).toHaveTextContent('Thank you for your feedback, we will keep improving.');
    expect(within(conversation()).getByLabelText('You rated this answer 3 of 5 stars')).toBeInTheDocument();
    expect(host).toEqual([]);
  });

  it('4 or more stars call the native score bridge when the host has it, and only then', async () => {
    const host = installBridge();
    const user = userEvent.setup();
    let verdict = await repaymentAnswered(user);
    await solveAndRate(user, verdict, '4 star');
    await waitFor(() => expect(host).toHaveLength(1));
    expect(host[0]).toEqual({ method: 'scoreCallback', payload: { score: 4 } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(conversation()).queryByText('Thank you for your feedback, we will keep improving.')).not.toBeInTheDocument();

    // A host without the bridge is not asked (and nothing breaks).
    removeBridge();
    await user.click(question('I paid but my loan is not updated'));
    verdict = (await screen.findAllByRole('group', { name: 'Did this answer solve your problem?' })).at(-1)!;
    await solveAndRate(user, verdict, '5 star');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(records().at(-1)).toEqual({ orderNo: ORDER_IN, type: '3', value: '5', qaId: '122' });
    expect(host).toHaveLength(1);
  });

  it('the dialog can be closed unrated; a failed rating keeps it open and a tap sends again', async () => {
    const user = userEvent.setup();
    const verdict = await repaymentAnswered(user);
    await user.click(within(verdict).getByRole('button', { name: SOLVED }));
    await screen.findByRole('dialog', { name: RATING_TITLE });
    server.use(http.post(`*${paths.app(QA_RECORD)}`, () => HttpResponse.error(), { once: true }));
    await user.click(within(dialog()).getByRole('radio', { name: '2 star' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Your rating was not sent. Tap a star to try again.');
    expect(within(dialog()).getByRole('radio', { name: '2 star' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(dialog()).getByRole('radio', { name: '2 star' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(records().filter((r) => r.type === '3')).toEqual([{ orderNo: ORDER_IN, type: '3', value: '2', qaId: '121' }]);

    // Another answer, solved, the dialog closed without a star: nothing is sent.
    await user.click(question('I paid but my loan is not updated'));
    const second = (await screen.findAllByRole('group', { name: 'Did this answer solve your problem?' })).at(-1)!;
    await user.click(within(second).getByRole('button', { name: SOLVED }));
    await user.click(within(await screen.findByRole('dialog', { name: RATING_TITLE })).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(records().filter((r) => r.type === '3')).toHaveLength(1);
  });

  it("'Not solved' ('Belum Terselesaikan') records type 2 value 0 and shows the question's report_result; 'Contact customer service' ('Hubungi CS') hands over", async () => {
    const user = userEvent.setup();
    // The record answers a text of its own: the question's report_result is the one shown.
    const verdicts: Record<string, string>[] = [];
    server.use(
      http.post(`*${paths.app(QA_RECORD)}`, async ({ request }) => {
        const body = Object.fromEntries(new URLSearchParams(await request.clone().text()));
        if (body.type !== '2') return undefined;
        verdicts.push(body);
        return HttpResponse.json({ code: '00', message: 'success', data: { text: 'The record’s own text.', qaId: '' } });
      }),
    );
    const verdict = await repaymentAnswered(user);
    await user.click(within(verdict).getByRole('button', { name: NOT_SOLVED }));
    const contact = await screen.findByRole('button', { name: CONTACT });
    expect(contact.closest('li')).toHaveTextContent('Sorry this did not solve it. Our support team can look into it for you.');
    expect(contact.closest('li')).not.toHaveTextContent('The record’s own text.');
    expect(liveLog()).toHaveTextContent('Sorry this did not solve it.');
    expect(within(conversation()).getByText('You marked this as not solved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(verdicts).toEqual([{ orderNo: ORDER_IN, type: '2', value: '0', qaId: '121' }]);
    await user.click(contact);
    await screen.findByText('The complaint entry');
    await waitFor(() => expect(records()).toEqual([{ orderNo: ORDER_IN, type: '1', value: 'How do I repay my loan?', qaId: '121' }]));
    expect(where()).toBe(`/complaint?orderNo=${ORDER_IN}&${DEVICE_IN}`);
  });

  it("'Not solved' on a question without a report_result shows the record's text", async () => {
    const user = userEvent.setup();
    server.use(
      http.get(`*${paths.app(QA_LIST)}`, ({ request }) =>
        new URL(request.url).searchParams.get('pid') === '121'
          ? HttpResponse.json({
              code: '00',
              message: 'success',
              data: {
                question: { id: '121', title_local: 'How do I repay my loan?', action_type: 1, answers: [{ id: 'a', title_local: 'Tap Repay.' }], report_result: '' },
                answerList: [],
              },
            })
          : undefined,
      ),
    );
    const verdict = await repaymentAnswered(user);
    await user.click(within(verdict).getByRole('button', { name: NOT_SOLVED }));
    // The demo backend's record answers the report_result it keeps for the question.
    const contact = await screen.findByRole('button', { name: CONTACT });
    expect(contact.closest('li')).toHaveTextContent('Sorry this did not solve it. Our support team can look into it for you.');
  });

  it('a question with action_type 4 records a handover (type 1) and opens the complaint entry for the order', async () => {
    const user = userEvent.setup();
    await openChat(`selectedIndex=1&orderNo=${ORDER_IN}&${DEVICE_IN}`);
    await user.click(await screen.findByRole('button', { name: 'Talk to customer service about a payment' }));
    await screen.findByText('The complaint entry');
    // The entry with the order chosen: the borrower picks the type that order has there.
    expect(where()).toBe(`/complaint?orderNo=${ORDER_IN}&${DEVICE_IN}`);
    await waitFor(() => expect(records()).toEqual([{ orderNo: ORDER_IN, type: '1', value: 'Talk to customer service about a payment', qaId: '123' }]));
    // Its children are never fetched: it has none to show.
    expect(listRequests().map((r) => r.query.pid)).toEqual(['0', '12']);
  });

  it('a handover whose record fails still opens the complaint entry; the record goes once more in the background, quietly', async () => {
    const user = userEvent.setup();
    const sent: Record<string, string>[] = [];
    server.use(
      http.post(`*${paths.app(QA_RECORD)}`, async ({ request }) => {
        sent.push(Object.fromEntries(new URLSearchParams(await request.text())));
        return HttpResponse.error();
      }),
    );
    await openChat(`selectedIndex=1&orderNo=${ORDER_IN}&${DEVICE_IN}`);
    await user.click(await screen.findByRole('button', { name: 'Talk to customer service about a payment' }));
    await screen.findByText('The complaint entry');
    expect(where()).toBe(`/complaint?orderNo=${ORDER_IN}&${DEVICE_IN}`);
    const record = { orderNo: ORDER_IN, type: '1', value: 'Talk to customer service about a payment', qaId: '123' };
    await waitFor(() => expect(sent).toEqual([record]));
    // Once more after BACKGROUND_RETRY_MS, the same record; then given up.
    expect(BACKGROUND_RETRY_MS).toBe(2000);
    await waitFor(() => expect(sent).toEqual([record, record]), { timeout: BACKGROUND_RETRY_MS + 2000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent).toHaveLength(2);
    // Nothing told the borrower, who is on the complaint pages by now.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/error|wrong|connection|not go through/i);
  }, 10_000);

  it('a refused handover record is not sent again, and the complaint entry opens all the same', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    server.use(
      http.post(`*${paths.app(QA_RECORD)}`, async ({ request }) => {
        sent.push(await request.text());
        return HttpResponse.json({ code: '01', message: 'Try later', data: null });
      }),
    );
    await openChat(`selectedIndex=1&orderNo=${ORDER_IN}&${DEVICE_IN}`);
    await user.click(await screen.findByRole('button', { name: 'Talk to customer service about a payment' }));
    await screen.findByText('The complaint entry');
    await waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, BACKGROUND_RETRY_MS + 300));
    expect(sent).toHaveLength(1);
    expect(screen.queryByText('Try later')).not.toBeInTheDocument();
  }, 10_000);

  it("Back while the complaint entry's code is on its way returns to the conversation, which still works", async () => {
    const user = userEvent.setup();
    await openChat(`selectedIndex=1&orderNo=${ORDER_IN}&${DEVICE_IN}`, { slowEntry: true });
    const handover = await screen.findByRole('button', { name: 'Talk to customer service about a payment' });
    await user.type(screen.getByRole('textbox', { name: 'Type your question' }), 'half typed');
    await user.click(handover);
    expect(addressBar()).toBe(`/complaint?orderNo=${ORDER_IN}&${DEVICE_IN}`);
    expect(question('Talk to customer service about a payment')).toBeDisabled();
    expect(screen.queryByRole('status', { name: 'The assistant is typing' })).not.toBeInTheDocument();
    await browserBack();
    expect(addressBar()).toBe(`/intelligentCustomerService?selectedIndex=1&orderNo=${ORDER_IN}&${DEVICE_IN}`);
    expect(question('Talk to customer service about a payment')).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Type your question' })).toHaveValue('half typed');
    await askAnswered(user, 'How do I repay my loan?');
    await user.click(within(topics()).getByRole('tab', { name: 'Account' }));
    await screen.findByRole('button', { name: 'How do I close my account?' });
  });

  it('a question with children lists them; a child then answers', async () => {
    const user = userEvent.setup();
    await openChat(`selectedIndex=0&orderNo=${ORDER_IN}&${DEVICE_IN}`);
    await user.click(await screen.findByRole('button', { name: 'My application was rejected' }));
    await screen.findByText('Questions about My application was rejected');
    await askAnswered(user, 'When can I apply again?');
    expect(listRequests().map((r) => r.query.pid)).toEqual(['0', '11', '113', '1132']);
    expect(within(conversation()).getByText('You can apply again after 7 days.')).toBeInTheDocument();
  });

  it("sends free text only when non-empty (type 4) with 'Send' (the spec's 'Terkirim' corrected); the answer can be judged", async () => {
    const user = userEvent.setup();
    await openChat(`selectedIndex=1&orderNo=${ORDER_IN}&${DEVICE_IN}`);
    await screen.findByRole('button', { name: 'How do I repay my loan?' });
    const input = screen.getByRole('textbox', { name: 'Type your question' });
    const send = screen.getByRole('button', { name: SEND });
    expect(send).toBeDisabled();
    await user.type(input, '   ');
    expect(send).toBeDisabled();
    await user.type(input, '{Enter}');
    expect(records()).toEqual([]);
    await user.clear(input);
    await user.type(input, 'How do I change my bank account?');
    expect(send).toBeEnabled();
    await user.click(send);
    const verdict = await screen.findByRole('group', { name: 'Did this answer solve your problem?' });
    expect(records()).toEqual([{ orderNo: ORDER_IN, type: '4', value: 'How do I change my bank account?', qaId: '' }]);
    expect(input).toHaveValue('');
    expect(verdict.closest('li')).toHaveTextContent('Go to Mine, Bank card, and add the new account.');
    // Judged against the question the server matched.
    await user.click(within(verdict).getByRole('button', { name: NOT_SOLVED }));
    await screen.findByRole('button', { name: CONTACT });
    expect(records().at(-1)).toEqual({ orderNo: ORDER_IN, type: '2', value: '0', qaId: '131' });
  });

  it("free text without a match offers 'Contact customer service' with the server's text", async () => {
    const user = userEvent.setup();
    await openChat(`selectedIndex=1&orderNo=${ORDER_IN}&${DEVICE_IN}`);
    await screen.findByRole('button', { name: 'How do I repay my loan?' });
    await user.type(screen.getByRole('textbox', { name: 'Type your question' }), 'xyz qqqq{Enter}');
    const contact = await screen.findByRole('button', { name: CONTACT });
    expect(contact.closest('li')).toHaveTextContent('I could not find an answer to that.');
    await user.click(contact);
    await screen.findByText('The complaint entry');
    await waitFor(() =>
      expect(records()).toEqual([
        { orderNo: ORDER_IN, type: '4', value: 'xyz qqqq', qaId: '' },
        { orderNo: ORDER_IN, type: '1', value: 'xyz qqqq', qaId: '' },
      ]),
    );
  });

  it('survives a failed request with a retry in place, losing nothing typed', async () => {
    const user = userEvent.setup();
    await openChat(`selectedIndex=1&orderNo=${ORDER_IN}&${DEVICE_IN}`);
    await screen.findByRole('button', { name: 'How do I repay my loan?' });
    const input = screen.getByRole('textbox', { name: 'Type your question' });
    await user.type(input, 'half typed');
    server.use(http.get(`*${paths.app(QA_LIST)}`, () => HttpResponse.error(), { once: true }));
    await user.click(question('How do I repay my loan?'));
    const retry = expectFault('That did not go through. Check your connection and try again.', { alert: await screen.findByRole('alert') }).retry;
    expect(input).toHaveValue('half typed');
    await user.click(retry);
    await screen.findByRole('group', { name: 'Did this answer solve your problem?' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The dropped request never reached the demo backend's log: the retry is the one it got.
    expect(listRequests().map((r) => r.query.pid)).toEqual(['0', '12', '121']);
    expect(input).toHaveValue('half typed');

    // A failed free text stays in the field and goes again, the same text.
    server.use(http.post(`*${paths.app(QA_RECORD)}`, () => HttpResponse.error(), { once: true }));
    await user.click(screen.getByRole('button', { name: SEND }));
    const again = await screen.findByRole('alert');
    expect(input).toHaveValue('half typed');
    await user.click(within(again).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(input).toHaveValue(''));
    expect(records()).toEqual([{ orderNo: ORDER_IN, type: '4', value: 'half typed', qaId: '' }]);
  });

  it('a tab pick lists its questions and replaces the address; a reload returns to it', async () => {
    const user = userEvent.setup();
    const view = await openChat(`selectedIndex=1&orderNo=${ORDER_IN}&${DEVICE_IN}`);
    await screen.findByRole('button', { name: 'How do I repay my loan?' });
    const before = entryKey();
    await user.click(within(topics()).getByRole('tab', { name: 'Account' }));
    await screen.findByRole('button', { name: 'How do I close my account?' });
    expect(within(topics()).getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    expect(placeQuery()).toMatchObject({ selectedIndex: '2', orderNo: ORDER_IN, isNeedPop: '1' });
    expect(entryKey()).not.toBe(before);
    // Replaced, not pushed: Back leaves the chatbot for the page that opened it.
    await browserBack();
    expect(where()).toBe('/complainNewPage');
    view.unmount();
    // A reload at the replaced address opens the same tab.
    await openChat(`selectedIndex=2&orderNo=${ORDER_IN}&${DEVICE_IN}`);
    await screen.findByRole('button', { name: 'How do I close my account?' });
    expect(within(topics()).getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the rows it has (same nodes, memoised) while new ones arrive', async () => {
    const user = userEvent.setup();
    await openChat(`selectedIndex=1&orderNo=${ORDER_IN}&${DEVICE_IN}`);
    await screen.findByRole('button', { name: 'How do I repay my loan?' });
    for (let i = 0; i < 40; i += 1) {
      await user.click(within(topics()).getByRole('tab', { name: i % 2 ? 'Repayment' : 'Account' }));
      await waitFor(() => expect(within(topics()).getByRole('tab', { name: i % 2 ? 'Repayment' : 'Account' })).toBeEnabled());
    }
    const rows = within(conversation()).getAllByRole('listitem').filter((li) => li.classList.contains('chat__row'));
    expect(rows.length).toBe(42);
    const first = rows[1]!;
    await user.click(within(topics()).getByRole('tab', { name: 'Collection' }));
    await screen.findAllByRole('button', { name: 'Report a collection agent' });
    // The old rows are the same DOM nodes (memoised), not re-created.
    expect(within(conversation()).getAllByRole('listitem').filter((li) => li.classList.contains('chat__row'))[1]).toBe(first);
  }, 30_000);
});

describe('chatbot load states', () => {
  it('a network fault offers a retry; a refusal shows the server’s message with Back', async () => {
    const user = userEvent.setup();
    server.use(http.get(`*${paths.app(QA_LIST)}`, () => HttpResponse.error(), { once: true }));
    await openChat(`selectedIndex=0&orderNo=${ORDER_IN}&${DEVICE_IN}`);
    await user.click(expectFault('The assistant could not be loaded. Check your connection and try again.', { alert: await screen.findByRole('alert') }).retry);
    await screen.findByRole('button', { name: 'Who can apply for a loan?' });
  });

  it('a refusal of the first load is shown once, with Back and no retry', async () => {
    server.use(http.get(`*${paths.app(QA_LIST)}`, () => HttpResponse.json({ code: '01', message: 'Order not found', data: null })));
    await openChat(`selectedIndex=0&orderNo=${ORDER_IN}&${DEVICE_IN}`);
    expect(expectRefusal('Order not found', { alert: await screen.findByRole('alert') }).back).toBeEnabled();
  });

  it('no category at all is the empty state with a retry; a topic without questions says so', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(`*${paths.app(QA_LIST)}`, () => HttpResponse.json({ code: '00', message: 'ok', data: { question: null, answerList: [] } }), {
        once: true,
      }),
    );
    await openChat(`selectedIndex=0&orderNo=${ORDER_IN}&${DEVICE_IN}`);
    expect(await screen.findByText('The assistant has no topics yet. Please try again later.')).toBeInTheDocument();
    server.use(
      http.get(`*${paths.app(QA_LIST)}`, ({ request }) =>
        new URL(request.url).searchParams.get('pid') === '11'
          ? HttpResponse.json({ code: '00', message: 'ok', data: { question: null, answerList: [] } })
          : undefined,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await within(await screen.findByRole('region', { name: 'Conversation' })).findByText(
        'There are no questions in this topic yet. Type your question below.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Type your question' })).toBeEnabled();
  });
});

describe('chatbot (Indonesia)', () => {
  it('speaks Indonesian and shows the quoted strings exactly', async () => {
    const user = userEvent.setup();
    await openChat(`selectedIndex=1&orderNo=${ORDER_ID}&${DEVICE_ID}`, { market: 'ID' });
    await screen.findByRole('button', { name: 'Bagaimana cara membayar pinjaman?' });
    expect(document.title).toBe('Asisten Bantuan');
    expect(screen.getByRole('tablist', { name: 'Topik' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Ketik pertanyaan Anda' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ID_TEXT.send })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Bagaimana cara membayar pinjaman?' }));
    const verdict = await screen.findByRole('group', { name: 'Apakah jawaban ini menyelesaikan masalah Anda?' });
    expect(within(verdict).getByRole('button', { name: ID_TEXT.solved })).toBeInTheDocument();
    await user.click(within(verdict).getByRole('button', { name: ID_TEXT.notSolved }));
    expect(await screen.findByRole('button', { name: ID_TEXT.contact })).toBeInTheDocument();
    expect(within(conversation()).getByText('Maaf jawaban ini belum membantu. Tim CS kami siap membantu Anda.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sudah bayar tapi status belum berubah' }));
    const second = (await screen.findAllByRole('group', { name: 'Apakah jawaban ini menyelesaikan masalah Anda?' })).at(-1)!;
    await user.click(within(second).getByRole('button', { name: ID_TEXT.solved }));
    const rating = await screen.findByRole('dialog', { name: ID_TEXT.rating });
    expect(within(rating).getByText('Ketuk bintang untuk menilai jawaban.')).toBeInTheDocument();
    await user.click(within(rating).getByRole('radio', { name: /^1/ }));
    expect(await within(conversation()).findByText('Terima kasih atas ulasan Anda, kami akan terus berbenah.')).toBeInTheDocument();
    expect(records()).toEqual([
      { orderNo: ORDER_ID, type: '2', value: '0', qaId: '221' },
      { orderNo: ORDER_ID, type: '2', value: '1', qaId: '222' },
      { orderNo: ORDER_ID, type: '3', value: '1', qaId: '222' },
    ]);
  });
});
