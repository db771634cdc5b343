import { within, type Screen } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import { selectedTotal, type InstallmentPlan, type Period } from '@machines/installments/installments.machine';
import { paths } from '@/config';
import { formatMoney } from '@/i18n/format';
import InstallmentsScreen from '@/screens/installments';
import { variantOf } from '@/services/session';
import { expectFault, expectRefusal, toast } from '../support';
import { answerLoad, describePaths, DEVICE_QUERY, expectOnlyClosedOnLeave, post, tap, tapInAlert } from './replay';
import { installmentsSpec, NOT_FOUND } from './specs/installments';

const ADDRESS = '/repayment?deviceId=dev-9&appVersion=2.4.0&isNeedPop=1&spits=S1&productId=102&orderId=1003';
const india = variantOf('1');

/** An amount a server writes for display, not integer hundredths: what an unreadable period sends. */
const GROUPED = '5,000.01';
/** The plan as loan-play-detail sends it: integer hundredths as JSON numbers, canClick as 1 or 0. */
const sent = (period: Period) => ({
  periodNo: period.periodNo,
  totalAmount: period.amount === null ? GROUPED : Number(period.amount),
  showAmount: '',
  canClick: period.clickable ? 1 : 0,
  periodStatus: period.periodStatus,
  repayDes: period.repayDes,
  dueTime: period.dueTime,
});
const answerOf = (plan: InstallmentPlan) => ({
  productName: plan.productName,
  note: plan.note,
  repayWaitCount: plan.pending.length,
  repayPlanDetail: { repayWaitDetail: plan.pending.map(sent), repayYetDetail: plan.paid.map(sent) },
});

const boxes = (screen: Screen) => screen.queryAllByRole('checkbox');
/** India (isNeedPop=1): the spec's 'Detail Tagihan' and 'Bayar Segera' in English. */
const TITLE = 'Bill details';
const PAY = 'Pay now';
const payButton = (screen: Screen) => screen.queryByRole('button', { name: PAY });
const paidToggle = (screen: Screen) => screen.getByRole('button', { name: /^Paid periods/ });
const count = (snapshot: AnyMachineSnapshot) => snapshot.context.selected as number;

/** The folded paid list: shown exactly when unfolded, with its periods and no box to tick. */
function expectPaid(screen: Screen, snapshot: AnyMachineSnapshot) {
  const open = snapshot.context.paidOpen as boolean;
  expect(paidToggle(screen)).toHaveAttribute('aria-expanded', String(open));
  const list = document.getElementById('bill-paid');
  if (!open) return expect(list).toBeNull();
  expect(within(list!).getAllByRole('listitem')).toHaveLength(1);
  expect(list).toHaveTextContent(/^Period 1Paid₹5,000\.00Due 2026-12-01$/);
  expect(within(list!).queryAllByRole('checkbox')).toEqual([]);
}

describePaths(installmentsSpec)({
  screen: InstallmentsScreen,
  address: ADDRESS,
  network: {
    loadPlan: post(paths.app('/v3/installment/loan-play-detail'), answerLoad(answerOf)),
  },
  gestures: {
    'user.toggle': async ({ user, screen, event }) => {
      await user.click(boxes(screen)[event.index]!);
    },
    'user.togglePayAll': async ({ user, screen }) => {
      await user.click(screen.getByRole('switch', { name: 'Pay all' }));
    },
    'user.togglePaid': async ({ user, screen }) => {
      await user.click(paidToggle(screen));
    },
    'user.pay': tap(PAY),
    'user.retry': tap('Try again'),
    'user.leave': tapInAlert('Back'),
  },
  states: {
    '*': ({ screen, snapshot, event, previous }) => {
      expect(document.title).toBe(TITLE);
      // Paid: the virtual-account page has replaced this one.
      if (!snapshot.matches('paying')) expect(screen.getByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
      // §5: paying nothing is refused with a message, and nothing else happens.
      if (event?.type === 'user.pay' && previous && selectedTotal(previous.context as never) === '0') {
        expect(toast()).toHaveTextContent(/^Choose a period to pay first\.$/);
      }
    },
    loading: ({ screen, network }) => {
      expect(screen.getByText('loading...')).toBeInTheDocument();
      expect(boxes(screen)).toEqual([]);
      expect(network.waiting('loadPlan')).toBe(1);
      const request = network.last('loadPlan');
      expect(request.body).toEqual({ productId: '102', orderId: '1003' });
      expect(request.query).toMatchObject(DEVICE_QUERY);
    },
    refused: (context) => {
      expectRefusal(NOT_FOUND, { once: false, back: null });
      expectOnlyClosedOnLeave(context);
    },
    failed: ({ screen }) => {
      expectFault([]);
      expect(boxes(screen)).toEqual([]);
    },
    // §9: a period's amount that is not integer hundredths is never guessed: said, and no pay.
    unreadable: ({ screen, bridge, event }) => {
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('The amount cannot be read');
      expect(alert).toHaveTextContent('An amount in this bill came back in a form we cannot read, so nothing can be paid here now.');
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(within(alert).getByRole('button', { name: 'Back' })).toBeEnabled();
      expect(boxes(screen)).toEqual([]);
      expect(payButton(screen)).toBeNull();
      expect(screen.queryByText(GROUPED, { exact: false })).toBeNull();
      expectOnlyClosedOnLeave({ bridge, event });
    },
    settled: ({ screen, snapshot }) => {
      expect(screen.getByText('Every period of this loan is paid. Nothing is due.')).toBeInTheDocument();
      expect(boxes(screen)).toEqual([]);
      expect(payButton(screen)).toBeNull();
      expectPaid(screen, snapshot);
    },
    choosing: ({ screen, snapshot, event, previous, place }) => {
      const n = count(snapshot);
      // The selection is always the first n pending periods; the locked one says so.
      expect(boxes(screen).map((box) => box.getAttribute('aria-checked'))).toEqual([0, 1, 2].map((i) => String(i < n)));
      expect(boxes(screen)[1]).toHaveAttribute('aria-disabled', 'true');
      // Each period: its number, status, amount and due date (YYYY-MM-DD); the locked one says so.
      expect(boxes(screen).map((box) => box.textContent)).toEqual([
        'Period 2Overdue₹5,250.50Due 2026-12-02',
        'Period 3Unpaid₹5,000.00Due 2026-12-03Not payable yet',
        'Period 4Unpaid₹5,000.01Due 2026-12-04',
      ]);
      expect(screen.getByRole('switch', { name: 'Pay all' })).toHaveAttribute('aria-checked', String(n === 3));
      expect(screen.getByText(/^To pay ·/).nextSibling).toHaveTextContent(
        new RegExp(`^${formatMoney(selectedTotal(snapshot.context as never), india).replace(/[.$]/g, '\\$&')}$`),
      );
      expect(screen.getByText(`To pay · ${n} of 3 periods selected`)).toBeInTheDocument();
      expect(payButton(screen)).toBeEnabled();
      expectPaid(screen, snapshot);
      // A change of selection is kept in the address (replaced), for Back and reload (a tap on the
      // period not payable yet changes nothing: the boxes above still show the selection before it).
      const changed = previous?.context.selected !== snapshot.context.selected;
      if ((event?.type === 'user.toggle' && changed) || event?.type === 'user.togglePayAll') {
        expect(place.pathname).toBe('/repayment');
        expect(place.query).toMatchObject({ productId: '102', orderId: '1003', selected: String(n) });
      }
    },
    // Paid: the virtual-account page with the exact total, the stored choice back to the default.
    paying: ({ snapshot, place }) => {
      expect(place.pathname).toBe('/that');
      // The exact sum as integer hundredths, digits only (§9).
      expect(place.query.amount).toMatch(/^\d+$/);
      expect(place.query).toMatchObject({
        amount: selectedTotal(snapshot.context as never),
        productId: '102',
        orderId: '1003',
        deviceId: 'dev-9',
      });
      expect(place.query.display).toBeUndefined();
      expect(JSON.parse(localStorage.getItem('payway')!)).toEqual({ payType: '', payCode: '', specificNum: '', isDefault: '1' });
    },
  },
});
