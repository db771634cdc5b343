import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { paths } from '@/config';
import { ROUTES } from '@/routes';
import { server } from '@mocks/node';
import { type OpenOptions, openScreen, pendingPage } from './open';

/**
 * The two complaint pages that show the selected order with its order switcher
 * (src/screens/shared/OrderSwitcher.tsx): the complaint entry and the new complaint page, as the
 * component tests open them (the device parameters in the query, the page each one opens next a
 * stand-in), and their problem-init.
 */

/** The device parameters of an Indian app session, as these pages' addresses carry them. */
export const COMPLAINT_DEVICE = 'deviceId=demo-1&isNeedPop=1';
/** The complaint entry's problem-init, which takes an orderId or an orderNo. */
export const ENTRY_INIT = '/user-problem/problem-init';
/** The new complaint page's v3 problem-init, which takes the orderNo only. */
export const NEW_INIT = '/h5-api/v3/user-problem/problem-init';

/**
 * The entry page at `/complaint?<query>`; `slowForm` leaves the form's code loading, as on a first
 * visit.
 */
export const openEntry = (query: string, { slowForm = false, ...options }: OpenOptions & { slowForm?: boolean } = {}) =>
  openScreen('complaintEntry', {
    address: `${ROUTES.complaintEntry}?${query}`,
    pages: { [ROUTES.complaintForm]: slowForm ? pendingPage() : <p>The complaint form</p> },
    ...options,
  });

/**
 * The new complaint page at `/complainNewPage?<query>`; `slowChatbot` leaves the chatbot's code
 * loading, as on a first visit.
 */
export const openNewComplaint = (query: string, { slowChatbot = false, ...options }: OpenOptions & { slowChatbot?: boolean } = {}) =>
  openScreen('complaintNew', {
    address: `${ROUTES.complaintNew}?${query}`,
    pages: { [ROUTES.chatbot]: slowChatbot ? pendingPage() : <p>The chatbot</p> },
    ...options,
  });

/** The problem-init at `init` answering `data` for every order; returns the bodies it received, in order. */
export function answerInit(init: string, data: Record<string, unknown>): string[] {
  const bodies: string[] = [];
  server.use(
    http.post(`*${paths.app(init)}`, async ({ request }) => {
      bodies.push(await request.text());
      return HttpResponse.json({ code: '00', message: 'success', data });
    }),
  );
  return bodies;
}

/**
 * Opens a complaint page with `open` at `query` (order 1003 unless said) and waits for the card of
 * the order it shows (`product`); returns a user on the real clock, set up before the page opens.
 */
export async function openOrder<Options extends OpenOptions>(
  open: (query: string, options?: Options) => Promise<unknown>,
  query = `orderId=1003&${COMPLAINT_DEVICE}`,
  product = 'CashSetu',
  options?: Options,
): Promise<UserEvent> {
  const user = userEvent.setup();
  await open(query, options);
  await screen.findByRole('article', { name: product });
  return user;
}

/** An order as problem-init lists it (§3): no logo, no lines and no collection complaints unless `fields` give them. */
export const listedOrder = (fields: { orderNo: string; productName: string; status: string; productLogo?: string; list?: unknown[] }) => ({
  productLogo: '',
  list: [],
  isShow: '0',
  ...fields,
});
