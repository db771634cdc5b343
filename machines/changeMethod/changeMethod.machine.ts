import { assign, setup } from 'xstate';
import { effects, navigate, toast } from '../shared/effects';
import { loadedData, loadFailureActions, loadGuards, loadStates, type LoadEvent, type LoadFailure, type LoadResult } from '../shared/load';
import { PAY_TYPE_BANK, PAY_TYPE_MARKET, payAmountOf, payQuery, type PayAddress, type PayChoice } from '../shared/money';
import { type LoanOrder, port } from '../shared/ports';
import { changeMethodWords } from './changeMethod.words';

/**
 * The change-method page (§2 "Change-method page", §3 bank and market options, §4 "Method
 * selection", §5 "Method page", §7 init-pay-type).
 *
 * The borrower picks a pay type (Bank '1' or Mini Market '2', of the types the market offers);
 * each pick loads that type's list. A bank fills its method list (ATM, MobileBank, ...), which
 * may be empty: such a bank is paid with the bank alone (§5 asks only for a bank). A market is a
 * code (ALFAMART). Changing the type drops the bank, the method, the market and the stored choice
 * (`forgetChoice`). Confirm with a complete choice stores it (`saveChoice`, isDefault '0') and
 * replaces the page with the virtual-account page; an incomplete one only toasts (§5). The
 * amount (integer hundredths, §9) is optional: without one the virtual-account page asks for what
 * is owed; one that cannot be read stops the page (`amountUnreadable`). Every pick is written into the
 * address with history replace (`rememberChoice`), so Back and reload keep it: the binding reads
 * it back (or, without one, the stored choice) as `wanted`, applied once its list has loaded and
 * dropped where the list does not have it.
 */

export type PayType = '' | '1' | '2';
export const BANK: PayType = PAY_TYPE_BANK;
export const MARKET: PayType = PAY_TYPE_MARKET;

/** §3 bank option. */
export interface BankOption {
  bankName: string;
  method: string[];
}

/** What init-pay-type answered for the type asked: banks for '1', market codes for '2'. */
export interface PayOptions {
  banks: BankOption[];
  markets: string[];
}

/** init-pay-type for the order (the binding sends payType as the spec's pay_type, §7). */
export interface OptionsRequest extends LoanOrder {
  payType: '1' | '2';
}

/** A choice as the address (or the stored choice) gives it; '' where it gives nothing. */
export interface WantedChoice {
  payType: PayType;
  bank: string;
  method: string;
  market: string;
}

export const NO_CHOICE: WantedChoice = { payType: '', bank: '', method: '', market: '' };

/** The address's amount and display=1 are passed on to the virtual-account page as they came. */
export interface ChangeMethodInput extends PayAddress {
  /** The pay types this market offers (India lists no mini market: bank only). */
  payTypes: readonly ('1' | '2')[];
  wanted: WantedChoice;
}

/** The choice this page stores (§4 payway): the borrower's own, never the server's default. */
export interface SavedChoice extends PayChoice {
  payType: '1' | '2';
  isDefault: '0';
}

export interface ChangeMethodContext extends Omit<ChangeMethodInput, 'wanted'> {
  payType: PayType;
  banks: BankOption[];
  markets: string[];
  bank: string;
  method: string;
  market: string;
  /** Chosen again once the list of its type has loaded; dropped when the type changes. */
  wanted: WantedChoice;
  failure: LoadFailure | null;
}

export type ChangeMethodEvent =
  | { type: 'user.chooseType'; payType: '1' | '2' }
  | { type: 'user.chooseBank'; bankName: string }
  | { type: 'user.chooseMethod'; method: string }
  | { type: 'user.chooseMarket'; market: string }
  | { type: 'user.confirm' }
  | LoadEvent;

const incomplete = toast('changeMethod.incomplete');

const bankOf = (context: Pick<ChangeMethodContext, 'banks' | 'bank'>) => context.banks.find((b) => b.bankName === context.bank) ?? null;

/** The address amount as hundredths: '' when there is none, null when it cannot be read. */
export const amountOf = payAmountOf;

/**
 * The choice is whole (§5): a bank (with one of its methods when it offers any: a bank that lists
 * none is paid with the bank alone), or a market.
 */
export function isComplete(context: Pick<ChangeMethodContext, 'payType' | 'banks' | 'markets' | 'bank' | 'method' | 'market'>): boolean {
  if (context.payType === BANK) {
    const bank = bankOf(context);
    if (!bank) return false;
    return bank.method.length === 0 ? context.method === '' : bank.method.includes(context.method);
  }
  if (context.payType === MARKET) return context.market !== '' && context.markets.includes(context.market);
  return false;
}

export function savedOf(context: ChangeMethodContext): SavedChoice {
  return context.payType === BANK
    ? { payType: '1', payCode: context.bank, specificNum: context.method, isDefault: '0' }
    : { payType: '2', payCode: context.market, specificNum: '', isDefault: '0' };
}

/** The page's own address with the choice so far: what Back and reload come back to. */
export function addressOf(context: ChangeMethodContext): Record<string, string> {
  const amount = amountOf(context);
  const query: Record<string, string> = {
    productId: context.productId,
    orderId: context.orderId,
    ...(amount ? { amount } : {}),
  };
  if (context.display) query.display = '1';
  if (context.payType !== '') query.type = context.payType;
  if (context.bank !== '') query.bank = context.bank;
  if (context.method !== '') query.method = context.method;
  if (context.market !== '') query.market = context.market;
  return query;
}

/** The choice so far into the page's address, replaced rather than pushed: a pick is not a page to go Back to. */
const rememberChoice = navigate(({ context }: { context: ChangeMethodContext }) => ({
  route: 'changeMethod',
  query: addressOf(context),
  replace: true,
}));

/**
 * §2: the virtual-account page replaces this one, with the amount as received (none when this page
 * had none: the server's amount) and display=1 only when given.
 */
const toVirtualAccount = navigate(({ context }: { context: ChangeMethodContext }) => ({
  route: 'vaRepay',
  // §2 writes this address with aaa=nnn first: it means nothing, and rides along as written.
  query: { aaa: 'nnn', ...payQuery(context) },
  replace: true,
}));

/**
 * Until the page is left: another type reloads its list (re-entering `loading` drops a list still
 * on its way for the old type), and Confirm before a whole choice only says what is missing (§5).
 * Written into each state rather than on the root, so the final state takes no event.
 */
const chooseTypeAnyTime = {
  'user.chooseType': { guard: 'isOtherType', target: 'loading', reenter: true, actions: ['setType', 'forgetChoice', rememberChoice] },
} as const;
const confirmTooEarly = { 'user.confirm': { actions: incomplete } } as const;

const load = loadStates(
  'loadOptions',
  [
    { guard: 'hasNoOptions', target: 'empty', actions: 'setOptions' },
    { target: 'ready', actions: 'setOptions' },
  ],
  ({ context }: { context: ChangeMethodContext }) => ({
    productId: context.productId,
    orderId: context.orderId,
    payType: context.payType as '1' | '2',
  }),
);


export const changeMethodMachine = setup({
  types: {} as { context: ChangeMethodContext; events: ChangeMethodEvent; input: ChangeMethodInput },
  actors: {
    loadOptions: port<LoadResult<PayOptions>, OptionsRequest>('loadOptions'),
  },
  actions: {
    ...effects,
    ...loadFailureActions<ChangeMethodContext, ChangeMethodEvent>(),
    /** Injected: drops the stored choice (§4: changing the pay type clears it). */
    forgetChoice: () => {},
    /** Injected: stores the choice the virtual-account page reuses (§4). */
    saveChoice: (_, _params: SavedChoice) => {},
    setType: assign(({ event }) =>
      event.type === 'user.chooseType'
        ? { payType: event.payType, banks: [], markets: [], bank: '', method: '', market: '', wanted: NO_CHOICE, failure: null }
        : {},
    ),
    /** The list arrived: the wanted pick is chosen again where the list has it, and dropped where not. */
    setOptions: assign(({ context, event }) => {
      const options = loadedData<PayOptions>(event);
      if (!options) return {};
      const { banks, markets } = options;
      const { wanted } = context;
      const bank = context.payType === BANK ? (banks.find((b) => b.bankName === wanted.bank) ?? null) : null;
      const market = context.payType === MARKET && markets.includes(wanted.market) ? wanted.market : '';
      return {
        banks: context.payType === BANK ? banks : [],
        markets: context.payType === MARKET ? markets : [],
        bank: bank?.bankName ?? '',
        method: bank?.method.includes(wanted.method) ? wanted.method : '',
        market,
        failure: null,
      };
    }),
    /** Another bank's methods are not this one's: its method is chosen again (§4). */
    selectBank: assign(({ event }) => (event.type === 'user.chooseBank' ? { bank: event.bankName, method: '' } : {})),
    selectMethod: assign(({ event }) => (event.type === 'user.chooseMethod' ? { method: event.method } : {})),
    selectMarket: assign(({ event }) => (event.type === 'user.chooseMarket' ? { market: event.market } : {})),
  },
  guards: {
    ...loadGuards,
    /** The address amount is not a whole number of hundredths: nothing is asked (§9). */
    isAmountUnreadable: ({ context }) => amountOf(context) === null,
    hasWantedType: ({ context }) => context.wanted.payType !== '',
    isOtherType: ({ context, event }) =>
      event.type === 'user.chooseType' && event.payType !== context.payType && context.payTypes.includes(event.payType),
    hasNoOptions: ({ context, event }) => {
      const options = loadedData<PayOptions>(event);
      if (!options) return false;
      return context.payType === BANK ? options.banks.length === 0 : options.markets.length === 0;
    },
    isOtherListedBank: ({ context, event }) =>
      event.type === 'user.chooseBank' && event.bankName !== context.bank && context.banks.some((b) => b.bankName === event.bankName),
    /** §5: the method list opens only once a bank is chosen, and holds that bank's methods. */
    isOtherMethodOfBank: ({ context, event }) =>
      event.type === 'user.chooseMethod' && event.method !== context.method && (bankOf(context)?.method.includes(event.method) ?? false),
    isOtherListedMarket: ({ context, event }) =>
      event.type === 'user.chooseMarket' && event.market !== context.market && context.markets.includes(event.market),
    isComplete: ({ context }) => isComplete(context),
  },
}).createMachine({
  id: 'changeMethod',
  context: ({ input }) => {
    // A type the market does not offer (a choice stored elsewhere) is no choice at all.
    const wanted = input.wanted.payType !== '' && input.payTypes.includes(input.wanted.payType) ? input.wanted : NO_CHOICE;
    return {
      orderId: input.orderId,
      productId: input.productId,
      amount: input.amount,
      payTypes: input.payTypes,
      display: input.display,
      payType: wanted.payType,
      banks: [],
      markets: [],
      bank: '',
      method: '',
      market: '',
      wanted,
      failure: null,
    };
  },
  initial: 'start',
  states: {
    /**
     * An amount that cannot be read stops the page; the address or the stored choice named a type
     * (or the market offers one type only): its list loads at once; else nothing is chosen yet.
     */
    start: {
      description: 'Opening: nothing shown yet; the address says whether a list loads at once',
      always: [
        { guard: 'isAmountUnreadable', target: 'amountUnreadable' },
        { guard: 'hasWantedType', target: 'loading' },
        { target: 'choosingType' },
      ],
    },
    /** The address amount cannot be read: the page says so, asks nothing, and offers Back. */
    amountUnreadable: {
      description: "'The amount cannot be read': nothing is asked, with Back",
      on: { 'user.leave': { actions: 'leave' } },
    },
    choosingType: {
      description: "The amount, Bank and Mini Market to pick, 'Choose Bank or Mini Market to see where you can pay' and 'I WANT TO PAY'",
      on: { ...chooseTypeAnyTime, ...confirmTooEarly },
    },
    loading: { ...load.loading, on: { ...chooseTypeAnyTime, ...confirmTooEarly } },
    /** init-pay-type refused this type (its message shown): the way out, or the other type. */
    refused: {
      description: "The server's message for this type, with Back; the other type can still be picked",
      on: { ...load.refused.on, ...chooseTypeAnyTime, ...confirmTooEarly },
    },
    failed: {
      description: "'The payment options could not be loaded' with Try again; the other type can still be picked",
      on: { ...load.failed.on, ...chooseTypeAnyTime, ...confirmTooEarly },
    },
    /** The type has nothing to offer now: ask again, or pick the other type. */
    empty: {
      description: "'No bank (or mini market) is available for this payment right now' with Try again; the other type can still be picked",
      on: { 'user.retry': 'loading', ...chooseTypeAnyTime, ...confirmTooEarly },
    },
    ready: {
      description:
        "The list of the type: the banks, then the chosen bank's ways to pay ('Choose a bank first' until one is), or the mini markets; 'I WANT TO PAY'",
      // What the list kept of the wanted pick is what the address says from now on.
      entry: rememberChoice,
      on: {
        ...chooseTypeAnyTime,
        'user.chooseBank': { guard: 'isOtherListedBank', actions: ['selectBank', rememberChoice] },
        'user.chooseMethod': { guard: 'isOtherMethodOfBank', actions: ['selectMethod', rememberChoice] },
        'user.chooseMarket': { guard: 'isOtherListedMarket', actions: ['selectMarket', rememberChoice] },
        'user.confirm': [
          { guard: 'isComplete', target: 'left', actions: [{ type: 'saveChoice', params: ({ context }) => savedOf(context) }, toVirtualAccount] },
          { actions: incomplete },
        ],
      },
    },
    /** Handed over to the virtual-account page. */
    left: { description: 'The payment page (the number to pay to) replaces this one', type: 'final' },
  },
  meta: { words: changeMethodWords },
});

export type ChangeMethodMachine = typeof changeMethodMachine;
