import { act, within, type Screen } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import type { VirtualAccount } from '@machines/vaRepay/vaRepay.machine';
import { paths } from '@/config';
import { ROUTES } from '@/routes';
import VaRepayScreen from '@/screens/vaRepay';
import { toast } from '../support';
import { answerLoad, describePaths, expectClosedOnLeave, expectSessionPost, post, tap, tapInAlert, transient, type StateCheckContext } from './replay';
import { ADDRESS, AMOUNT, BANK, CHOICE, NOTHING_TO_REPAY, PAYWAY_KEY, SERVICE_PHONE, vaRepaySpec } from './specs/vaRepay';

/** India (isNeedPop=1): every text in English, the spec's Indonesian quotes translated. */
const TEXT = {
  title: 'Repayment',
  paid: 'I HAVE PAID',
  cancel: 'CANCEL',
  yes: 'YES',
  changeMethod: 'Change method',
  retry: 'Try again',
  back: 'Back',
  check: 'Check again',
  openLoan: 'Open my loan',
};
/** 1234567 hundredths in India (§9). */
const TOTAL = '₹12,345.67';
/** What the amount's copy puts on the clipboard: as typed into a bank app. */
const TYPED = '12345.67';

/** The clipboard write the screen is waiting on: the done/error executors settle it. */
let copying: { resolve: () => void; reject: (error: Error) => void } | null = null;
/** What the screen asked the clipboard to hold, in order. */
const written: string[] = [];
/** The numbers the user tapped, as the row showed them. */
const tapped: string[] = [];

function stubClipboard() {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: (text: string) =>
        new Promise<void>((resolve, reject) => {
          written.push(text);
          copying = { resolve, reject };
        }),
    },
  });
  // The fallback of a refused write fails as well: the page must say the copy failed.
  Object.defineProperty(document, 'execCommand', { configurable: true, value: () => false });
}
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
});

const accountOf = (snapshot: AnyMachineSnapshot) => snapshot.context.account as VirtualAccount;
const copyButton = (screen: Screen, target: string) =>
  screen.getByRole('button', { name: target === 'amount' ? /^(Copy amount|Amount copied)$/ : /^(Copy number|Number copied)$/ });
const factValue = (screen: Screen, label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
const stepToggles = (screen: Screen) => within(screen.getByRole('region', { name: 'How to pay' })).queryAllByRole('button');

/** One generate-vcode in flight, with exactly the fields of §7 for the stored choice and the address. */
function expectOneRequestInFlight({ network }: StateCheckContext) {
  const last = network.inFlight('loadAccount');
  // Asking again (Retry, a check) asks the same: one choice, one number.
  network.requestsOf('loadAccount').forEach((request) => expect(request.body).toEqual(last.body));
  expectSessionPost(last);
  expect(last.body).toEqual({
    productId: '102',
    orderId: '1003',
    amount: AMOUNT,
    payCode: 'BCA',
    pay_type: '1',
    is_default: '0',
    is_display: '1',
    specific_num: 'ATM',
  });
}

function expectNoAccount(screen: Screen) {
  expect(screen.queryByTestId('va-number')).toBeNull();
  expect(screen.queryByRole('button', { name: TEXT.paid })).toBeNull();
}

/** No number to pay to: Retry, and 'Ganti metode' beside it (a link to change method, same amount). */
function expectRetryAndChangeMethod(screen: Screen) {
  const alert = screen.getByRole('alert');
  expect(within(alert).getByRole('button', { name: TEXT.retry })).toBeEnabled();
  const link = within(alert).getByRole('link', { name: TEXT.changeMethod });
  const href = new URL(link.getAttribute('href')!, 'http://localhost');
  expect(href.pathname).toBe(ROUTES.changeMethod);
  expect(href.searchParams.get('amount')).toBe(AMOUNT);
}

function expectCopyButtonsAtRest(screen: Screen) {
  expect(copyButton(screen, 'number')).toHaveAccessibleName('Copy number');
  expect(copyButton(screen, 'number')).toHaveTextContent(/^Copy$/);
  expect(copyButton(screen, 'amount')).toHaveAccessibleName('Copy amount');
}

describePaths(vaRepaySpec)({
  screen: VaRepayScreen,
  address: ADDRESS,
  network: {
    loadAccount: post(paths.app('/v3/loan-details/generate-vcode'), answerLoad<VirtualAccount>()),
  },
  overrides: {
    'xstate.done.actor.copy': async () => {
      await act(async () => copying!.resolve());
    },
    'xstate.error.actor.copy': async () => {
      await act(async () => copying!.reject(new Error('NotAllowedError')));
    },
  },
  gestures: {
    'user.retry': tap(TEXT.retry),
    'user.leave': tapInAlert(TEXT.back),
    'user.check': tapInAlert(TEXT.check),
    'user.openLoan': async ({ user, screen }) => {
      await user.click(within(screen.getByRole('alert')).getByRole('link', { name: TEXT.openLoan }));
    },
    'user.copy': async ({ user, screen, event }) => {
      stubClipboard();
      await user.click(copyButton(screen, event.target));
    },
    'user.toggleStep': async ({ user, screen, event }) => {
      await user.click(stepToggles(screen)[event.index]!);
    },
    'user.changeMethod': async ({ user, screen }) => {
      await user.click(screen.getByRole('link', { name: TEXT.changeMethod }));
    },
    'user.complain': async ({ user, screen }) => {
      await user.click(screen.getByRole('link', { name: 'Contact customer service' }));
    },
    'user.callPhone': async ({ user, screen }) => {
      const row = screen.getByRole('button', { name: /^Service telephone / });
      tapped.push(row.textContent!.replace(/^Service telephone\s*/, ''));
      await user.click(row);
    },
    'user.openTips': tap(TEXT.paid),
    'user.closeTips': async ({ user, screen }) => {
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: TEXT.cancel }));
    },
    'user.confirmTips': async ({ user, screen }) => {
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: TEXT.yes }));
    },
  },
  before: () => {
    copying = null;
    written.length = 0;
    tapped.length = 0;
    localStorage.setItem(PAYWAY_KEY, JSON.stringify(CHOICE));
  },
  states: {
    // Every state: the title (the spec's 'Pelunasan' in English) and the toolbar title; each tap on
    // the telephone asked the host to dial the number shown, once; the clipboard got the number
    // ungrouped or the amount as typed into a bank app.
    '*': ({ screen, bridge }) => {
      expect(screen.queryByRole('heading', { level: 1, name: TEXT.title }) ?? screen.getByText('Another page')).toBeInTheDocument();
      expect(document.title).toBe(TEXT.title);
      const dialled = bridge.filter((call) => call.method === 'callPhone');
      expect(dialled).toEqual(tapped.map((phone) => ({ method: 'callPhone', payload: { phone } })));
      written.forEach((text) => expect(['3935800000001003', '7101000000001003', TYPED]).toContain(text));
    },
    start: transient('start'),
    // §9: an address amount that is not integer hundredths is never guessed: nothing is asked.
    addressUnreadable: ({ screen, network, bridge, event }) => {
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('The amount cannot be read');
      expect(alert).toHaveTextContent('This payment link carries an amount we cannot read, so nothing was sent.');
      expect(within(alert).getByRole('button', { name: TEXT.back })).toBeEnabled();
      expect(within(alert).queryByRole('button', { name: TEXT.retry })).toBeNull();
      expect(network.requestsOf('loadAccount')).toEqual([]);
      expectNoAccount(screen);
      expectClosedOnLeave({ bridge, event });
    },
    loading: (context) => {
      expect(context.screen.getByText('loading...')).toBeInTheDocument();
      expectNoAccount(context.screen);
      expectOneRequestInFlight(context);
    },
    // A refusal: the server's message once (no toast), Retry with 'Ganti metode' beside it, and Back.
    refused: ({ screen, bridge, event }) => {
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(NOTHING_TO_REPAY);
      expect(screen.getAllByText(NOTHING_TO_REPAY)).toHaveLength(1);
      expectRetryAndChangeMethod(screen);
      expect(within(alert).getByRole('button', { name: TEXT.back })).toBeEnabled();
      expectNoAccount(screen);
      expectClosedOnLeave({ bridge, event });
    },
    empty: ({ screen }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('No payment number is available for this method right now.');
      expectRetryAndChangeMethod(screen);
      expectNoAccount(screen);
    },
    // The answer's amount is not integer hundredths: no number to pay to, no guessed total.
    answerUnreadable: ({ screen, bridge, event }) => {
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('The amount cannot be read');
      expect(alert).toHaveTextContent('The payment details came back with an amount we cannot read, so no payment number is shown.');
      expect(screen.queryByText('12,345.67', { exact: false })).toBeNull();
      expectRetryAndChangeMethod(screen);
      expectNoAccount(screen);
      expectClosedOnLeave({ bridge, event });
    },
    // No answer: the number may exist, a payment may have gone through. A check and the loan
    // details; no Retry that reads as "pay again", no change of method, no 'TELAH MEMBAYAR'.
    unclear: ({ screen, network }) => {
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('We did not get an answer');
      expect(alert).toHaveTextContent('Your payment number may already have been created, and a payment you made to it may already have gone through.');
      expect(within(alert).getAllByRole('button').map((b) => b.textContent)).toEqual([TEXT.check]);
      const loan = within(alert).getByRole('link', { name: TEXT.openLoan });
      const href = new URL(loan.getAttribute('href')!, 'http://localhost');
      expect(href.pathname).toBe(ROUTES.loanDetails);
      expect(Object.fromEntries(href.searchParams)).toMatchObject({ productId: '102', orderId: '1003' });
      expect(screen.queryByRole('link', { name: TEXT.changeMethod })).toBeNull();
      expect(screen.queryByRole('button', { name: TEXT.retry })).toBeNull();
      expectNoAccount(screen);
      expect(network.waiting('loadAccount')).toBe(0);
    },
    // The account as answered: the number in fours, the total in rupees, the bill, the method
    // with its change link, the steps (a bank's folded but one), the proof note, the help.
    ready: ({ screen, snapshot }) => {
      const account = accountOf(snapshot);
      const bank = account.payType === '1';
      const grouped = account.cardNo.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
      expect(screen.getByTestId('va-number')).toHaveTextContent(new RegExp(`^${grouped}$`));
      expect(screen.getByRole('region', { name: bank ? 'Virtual account number' : 'Payment code' })).toBeInTheDocument();
      expect(within(factValue(screen, 'Total payment')).getByText(TOTAL)).toBeInTheDocument();
      expect(factValue(screen, 'Bill number')).toHaveTextContent(new RegExp(`^${account.vcode}$`));
      expect(factValue(screen, 'Payment method')).toHaveTextContent(
        bank ? /^Bank: BCA · ATMChange method$/ : /^Mini market: ALFAMARTChange method$/,
      );
      const toggles = stepToggles(screen);
      if (bank) {
        const open = snapshot.context.openStep as number | null;
        // Method codes in words, as on the change-method page.
        expect(toggles.map((b) => b.textContent)).toEqual(BANK.payStep.map((s) => ({ ATM: 'ATM', MobileBank: 'Mobile banking' })[(s as { name: string }).name]));
        toggles.forEach((toggle, index) => {
          expect(toggle).toHaveAttribute('aria-expanded', String(index === open));
          const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
          if (index === open) expect(panel).toBeVisible();
          else expect(panel).not.toBeVisible();
        });
      } else {
        expect(toggles).toEqual([]);
        const list = within(screen.getByRole('region', { name: 'How to pay' })).getByRole('list');
        expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(account.payStep);
      }
      expect(screen.getByText('Keep the deposit slip or receipt as proof of payment until your loan shows as paid.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Contact customer service' })).toBeInTheDocument();
      const phone = account.telephone || SERVICE_PHONE;
      expect(screen.getByRole('button', { name: `Service telephone ${phone}` })).toBeEnabled();
      expect(screen.getByRole('button', { name: TEXT.paid })).toBeEnabled();
    },
    'ready.page': ({ screen }) => {
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    'ready.page.idle': ({ screen }) => {
      expectCopyButtonsAtRest(screen);
      expect(screen.queryByRole('alert')).toBeNull();
    },
    // The write is on its way: its button says so and takes no second tap.
    'ready.page.copying': ({ screen, snapshot }) => {
      const target = snapshot.context.copyTarget as string;
      expect(copyButton(screen, target)).toHaveAttribute('aria-busy', 'true');
      expect(copyButton(screen, target)).toBeDisabled();
      expect(written.at(-1)).toBe(target === 'amount' ? TYPED : accountOf(snapshot).cardNo.replace(/\s/g, ''));
    },
    'ready.page.copied': ({ screen, snapshot }) => {
      const target = snapshot.context.copyTarget as string;
      const message = target === 'amount' ? 'Amount copied' : 'Number copied';
      expect(toast()).toHaveTextContent(new RegExp(`^${message}$`));
      expect(copyButton(screen, target)).toHaveAccessibleName(message);
      expect(copyButton(screen, target)).toHaveTextContent(/^Copied$/);
      expect(copyButton(screen, target === 'amount' ? 'number' : 'amount')).toHaveTextContent(/^Copy$/);
    },
    // Said in a toast and beside the number, which is left selected for copying by hand.
    'ready.page.copyFailed': ({ screen, event }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('Press and hold the number to select and copy it.');
      // Right after the failure (a later tap elsewhere moves the selection, as in a browser).
      if (event?.type === 'xstate.error.actor.copy') {
        expect(toast()).toHaveTextContent(/^Could not copy$/);
        expect(window.getSelection()!.toString()).toBe(screen.getByTestId('va-number').textContent);
      }
      expectCopyButtonsAtRest(screen);
    },
    // 'TELAH MEMBAYAR': the tips popup with BATAL and YA (in English), focused; it asked nothing.
    'ready.tips': ({ screen, network }) => {
      const dialog = screen.getByRole('dialog', { name: 'Already paid?' });
      expect(dialog).toHaveFocus();
      expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual([TEXT.cancel, TEXT.yes]);
      expect(network.waiting('loadAccount')).toBe(0);
    },
    // Pushed to change-method (same amount, display, order), to the loan details, or to customer service with type=1.
    left: ({ place, event }) => {
      if (event?.type === 'user.changeMethod') {
        expect(place.pathname).toBe(ROUTES.changeMethod);
        expect(place.query).toEqual({
          deviceId: 'dev-9',
          appVersion: '2.4.0',
          isNeedPop: '1',
          spits: 'S1',
          amount: AMOUNT,
          display: '1',
          productId: '102',
          orderId: '1003',
        });
      } else if (event?.type === 'user.openLoan') {
        expect(place.pathname).toBe(ROUTES.loanDetails);
        expect(place.query).toEqual({ deviceId: 'dev-9', appVersion: '2.4.0', isNeedPop: '1', spits: 'S1', productId: '102', orderId: '1003' });
      } else {
        expect(place.pathname).toBe(ROUTES.customerService);
        expect(place.query).toMatchObject({ type: '1', deviceId: 'dev-9' });
      }
    },
  },
});
