import { createActor } from 'xstate';
import { loanAgreementMachine, type AgreementPage, type LoanAgreementInput } from '@machines/loanAgreement/loanAgreement.machine';
import type { LoanOffer } from '@machines/loanConfirm/loanConfirm.machine';
import type { LoadResult } from '@machines/shared/load';
import { ANDROID_INTERFACE } from '@/services/bridge';
import { navigation } from '@/services/navigation';
import { variantOf } from '@/services/session';
import { isFramed, leaveAgreement, titleOf } from '@/screens/loanAgreement';
import { select } from '@/screens/loanAgreement/select';
import { expectFaultRetried, expectRefused, expectRetryThenBack, held, ran, recordEffects } from '../support/actors';
import { LOAN_OFFER } from '../support/fixtures';

const IN = variantOf('1');
const ID = variantOf('0');

/** LOAN_OFFER (91 days at 0.05%, first due 2026-02-22) for ₹12,500.00 in two installments, without a pop-up. */
const OFFER: LoanOffer = {
  ...LOAN_OFFER,
  amount: '1250000',
  details: [
    { text: 'Amount received', value: '₹11,500.00' },
    { text: ' ', value: '' },
    { text: 'Service fee', value: '₹1,000.00' },
  ],
  detail2: '',
  plans: [
    { title: 'Installment 1/2', amount: '656875', description: 'Principal ₹6,250.00 + interest ₹318.75', payTime: '2026-01-07' },
    { title: 'Installment 2/2', amount: '656875', description: '', payTime: '' },
  ],
  popTitle: '',
  popContent: '',
};
const PAGE: AgreementPage = { offer: OFFER, title: 'Loan Agreement' };
const INPUT: LoanAgreementInput = { productId: '101', contractId: '901' };

function start() {
  const load = held<LoanAgreementInput, LoadResult<AgreementPage>>();
  const { actions, count } = recordEffects({ leave: ran });
  const actor = createActor(loanAgreementMachine.provide({ actors: { loadAgreement: load.logic }, actions }), { input: INPUT });
  actor.start();
  return { actor, calls: load.calls, answer: load.answer, fail: load.fail, left: () => count('leave') };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loan agreement machine', () => {
  it('loads the offer and the agreement for the address once, then shows it; Back leaves', async () => {
    const run = start();
    expect(run.actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(run.calls).toEqual([{ productId: '101', contractId: '901' }]);
    run.answer({ ok: true, data: PAGE });
    await flush();
    expect(run.actor.getSnapshot().value).toBe('ready');
    expect(run.actor.getSnapshot().context).toMatchObject({ offer: OFFER, title: 'Loan Agreement', failure: null });
    await expectRetryThenBack(run.actor, { loads: () => run.calls.length, left: run.left, settle: flush }, 1);
  });

  it('shows a refusal with a way out and no retry; a fault with a retry that asks again', async () => {
    const run = start();
    await expectFaultRetried(run.actor, run, flush);
    run.answer({ ok: false, message: 'This product is not available now' });
    await flush();
    expectRefused(run.actor, 'This product is not available now');
    await expectRetryThenBack(run.actor, { loads: () => run.calls.length, left: run.left, settle: flush }, 2);
  });

  it('never shows figures it cannot read, nor an agreement for an offer of nothing', async () => {
    const unreadable = start();
    unreadable.answer({ ok: true, data: { offer: null, title: 'Loan Agreement' } });
    await flush();
    expect(unreadable.actor.getSnapshot().value).toBe('unreadable');
    expect(select(unreadable.actor.getSnapshot(), IN)).toMatchObject({ unreadable: true, agreement: null, load: null });
    unreadable.actor.send({ type: 'user.leave' });
    expect(unreadable.left()).toBe(1);

    const empty = start();
    empty.answer({ ok: true, data: { offer: { ...OFFER, amount: '0' }, title: '' } });
    await flush();
    expect(empty.actor.getSnapshot().value).toBe('empty');
    expect(select(empty.actor.getSnapshot(), IN)).toMatchObject({ empty: true, agreement: null });
  });
});

describe('loan agreement view model', () => {
  it("names the product, the amount, the term, the fees and the plan in the market's money", async () => {
    const run = start();
    run.answer({ ok: true, data: PAGE });
    await flush();
    expect(select(run.actor.getSnapshot(), IN).agreement).toEqual({
      title: 'Loan Agreement',
      productName: 'RupeeNow',
      amount: '₹12,500.00',
      termDays: '91',
      rate: '0.05%',
      firstPayTime: '2026-02-22',
      fees: [
        { text: 'Amount received', value: '₹11,500.00' },
        { text: 'Service fee', value: '₹1,000.00' },
      ],
      feeNotes: ['Interest rate 0.05% per day'],
      plans: [
        { title: 'Installment 1/2', amount: '₹6,568.75', description: 'Principal ₹6,250.00 + interest ₹318.75', payTime: '2026-01-07' },
        { title: 'Installment 2/2', amount: '₹6,568.75', description: '', payTime: '' },
      ],
      note: 'Repay on time to grow your limit.',
    });
    expect(select(run.actor.getSnapshot(), ID).agreement).toMatchObject({ amount: 'Rp12.500,00', plans: [{ amount: 'Rp6.568,75' }, {}] });
  });
});

describe('loan agreement binding helpers', () => {
  it("takes the agreement's title from the contract list by contractId, nothing for another or no id", () => {
    const contracts = [
      { id: '901', title: 'Loan Agreement' },
      { id: '902', title: ' Privacy Policy ' },
      { id: '', title: 'Untitled' },
    ];
    expect(titleOf(contracts, '902')).toBe('Privacy Policy');
    expect(titleOf(contracts, ' 901 ')).toBe('Loan Agreement');
    expect(titleOf(contracts, '999')).toBe('');
    expect(titleOf(contracts, '')).toBe('');
  });

  it('is not framed at the top, and is framed inside another page', () => {
    expect(isFramed()).toBe(false);
    vi.stubGlobal('top', {});
    try {
      expect(isFramed()).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('goes Back to the page that opened it in this app, else asks the host to close the web view', () => {
    const back = vi.spyOn(navigation, 'back').mockImplementation(() => {});
    const calls: string[] = [];
    (window as unknown as Record<string, unknown>)[ANDROID_INTERFACE] = new Proxy({}, { get: (_, method) => () => calls.push(String(method)) });
    try {
      window.history.replaceState({ idx: 2 }, '');
      leaveAgreement();
      expect(back).toHaveBeenCalledTimes(1);
      expect(calls).toEqual([]);
      window.history.replaceState({ idx: 0 }, '');
      leaveAgreement();
      window.history.replaceState(null, '');
      leaveAgreement();
      expect(back).toHaveBeenCalledTimes(1);
      expect(calls).toEqual(['closeWebView', 'closeWebView']);
    } finally {
      delete (window as unknown as Record<string, unknown>)[ANDROID_INTERFACE];
      back.mockRestore();
    }
  });
});
