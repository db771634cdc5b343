import type { AnyMachineSnapshot } from 'xstate';
import type { LoadResult } from '@machines/shared/load';
import { vaRepayMachine, type VaChoice, type VaRepayInput, type VirtualAccount } from '@machines/vaRepay/vaRepay.machine';
import { PATH_SESSION } from '../../support/pathFixtures';
import { doneEvents, doneType, ok, refused, type PathSpec, type PathStart } from '../model';

/** The choice the change-method page stored (§4): the binding reads it from localStorage. */
export const CHOICE: VaChoice = { payType: '1', payCode: 'BCA', specificNum: 'ATM', isDefault: '0' };
export const PAYWAY_KEY = 'payway';

/** The amount of the pay address and of the answers: integer hundredths (₹12,345.67, §9). */
export const AMOUNT = '1234567';

/** A bank answer with two methods and no telephone (the configured one is shown, §9). */
export const BANK: VirtualAccount = {
  amount: AMOUNT,
  vcode: 'INVIN2406000003',
  cardNo: '3935800000001003',
  payType: '1',
  payCode: 'BCA',
  payStep: [
    { name: 'ATM', step: ['Insert your card and enter your PIN', 'Choose Transfer > Virtual Account'] },
    { name: 'MobileBank', step: ['Log in to your BCA mobile app', 'Enter your PIN to pay'] },
  ],
  specificNum: 'ATM',
  telephone: '',
};
/** A mini-market answer: its steps are plain strings, it names its own telephone, its amount is a JSON number. */
export const MARKET: VirtualAccount = {
  amount: Number(AMOUNT),
  vcode: 'INVIN2406000004',
  cardNo: '7101 0000 0000 1003',
  payType: '2',
  payCode: 'ALFAMART',
  payStep: ['Go to the nearest ALFAMART cashier', 'Show the payment code 7101000000001003'],
  specificNum: '',
  telephone: '+91 80 4718 2200',
};
/** An answer whose amount is not a whole number of hundredths: never guessed. */
export const GROUPED: VirtualAccount = { ...BANK, amount: '12,345.67' };
export const NOTHING_TO_REPAY = 'This loan has nothing to repay';
/** The configured service phone (src/config.ts default, §9). */
export const SERVICE_PHONE = '1800-123-4567';

const SESSION = PATH_SESSION;
/** The change-method page's own address form (§2): aaa=nnn rides along and means nothing. */
export const ADDRESS = `/that?${SESSION}&aaa=nnn&amount=${AMOUNT}&display=1&orderId=1003&productId=102`;
/** A pay address whose amount is not integer hundredths (grouped, with a decimal point). */
export const UNREADABLE_ADDRESS = `/that?${SESSION}&amount=12%2C345.67&display=1&orderId=1003&productId=102`;

/** The input the screen builds from the path test's address and the stored choice. */
const INPUT: VaRepayInput = {
  productId: '102',
  orderId: '1003',
  amount: AMOUNT,
  display: true,
  choice: CHOICE,
  servicePhone: SERVICE_PHONE,
};

const starts: PathStart<typeof vaRepayMachine>[] = [
  { name: 'an amount', input: INPUT },
  { name: 'an unreadable amount', input: { ...INPUT, amount: '12,345.67' }, address: UNREADABLE_ADDRESS },
];

/**
 * Guards read the answer's pay type (bank methods fold, a market's steps do not) and the open
 * method; the copy target decides which button confirms: those are the key.
 */
export const vaRepaySpec: PathSpec<typeof vaRepayMachine> = {
  name: 'vaRepay',
  machine: vaRepayMachine,
  starts,
  // A method toggle on a market's steps: the screen has no such control.
  skipIgnored: true,
  // A market's answer takes the same transition as a bank's; it shows differently, so it gets a path.
  everyPayload: [doneType('loadAccount')],
  payloads: {
    ...doneEvents<LoadResult<VirtualAccount>>('loadAccount', [ok(BANK), ok(MARKET), refused(NOTHING_TO_REPAY), ok({ ...BANK, cardNo: '' }), ok(GROUPED)]),
    'user.copy': [
      { type: 'user.copy', target: 'number', text: '3935800000001003' },
      { type: 'user.copy', target: 'amount', text: '12345.67' },
    ],
    'user.toggleStep': [
      { type: 'user.toggleStep', index: 0 },
      { type: 'user.toggleStep', index: 1 },
    ],
  },
  project: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as { account: VirtualAccount | null; openStep: number | null; copyTarget: string | null };
    return [context.account?.payType ?? null, context.openStep, context.copyTarget];
  },
  // Each Copy, before and once it has copied ('Number copied', 'Amount copied'), and the second way
  // to pay are controls of their own: one path takes them all.
  scenarios: [
    {
      name: 'the second way to pay, each copy twice',
      start: 'an amount',
      events: [
        { type: doneType('loadAccount'), output: ok(BANK) },
        { type: 'user.toggleStep', index: 1 },
        ...(['number', 'amount'] as const).flatMap((target) => {
          const copy = { type: 'user.copy', target, text: target === 'number' ? '3935800000001003' : '12345.67' };
          return [copy, { type: doneType('copy') }, copy, { type: doneType('copy') }];
        }),
      ],
    },
  ],
};
