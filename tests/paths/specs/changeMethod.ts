import type { AnyMachineSnapshot } from 'xstate';
import {
  changeMethodMachine,
  NO_CHOICE,
  type ChangeMethodContext,
  type ChangeMethodInput,
  type PayOptions,
} from '@machines/changeMethod/changeMethod.machine';
import type { LoadResult } from '@machines/shared/load';
import { doneEvents, ok, refused, type PathSpec, type PathStart } from '../model';

/**
 * One answer serves both types: the server is asked for one type, and the binding keeps only that
 * type's entries (bank objects for '1', market codes for '2'), as the machine's setOptions does.
 */
export const OPTIONS: PayOptions = {
  banks: [
    { bankName: 'BCA', method: ['ATM', 'MobileBank', 'InternetBank'] },
    { bankName: 'BNI', method: ['ATM', 'MobileBank'] },
    // Lists no method: paid with the bank alone (§5 asks only for a bank).
    { bankName: 'CIMB', method: [] },
  ],
  markets: ['ALFAMART', 'INDOMARET'],
};
export const NO_OPTIONS: PayOptions = { banks: [], markets: [] };
export const LIST_REFUSED = 'Pesanan tidak dapat dibayar saat ini';

/** The input the screen builds from the address of the path test (Indonesia: both types; no display). */
const ADDRESS_INPUT: Omit<ChangeMethodInput, 'wanted'> = {
  orderId: '2003',
  productId: '202',
  amount: '150000000',
  payTypes: ['1', '2'],
  display: false,
};

const SESSION = 'deviceId=dev-9&appVersion=2.4.0&isNeedPop=0&spits=S1';
/** Indonesia (isNeedPop=0): the market the mini markets serve; the amount in hundredths (Rp1.500.000,00). */
export const ADDRESS = `/individual?${SESSION}&orderId=2003&productId=202&amount=150000000`;
/** An amount with grouping dots: not integer hundredths, never guessed (§9). */
export const UNREADABLE_ADDRESS = `/individual?${SESSION}&orderId=2003&productId=202&amount=1.500.000`;

/** A choice made earlier and stored (§4 payway): coming back to the page shows it. */
export const STORED = { payType: '1', payCode: 'BCA', specificNum: 'ATM', isDefault: '0' } as const;

const starts: PathStart<typeof changeMethodMachine>[] = [
  { name: 'fresh', input: { ...ADDRESS_INPUT, wanted: NO_CHOICE } },
  {
    name: 'a stored choice',
    input: { ...ADDRESS_INPUT, wanted: { payType: '1', bank: 'BCA', method: 'ATM', market: '' } },
    before: () => localStorage.setItem('payway', JSON.stringify(STORED)),
  },
  { name: 'an unreadable amount', input: { ...ADDRESS_INPUT, amount: '1.500.000', wanted: NO_CHOICE }, address: UNREADABLE_ADDRESS },
];

/** Guards read the type, the picks and the lists: that is the key. */
export const changeMethodSpec: PathSpec<typeof changeMethodMachine> = {
  name: 'changeMethod',
  machine: changeMethodMachine,
  starts,
  // The same type again, a bank or market already chosen, a method before a bank: the screen has
  // no control that sends them (a checked radio does not change; the method list is disabled).
  skipIgnored: true,
  // A bank without methods is chosen as another bank is; it shows differently, so it gets a path.
  // Each method and market is a radio of its own: each gets a path that picks it.
  everyPayload: ['user.chooseBank', 'user.chooseMethod', 'user.chooseMarket'],
  payloads: {
    ...doneEvents<LoadResult<PayOptions>>('loadOptions', [ok(OPTIONS), ok(NO_OPTIONS), refused(LIST_REFUSED)]),
    'user.chooseType': [
      { type: 'user.chooseType', payType: '1' },
      { type: 'user.chooseType', payType: '2' },
    ],
    'user.chooseBank': [
      { type: 'user.chooseBank', bankName: 'BCA' },
      { type: 'user.chooseBank', bankName: 'BNI' },
      { type: 'user.chooseBank', bankName: 'CIMB' },
    ],
    'user.chooseMethod': [
      { type: 'user.chooseMethod', method: 'MobileBank' },
      { type: 'user.chooseMethod', method: 'ATM' },
      { type: 'user.chooseMethod', method: 'InternetBank' },
    ],
    'user.chooseMarket': [
      { type: 'user.chooseMarket', market: 'INDOMARET' },
      { type: 'user.chooseMarket', market: 'ALFAMART' },
    ],
  },
  project: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as ChangeMethodContext;
    return [c.payType, c.bank, c.method, c.market, c.banks.length, c.markets.length, c.wanted.payType];
  },
};
