import { within, type Screen } from '@testing-library/react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { isComplete, type ChangeMethodContext, type PayOptions } from '@machines/changeMethod/changeMethod.machine';
import { paths } from '@/config';
import ChangeMethodScreen from '@/screens/changeMethod';
import { expectFault, expectRefusal, toast } from '../support';
import {
  answerLoad, describePaths, expectClosedOnLeave, expectSessionPost, flush, post, SESSION_QUERY, tap, tapInAlert, transient, type StateCheckContext, type StepContext,
} from './replay';
import { ADDRESS, changeMethodSpec, LIST_REFUSED } from './specs/changeMethod';

const TEXT = {
  title: 'Metode Pembayaran',
  amount: 'Rp1.500.000,00',
  types: 'Bayar di',
  banks: 'Pilih bank',
  methods: 'Bayar melalui',
  markets: 'Pilih mini market',
  confirm: 'SAYA INGIN MEMBAYAR',
  incomplete: 'Silakan lengkapi informasinya',
  chooseType: 'Pilih Bank atau Minimarket untuk melihat tempat pembayaran.',
  methodsLocked: 'Pilih bank terlebih dahulu.',
  noMethods: (bank: string) => `Tidak perlu memilih metode: bayar lewat layanan ${bank} mana pun.`,
  loadFailed: 'Pilihan pembayaran tidak dapat dimuat.',
  noBanks: 'Belum ada bank yang tersedia untuk pembayaran ini.',
  noMarkets: 'Belum ada mini market yang tersedia untuk pembayaran ini.',
  retry: 'Coba lagi',
  back: 'Kembali',
};
const METHOD_LABEL: Record<string, string> = { ATM: 'ATM', MobileBank: 'Mobile banking', InternetBank: 'Internet banking' };

const group = (screen: Screen, name: string) => screen.queryByRole('radiogroup', { name });
const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as ChangeMethodContext;
const stored = () => {
  const raw = localStorage.getItem('payway');
  return raw === null ? null : (JSON.parse(raw) as unknown);
};

/** The checked radios of a group, by their names. */
const checkedIn = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('radio')
    .filter((radio) => (radio as HTMLInputElement).checked)
    .map((radio) => radio.closest('label')!.textContent);

/** Confirm with an incomplete choice toasts (§5); Confirm with a whole one leaves. */
function raisedToast(event: EventObject | undefined, previous: AnyMachineSnapshot | undefined): string | null {
  if (event?.type !== 'user.confirm' || !previous) return null;
  return previous.matches('ready') && isComplete(ctx(previous)) ? null : TEXT.incomplete;
}

/** The page's own address keeps the type and the picks (Back and reload find them, §2). */
function expectAddress({ place, snapshot }: StateCheckContext) {
  const c = ctx(snapshot);
  expect(place.pathname).toBe('/individual');
  expect(place.query).toMatchObject({ orderId: '2003', productId: '202', amount: '150000000', deviceId: 'dev-9', isNeedPop: '0' });
  expect(place.query.display).toBeUndefined();
  const picks = { type: c.payType, bank: c.bank, method: c.method, market: c.market };
  for (const [key, value] of Object.entries(picks)) {
    if (value === '') expect(place.query[key], key).toBeUndefined();
    else expect(place.query[key], key).toBe(value);
  }
}

/** init-pay-type in flight for the chosen type, with the order and the session (§7). */
function expectLoadInFlight({ network, snapshot }: StateCheckContext) {
  // A list still on its way for the type before was cancelled: only the last one is wanted.
  const wanted = network.stillWanted().filter((r) => r.actor === 'loadOptions');
  expect(wanted, 'one init-pay-type in flight').toHaveLength(1);
  const request = network.last('loadOptions');
  expect(wanted[0]).toBe(request);
  expectSessionPost(request, { ...SESSION_QUERY, isNeedPop: '0' });
  expect(request.body).toEqual({ productId: '202', orderId: '2003', pay_type: ctx(snapshot).payType });
}

function expectNoLists(screen: Screen) {
  expect(group(screen, TEXT.banks)).toBeNull();
  expect(group(screen, TEXT.methods)).toBeNull();
  expect(group(screen, TEXT.markets)).toBeNull();
}

/**
 * Settles init-pay-type: a request the page cancelled when the type changed is still held by the
 * harness's server, oldest first; it is dropped (its answer reaches no one), then the one the
 * page waits for is answered.
 */
async function settleLatest({ network, event }: StepContext) {
  while (network.waiting('loadOptions') > 1) await network.drop('loadOptions');
  if (event.type.startsWith('xstate.done.actor.')) await network.answer('loadOptions', (event as unknown as { output: unknown }).output);
  else await network.drop('loadOptions');
  await flush(10);
}

describePaths(changeMethodSpec)({
  screen: ChangeMethodScreen,
  address: ADDRESS,
  network: {
    // One list of both kinds: the binding keeps the entries of the type it asked for.
    loadOptions: post(paths.app('/v3/loan-details/init-pay-type'), answerLoad((options: PayOptions) => [...options.banks, ...options.markets])),
  },
  overrides: {
    'xstate.done.actor.loadOptions': settleLatest,
    'xstate.error.actor.loadOptions': settleLatest,
  },
  gestures: {
    'user.chooseType': async ({ user, screen, event }) => {
      await user.click(within(group(screen, TEXT.types)!).getByRole('radio', { name: event.payType === '1' ? 'Bank' : 'Minimarket' }));
    },
    'user.chooseBank': async ({ user, screen, event }) => {
      await user.click(within(group(screen, TEXT.banks)!).getByRole('radio', { name: event.bankName }));
    },
    'user.chooseMethod': async ({ user, screen, event }) => {
      await user.click(within(group(screen, TEXT.methods)!).getByRole('radio', { name: METHOD_LABEL[event.method] }));
    },
    'user.chooseMarket': async ({ user, screen, event }) => {
      await user.click(within(group(screen, TEXT.markets)!).getByRole('radio', { name: event.market }));
    },
    'user.confirm': tap(TEXT.confirm),
    'user.retry': tap(TEXT.retry),
    'user.leave': tapInAlert(TEXT.back),
  },
  states: {
    // Every state but the end: the page, the amount, the type chosen, the toast a step raised.
    '*': ({ screen, snapshot, event, previous }) => {
      const raised = raisedToast(event, previous);
      if (raised !== null) expect(toast()).toHaveTextContent(new RegExp(`^${raised}$`));
      if (snapshot.matches('left')) return;
      expect(screen.getByRole('heading', { level: 1, name: TEXT.title })).toBeInTheDocument();
      expect(document.title).toBe(TEXT.title);
      if (snapshot.matches('amountUnreadable')) return;
      expect(screen.getByText(TEXT.amount)).toBeInTheDocument();
      const types = group(screen, TEXT.types)!;
      const payType = ctx(snapshot).payType;
      expect(checkedIn(types)).toEqual(payType === '' ? [] : [payType === '1' ? 'Bank' : 'Minimarket']);
      expect(screen.getByRole('button', { name: TEXT.confirm })).toBeEnabled();
      // A type changed here: the stored choice is gone (§4).
      if (event?.type === 'user.chooseType') expect(stored()).toBeNull();
    },
    start: transient('start'),
    // §9: an amount with grouping dots is not integer hundredths: said, nothing asked, Back only.
    amountUnreadable: ({ screen, network, bridge, event }) => {
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Jumlah tidak dapat dibaca');
      expect(alert).toHaveTextContent('Tautan pembayaran ini berisi jumlah yang tidak dapat kami baca, jadi tidak ada yang dikirim.');
      expect(within(alert).getByRole('button', { name: TEXT.back })).toBeEnabled();
      expect(screen.queryByRole('button', { name: TEXT.confirm })).toBeNull();
      expect(group(screen, TEXT.types)).toBeNull();
      expect(network.requestsOf('loadOptions')).toEqual([]);
      expectClosedOnLeave({ bridge, event });
    },
    choosingType: ({ screen, network }) => {
      expect(screen.getByText(TEXT.chooseType)).toBeInTheDocument();
      expectNoLists(screen);
      expect(network.requestsOf('loadOptions')).toHaveLength(0);
    },
    loading: (context) => {
      const { screen } = context;
      expect(screen.getByText('memuat...')).toBeInTheDocument();
      expectNoLists(screen);
      expectLoadInFlight(context);
      if (context.event?.type === 'user.chooseType') expectAddress(context);
    },
    refused: (context) => {
      expectRefusal(LIST_REFUSED, { once: false, retry: TEXT.retry, back: TEXT.back });
      expectNoLists(context.screen);
      expectClosedOnLeave(context);
    },
    failed: ({ screen }) => {
      expectFault([TEXT.loadFailed], { retry: TEXT.retry });
      expectNoLists(screen);
    },
    empty: ({ screen, snapshot, network }) => {
      expect(screen.getByText(ctx(snapshot).payType === '1' ? TEXT.noBanks : TEXT.noMarkets)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: TEXT.retry })).toBeEnabled();
      expectNoLists(screen);
      expect(network.stillWanted()).toEqual([]);
    },
    ready: (context) => {
      const { screen, snapshot, network } = context;
      const c = ctx(snapshot);
      expect(screen.queryByText('memuat...')).toBeNull();
      expect(network.stillWanted()).toEqual([]);
      expectAddress(context);
      if (c.payType === '1') {
        const banks = group(screen, TEXT.banks)!;
        expect(within(banks).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['BCA', 'BNI', 'CIMB']);
        expect(checkedIn(banks)).toEqual(c.bank === '' ? [] : [c.bank]);
        const methods = group(screen, TEXT.methods)!;
        const offers = c.banks.find((b) => b.bankName === c.bank)?.method ?? null;
        if (offers !== null && offers.length === 0) {
          // A bank that lists no method is paid with the bank alone: no method to choose (§5).
          expect(methods).toBeNull();
          expect(screen.getByText(TEXT.noMethods(c.bank))).toBeInTheDocument();
          expect(c.method).toBe('');
        } else if (c.bank === '') {
          // §5: no method list before a bank.
          expect(methods).toBeDisabled();
          expect(within(methods).getByText(TEXT.methodsLocked)).toBeInTheDocument();
          expect(within(methods).queryAllByRole('radio')).toHaveLength(0);
        } else {
          expect(methods).toBeEnabled();
          const offered = c.banks.find((b) => b.bankName === c.bank)!.method.map((m) => METHOD_LABEL[m]);
          expect(within(methods).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(offered);
          expect(checkedIn(methods)).toEqual(c.method === '' ? [] : [METHOD_LABEL[c.method]]);
        }
        expect(group(screen, TEXT.markets)).toBeNull();
      } else {
        const markets = group(screen, TEXT.markets)!;
        expect(within(markets).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['ALFAMART', 'INDOMARET']);
        expect(checkedIn(markets)).toEqual(c.market === '' ? [] : [c.market]);
        expect(group(screen, TEXT.banks)).toBeNull();
      }
      // Nothing is stored until Confirm: a type change cleared it, a start from it kept it as it was.
      const raw = stored() as { isDefault?: string } | null;
      if (raw !== null) expect(raw).toEqual({ payType: '1', payCode: 'BCA', specificNum: 'ATM', isDefault: '0' });
    },
    // Replaced by the virtual-account page, with the choice stored for it (§2, §4).
    left: ({ screen, snapshot, place }) => {
      const c = ctx(snapshot);
      expect(screen.getByText('Another page')).toBeInTheDocument();
      expect(place.pathname).toBe('/that');
      // As §2 writes it: the page's own query first, then the session.
      expect(place.search).toMatch(/^\?aaa=nnn&amount=150000000&productId=202&orderId=2003&/);
      expect(place.query).toEqual({ deviceId: 'dev-9', appVersion: '2.4.0', isNeedPop: '0', spits: 'S1', aaa: 'nnn', amount: '150000000', productId: '202', orderId: '2003' });
      expect(stored()).toEqual(
        c.payType === '1'
          ? { payType: '1', payCode: c.bank, specificNum: c.method, isDefault: '0' }
          : { payType: '2', payCode: c.market, specificNum: '', isDefault: '0' },
      );
    },
  },
});
