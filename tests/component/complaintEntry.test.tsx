import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import {
  addressBar,
  answerInit,
  browserBack,
  COMPLAINT_DEVICE as DEVICE,
  ENTRY_INIT as INIT,
  entryKey,
  listedOrder,
  openEntry,
  openOrder,
  placeQuery,
  requestsTo,
  where,
} from '../support';

const REFUSAL = 'The selected order does not support sending collection types';

const BLANK_ORDER = listedOrder({ orderNo: 'IN9', productLogo: 'javascript:alert(1)', productName: '  cashSetu', status: '  ' });
const LOGO_ORDER = listedOrder({
  orderNo: 'IN8',
  productLogo: 'https://cdn.example.com/rupee.png',
  productName: 'RupeeNow',
  status: 'Overdue',
  list: [
    { title: 'Loan amount', value: '₹5,000' },
    { title: 'Due date', value: '2024-07-01' },
  ],
});

/** The entry for an order without a usable logo, status or lines, beside one with all of them. */
function openBlankOrder() {
  answerInit(INIT, { problemType: [{ value: '2', title: 'Repayment' }], problemSonType: [], orderDetail: BLANK_ORDER, orderList: [BLANK_ORDER, LOGO_ORDER] });
  return openOrder(openEntry, `orderId=1001&${DEVICE}`, 'cashSetu');
}

/** The seeded collection sub-types' values, by title. */
const SUB_TYPE_VALUES: Record<string, string> = {
  'Abusive language': '1',
  'Contacting my contacts': '2',
  'Calling too often': '3',
  'Threats or harassment': '4',
};
const queryOfForm = (title: string) => SUB_TYPE_VALUES[title] ?? '?';
const typesHeading = () => screen.getByRole('heading', { level: 2, name: 'Question type' });

describe('complaint entry', () => {
  it('asks problem-init for the orderId of the address, shows its amount and offers the question types', async () => {
    await openOrder(openEntry);
    expect(within(screen.getByRole('article', { name: 'CashSetu' })).getByText('₹30,000.00')).toBeInTheDocument();
    // In the card, the product's name and its status are lines (paragraphs) of their own.
    expect(within(screen.getByRole('article', { name: 'CashSetu' })).getByText('CashSetu').tagName).toBe('P');
    expect(requestsTo(INIT)).toHaveLength(1);
    expect(db.lastRequest(INIT)?.body).toEqual({ orderId: '1003' });
    expect(db.lastRequest(INIT)?.query).toMatchObject({ deviceId: 'demo-1', isNeedPop: '1' });
    expect(screen.getByRole('link', { name: 'My complaints' })).toHaveAttribute('href', `/complaintList?${DEVICE}`);
    expect(typesHeading()).toBeInTheDocument();
    for (const title of ['Collection', 'Repayment', 'Loan application', 'Account and app', 'Other']) {
      expect(screen.getByRole('button', { name: title })).toBeInTheDocument();
    }
  });

  it('gives every order status the tone of its meaning', async () => {
    const user = await openOrder(openEntry, `orderId=1004&${DEVICE}`, 'RupeeNow');
    expect(within(screen.getByRole('article', { name: 'RupeeNow' })).getByText('Overdue')).toHaveClass('ui-tone--overdue');
    await user.click(screen.getByRole('button', { name: 'All' }));
    const sheet = await screen.findByRole('dialog', { name: 'All orders' });
    const tone = (orderNo: string, status: string) =>
      within(within(sheet).getByRole('button', { name: new RegExp(`Order No\\. ${orderNo}`) })).getByText(status);
    expect(tone('IN2406000001', 'Under review')).toHaveClass('ui-tone--pending');
    expect(tone('IN2406000004', 'Overdue')).toHaveClass('ui-tone--overdue');
    expect(tone('IN2406000005', 'Not approved')).toHaveClass('ui-tone--rejected');
    expect(tone('IN2406000006', 'Repaid')).toHaveClass('ui-tone--repaid');
  });

  it('names the question types in Indonesian in the other market', async () => {
    await openOrder(openEntry, 'orderId=2004&deviceId=demo-1&isNeedPop=0', 'DanaKilat', { market: 'ID' });
    expect(screen.getByRole('heading', { level: 2, name: 'Jenis pertanyaan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Penagihan' })).toBeInTheDocument();
  });

  it('refuses a collection complaint on an order without isShow 1, and opens nothing', async () => {
    const user = await openOrder(openEntry, `orderId=1001&${DEVICE}`, 'RupeeNow');
    await user.click(screen.getByRole('button', { name: 'Collection' }));
    expect(await screen.findByText(REFUSAL)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abusive language' })).not.toBeInTheDocument();
    expect(where()).toBe(`/complaint?orderId=1001&${DEVICE}`);
  });

  it('makes the sub-type list a history step: the browser Back and the page button both return to the types', async () => {
    const user = await openOrder(openEntry, `orderId=1003&${DEVICE}`, 'CashSetu', { before: ['/testPreview'] });
    await user.click(screen.getByRole('button', { name: 'Collection' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Collection' })).toBeInTheDocument();
    expect(placeQuery()).toMatchObject({ orderId: '1003', step: 'subTypes' });

    await browserBack();
    expect(typesHeading()).toBeInTheDocument();
    expect(placeQuery()).toEqual({ deviceId: 'demo-1', isNeedPop: '1', orderId: '1003' });

    await user.click(screen.getByRole('button', { name: 'Collection' }));
    await user.click(screen.getByRole('button', { name: 'Back to question types' }));
    expect(typesHeading()).toBeInTheDocument();
    expect(placeQuery()).not.toHaveProperty('step');
    // The button went back through the history rather than adding to it: one more Back leaves.
    await browserBack();
    expect(screen.getByTestId('elsewhere')).toBeInTheDocument();
    expect(requestsTo(INIT)).toHaveLength(1);
  });

  it('reopens the sub-types on a reload at the step, and leaves it without leaving the page', async () => {
    const user = userEvent.setup();
    await openEntry(`orderNo=IN2406000003&step=subTypes&${DEVICE}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Collection' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calling too often' })).toBeInTheDocument();
    // Opened at the step, nothing of ours lies beneath it: the step is taken out of the address.
    await user.click(screen.getByRole('button', { name: 'Back to question types' }));
    expect(typesHeading()).toBeInTheDocument();
    expect(placeQuery()).toEqual({ deviceId: 'demo-1', isNeedPop: '1', orderNo: 'IN2406000003' });
    // The step was replaced, not stacked on: Back does not bring it back.
    await browserBack();
    expect(typesHeading()).toBeInTheDocument();
    expect(placeQuery()).not.toHaveProperty('step');
  });

  it('goes back through the history from a step it pushed, even on a page opened first', async () => {
    const user = await openOrder(openEntry);
    await user.click(screen.getByRole('button', { name: 'Collection' }));
    await user.click(screen.getByRole('button', { name: 'Back to question types' }));
    expect(typesHeading()).toBeInTheDocument();
    expect(placeQuery()).toEqual({ deviceId: 'demo-1', isNeedPop: '1', orderId: '1003' });
    // Back on the first entry again: no copy of the page was left beneath to land on.
    const first = entryKey();
    await browserBack();
    expect(entryKey()).toBe(first);
  });

  it('forgets a step it could not show, so an order picked afterwards opens on the types', async () => {
    const user = await openOrder(openEntry, `orderNo=IN2406000001&step=subTypes&${DEVICE}`, 'RupeeNow');
    await waitFor(() => expect(placeQuery()).not.toHaveProperty('step'));
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.click(screen.getByRole('button', { name: /Order No\. IN2406000003/ }));
    await screen.findByRole('article', { name: 'CashSetu' });
    expect(typesHeading()).toBeInTheDocument();
    expect(where()).toBe(`/complaint?orderNo=IN2406000003&${DEVICE}`);
  });

  it('shows the types on a reload at the step once the order no longer allows collection complaints', async () => {
    await openOrder(openEntry, `orderNo=IN2406000001&step=subTypes&${DEVICE}`, 'RupeeNow');
    expect(typesHeading()).toBeInTheDocument();
    await waitFor(() => expect(placeQuery()).not.toHaveProperty('step'));
    expect(placeQuery()).toMatchObject({ orderNo: 'IN2406000001' });
  });

  it('opens the form for another type with an empty sub-type kept in its address', async () => {
    const user = await openOrder(openEntry, `orderId=1001&${DEVICE}`, 'RupeeNow');
    await user.click(screen.getByRole('button', { name: 'Repayment' }));
    await screen.findByText('The complaint form');
    expect(where()).toBe(`/complainPageNext?problemType=2&problemSonType=&orderNo=IN2406000001&${DEVICE}`);
  });

  it('opens the form with the collection sub-type', async () => {
    const user = await openOrder(openEntry);
    await user.click(screen.getByRole('button', { name: 'Collection' }));
    await user.click(screen.getByRole('button', { name: 'Calling too often' }));
    await screen.findByText('The complaint form');
    expect(where()).toBe(`/complainPageNext?problemType=1&problemSonType=3&orderNo=IN2406000003&${DEVICE}`);
  });

  it('switching the order on the sub-type step returns to the types of the new order', async () => {
    const user = await openOrder(openEntry, `orderId=1003&${DEVICE}`, 'CashSetu', { before: ['/testPreview'] });
    await user.click(screen.getByRole('button', { name: 'Collection' }));
    expect(placeQuery()).toMatchObject({ orderId: '1003', step: 'subTypes' });
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.click(screen.getByRole('button', { name: /Order No\. IN2406000004/ }));
    // The overdue order allows collection complaints too, and still its question types show.
    await screen.findByRole('article', { name: 'RupeeNow' });
    expect(typesHeading()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collection' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Calling too often' })).not.toBeInTheDocument();
    // The step left the history; the entry beneath names the picked order.
    await waitFor(() => expect(where()).toBe(`/complaint?orderNo=IN2406000004&${DEVICE}`));
    expect(requestsTo(INIT).map((r) => r.body)).toEqual([{ orderId: '1003' }, { orderNo: 'IN2406000004' }]);
    // Its own sub-types are one tap away, and Back from them returns to its types.
    await user.click(screen.getByRole('button', { name: 'Collection' }));
    expect(placeQuery()).toMatchObject({ orderNo: 'IN2406000004', step: 'subTypes' });
    await browserBack();
    expect(typesHeading()).toBeInTheDocument();
    expect(where()).toBe(`/complaint?orderNo=IN2406000004&${DEVICE}`);
    await browserBack();
    expect(screen.getByTestId('elsewhere')).toBeInTheDocument();
  });

  it("Back while the form's code is on its way gives a working page, every time (sub-type, form, Back, 'All')", async () => {
    const user = await openOrder(openEntry, `orderNo=IN2406000003&${DEVICE}`, 'CashSetu', { slowForm: true });
    await user.click(screen.getByRole('button', { name: 'Collection' }));
    const subTypes = ['Calling too often', 'Abusive language', 'Threats or harassment', 'Contacting my contacts', 'Calling too often'];
    for (const [round, subType] of subTypes.entries()) {
      await user.click(screen.getByRole('button', { name: subType }));
      // The address names the form; its code has not arrived, so this page stays, the choice busy.
      expect(addressBar()).toBe(`/complainPageNext?problemType=1&problemSonType=${queryOfForm(subType)}&orderNo=IN2406000003&${DEVICE}`);
      expect(screen.getByRole('button', { name: subType })).toHaveAttribute('aria-busy', 'true');

      await browserBack();
      expect(addressBar()).toBe(`/complaint?orderNo=IN2406000003&step=subTypes&${DEVICE}`);
      // A working page: nothing busy, and 'All' opens the order list.
      const list = screen.getByRole('button', { name: subType }).closest('ul');
      expect(list, `round ${round}`).not.toHaveAttribute('aria-busy');
      expect(screen.getByRole('button', { name: subType })).not.toHaveAttribute('aria-busy');
      await user.click(screen.getByRole('button', { name: 'All' }));
      const sheet = await screen.findByRole('dialog', { name: 'All orders' });
      expect(within(sheet).getAllByRole('button', { name: /Order No\./ })).toHaveLength(10);
      await user.click(within(sheet).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Collection' })).toBeInTheDocument();
    }
    // One problem-init: the page never reloaded, it was the same page all along.
    expect(requestsTo(INIT)).toHaveLength(1);
  }, 20_000);

  it('leaves the step for the types when an order picked on it does not allow collection complaints', async () => {
    const user = await openOrder(openEntry, `orderId=1003&${DEVICE}`, 'CashSetu', { before: ['/testPreview'] });
    await user.click(screen.getByRole('button', { name: 'Collection' }));
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.click(screen.getByRole('button', { name: /Order No\. IN2406000001/ }));
    await screen.findByRole('article', { name: 'RupeeNow' });
    expect(typesHeading()).toBeInTheDocument();
    // The step entry is gone and the entry beneath names the picked order.
    await waitFor(() => expect(where()).toBe(`/complaint?orderNo=IN2406000001&${DEVICE}`));
    expect(requestsTo(INIT)).toHaveLength(2);
    await browserBack();
    expect(screen.getByTestId('elsewhere')).toBeInTheDocument();
  });

  it('shows an order without a usable logo, status or lines with the neutral picture alone, in the card and the sheet', async () => {
    const user = await openBlankOrder();
    const card = screen.getByRole('article', { name: 'cashSetu' });
    expect(within(screen.getByRole('region', { name: 'Selected order' })).getByRole('article')).toBe(card);
    // The neutral picture, no letter that could read as a brand (issue 19 §6).
    expect(card.querySelector('[data-logo="none"]')).toHaveAttribute('aria-hidden', 'true');
    expect(within(card).queryByText('C')).toBeNull();
    expect(card.querySelector('img')).toBeNull();
    expect(card.querySelector('.ui-tone')).toBeNull();
    expect(card.querySelector('dl')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'All' }));
    const sheet = await screen.findByRole('dialog', { name: 'All orders' });
    const blank = within(sheet).getByRole('button', { name: /Order No\. IN9/ });
    expect(blank).toHaveAttribute('aria-current', 'true');
    expect(blank.querySelector('[data-logo="none"]')).not.toBeNull();
    expect(within(blank).queryByText('C')).toBeNull();
    expect(blank.querySelector('img')).toBeNull();
    expect(blank.querySelector('.ui-tone')).toBeNull();
    // Only the order number under the name: no empty line for the missing lines.
    expect(blank.querySelectorAll('.order-card__meta')).toHaveLength(1);
  });

  it("marks the shown order 'Selected' in the sheet, scrolled into its view, and sums up each order with its logo and lines", async () => {
    const revealed: [Element, unknown][] = [];
    // jsdom does not scroll: record what the sheet asked to bring into view, and how.
    Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
      revealed.push([this, options]);
    };
    onTestFinished(() => {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    });
    const user = await openBlankOrder();
    await user.click(screen.getByRole('button', { name: 'All' }));
    const sheet = await screen.findByRole('dialog', { name: 'All orders' });
    const blank = within(sheet).getByRole('button', { name: /Order No\. IN9/ });
    const other = within(sheet).getByRole('button', { name: /Order No\. IN8/ });
    // The shown order, just far enough to be in view (ten orders overflow a phone).
    expect(revealed).toEqual([[blank, { block: 'nearest' }]]);
    expect(within(sheet).getAllByText('Selected')).toHaveLength(1);
    expect(within(blank).getByText('Selected')).toBeInTheDocument();
    expect(other).not.toHaveAttribute('aria-current');
    expect(other.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/rupee.png');
    expect(within(other).queryByText('R')).not.toBeInTheDocument();
    expect(within(other).getByText('Overdue')).toHaveClass('ui-tone--overdue');
    expect(other).toHaveTextContent('Loan amount ₹5,000');
    expect(other).toHaveTextContent('Due date 2024-07-01');
  });

  it('shows which type opens, busy, while the form is on its way, and takes no other choice', async () => {
    const user = await openOrder(openEntry, `orderId=1001&${DEVICE}`, 'RupeeNow', { slowForm: true });
    const list = screen.getByRole('button', { name: 'Repayment' }).closest('ul');
    expect(list).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Repayment' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Repayment' }).querySelector('.ui-spinner')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Repayment' }));
    const opening = screen.getByRole('button', { name: 'Repayment' });
    expect(opening).toHaveAttribute('aria-busy', 'true');
    expect(opening.querySelector('.ui-spinner')).not.toBeNull();
    expect(opening.closest('ul')).toHaveAttribute('aria-busy', 'true');
    const other = screen.getByRole('button', { name: 'Other' });
    expect(other).not.toHaveAttribute('aria-busy');
    expect(other.querySelector('.ui-spinner')).toBeNull();
    await user.click(other);
    expect(screen.getByRole('button', { name: 'Repayment' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Other' })).not.toHaveAttribute('aria-busy');
  });

  it('shows which collection sub-type opens, busy, while the form is on its way', async () => {
    const user = await openOrder(openEntry, `orderId=1003&${DEVICE}`, 'CashSetu', { slowForm: true });
    await user.click(screen.getByRole('button', { name: 'Collection' }));
    await user.click(screen.getByRole('button', { name: 'Calling too often' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Collection' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calling too often' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Abusive language' })).not.toHaveAttribute('aria-busy');
  });

  it('says so when the order has no question types', async () => {
    answerInit(INIT, {
      problemType: [],
      problemSonType: [],
      orderDetail: { orderNo: 'IN9', productName: 'RupeeNow', status: 'Under review', list: [], isShow: '0' },
      orderList: [],
    });
    await openOrder(openEntry, `orderId=1001&${DEVICE}`, 'RupeeNow');
    expect(
      screen.getByText('No question types are available for this order. Choose another order or try again later.'),
    ).toBeInTheDocument();
  });

  it('says so when the collection type has no sub-types, and goes back to the types', async () => {
    answerInit(INIT, {
      problemType: [{ value: '1', title: 'Collection' }],
      problemSonType: null,
      orderDetail: { orderNo: 'IN3', productName: 'CashSetu', status: 'Overdue', list: null, isShow: 1 },
      orderList: null,
    });
    const user = await openOrder(openEntry);
    await user.click(screen.getByRole('button', { name: 'Collection' }));
    expect(screen.getByText('No options are available for this question type.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to question types' }));
    expect(typesHeading()).toBeInTheDocument();
  });
});
