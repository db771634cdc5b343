import { createActor } from 'xstate';
import {
  loanConfirmMachine,
  type ConfirmPage,
  type ConfirmStage,
  type ContractJumpRequest,
  type LinkResult,
  type LoanConfirmInput,
  type LoanOffer,
  type OpenUrlParams,
  type PushRequest,
} from '@machines/loanConfirm/loanConfirm.machine';
import type { NavigateParams, ToastParams } from '@machines/shared/effects';
import type { LoadResult } from '@machines/shared/load';
import { readPending } from '@/screens/loanConfirm';
import { select } from '@/screens/loanConfirm/select';
import { offerOf } from '@/screens/shared/loanOffer';
import { LoanOffer as OfferSchema } from '@/services/api/loanConfirm';
import { variantOf } from '@/services/session';
import * as v from 'valibot';
import { given, held, ran, recordEffects } from '../support/actors';
import { LOAN_OFFER } from '../support/fixtures';

const IN = variantOf('1');
const ID = variantOf('0');

/** LOAN_OFFER (₹14,000.00 over 91 days at 0.05%, first due 2026-02-22) with a pop-up agreement. */
const OFFER: LoanOffer = {
  ...LOAN_OFFER,
  details: [
    { text: 'Amount received', value: '₹12,600' },
    { text: '', value: '' },
  ],
  detail2: 'The service fee is deducted.',
  plans: [{ title: 'Repayment', amount: '1463700', description: 'Principal + interest', payTime: '2026-02-22' }],
  note: 'Repay on time.',
  popContent: 'Please read.',
  popUrl: 'https://h5.example/loanAgreement?productId=101',
};
const PAGE: ConfirmPage = { offer: OFFER, contracts: [{ title: 'Loan Agreement' }, { title: 'Privacy Policy' }] };
const NO_POP: ConfirmPage = { ...PAGE, offer: { ...OFFER, popUrl: null } };
const INPUT: LoanConfirmInput = { productId: '101', languageTypeOne: true, agreed: false, popAgreed: false, pending: null };
const DETAILS_URL = 'https://h5.example/loanDetails?productId=101&orderId=1011';

function start(input: Partial<LoanConfirmInput> = {}) {
  const load = held<{ productId: string }, LoadResult<ConfirmPage>>();
  const jump = held<ContractJumpRequest, LinkResult>();
  const push = held<PushRequest, LinkResult>();
  const { actions, log, count } = recordEffects({
    toast: given<ToastParams>,
    navigate: given<NavigateParams>,
    leave: ran,
    openUrl: given<OpenUrlParams>,
    openLoans: ran,
  });
  // Stored and forgotten in one list: what the page's storage went through, in order.
  const stored: { stage: ConfirmStage | null }[] = [];
  const actor = createActor(
    loanConfirmMachine.provide({
      actors: { loadPage: load.logic, contractJump: jump.logic, push: push.logic },
      actions: {
        ...actions,
        rememberConfirm: (_, { stage }) => void stored.push({ stage }),
        forgetConfirm: () => void stored.push({ stage: null }),
      },
    }),
    { input: { ...INPUT, ...input } },
  );
  actor.start();
  return {
    actor,
    load,
    jump,
    push,
    toasts: log.toast,
    navigations: log.navigate,
    opened: log.openUrl,
    stored,
    left: () => count('leave'),
    loans: () => count('openLoans'),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function ready(input: Partial<LoanConfirmInput> = {}, page: ConfirmPage = NO_POP) {
  const run = start(input);
  run.load.answer({ ok: true, data: page });
  await flush();
  return run;
}

describe('loan confirm machine', () => {
  it('loads the offer and the agreements once for the product, then shows the page', async () => {
    const run = start();
    expect(run.actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(run.load.calls).toEqual([{ productId: '101' }]);
    run.load.answer({ ok: true, data: NO_POP });
    await flush();
    expect(run.actor.getSnapshot().matches({ ready: 'page' })).toBe(true);
    expect(run.actor.getSnapshot().context.contracts).toHaveLength(2);
  });

  it('shows a refusal or a fault of the loads with a retry that loads again, and a way out', async () => {
    const run = start();
    run.load.answer({ ok: false, message: 'This product is not available now' });
    await flush();
    expect(run.actor.getSnapshot().value).toBe('failed');
    expect(run.actor.getSnapshot().context.failure).toEqual({ kind: 'refused', message: 'This product is not available now' });
    run.actor.send({ type: 'user.retry' });
    expect(run.load.calls).toHaveLength(2);
    run.load.fail();
    await flush();
    expect(run.actor.getSnapshot().context.failure).toEqual({ kind: 'fault' });
    run.actor.send({ type: 'user.leave' });
    expect(run.left()).toBe(1);
    run.actor.send({ type: 'user.retry' });
    run.load.answer({ ok: true, data: NO_POP });
    await flush();
    expect(run.actor.getSnapshot().matches('ready')).toBe(true);
    expect(run.actor.getSnapshot().context.failure).toBeNull();
  });

  it('has nothing to confirm for an offer of nothing: empty, with a retry', async () => {
    const run = start();
    run.load.answer({ ok: true, data: { ...PAGE, offer: { ...OFFER, amount: '0' } } });
    await flush();
    expect(run.actor.getSnapshot().value).toBe('empty');
    run.actor.send({ type: 'user.retry' });
    expect(run.actor.getSnapshot().hasTag('loading')).toBe(true);
  });

  it('never guesses an amount it cannot read: the page says so, offers Back and no confirm, and posts nothing', async () => {
    const run = start({ agreed: true });
    run.load.answer({ ok: true, data: { ...PAGE, offer: null } });
    await flush();
    expect(run.actor.getSnapshot().value).toBe('unreadable');
    expect(run.actor.getSnapshot().context.offer).toBeNull();
    run.actor.send({ type: 'user.confirm' });
    run.actor.send({ type: 'user.toggleAgreement' });
    run.actor.send({ type: 'user.retry' });
    expect(run.push.calls).toEqual([]);
    expect(run.load.calls).toHaveLength(1);
    expect(select(run.actor.getSnapshot(), IN)).toMatchObject({ unreadable: true, offer: null, showConfirm: false, confirmEnabled: false });
    run.actor.send({ type: 'user.leave' });
    expect(run.left()).toBe(1);
  });

  describe('the agreement modal (§4)', () => {
    it('opens with an agreement URL and language type 1; Agree closes it and the address keeps that', async () => {
      const run = await ready({}, PAGE);
      expect(run.actor.getSnapshot().matches({ ready: 'agreement' })).toBe(true);
      // Nothing on the page underneath takes a tap while it is open.
      run.actor.send({ type: 'user.confirm' });
      expect(run.push.calls).toEqual([]);
      run.actor.send({ type: 'user.agreePop' });
      expect(run.actor.getSnapshot().matches({ ready: 'page' })).toBe(true);
      expect(run.navigations).toEqual([{ route: 'loanConfirm', query: { productId: '101', popAgreed: '1' }, replace: true }]);
    });

    it('Cancel closes the web view', async () => {
      const run = await ready({}, PAGE);
      run.actor.send({ type: 'user.cancelPop' });
      expect(run.left()).toBe(1);
      expect(run.actor.getSnapshot().status).toBe('done');
    });

    it('does not open without language type 1, without a (safe) URL, or once agreed', async () => {
      expect((await ready({ languageTypeOne: false }, PAGE)).actor.getSnapshot().matches({ ready: 'page' })).toBe(true);
      expect((await ready({}, NO_POP)).actor.getSnapshot().matches({ ready: 'page' })).toBe(true);
      expect((await ready({ popAgreed: true }, PAGE)).actor.getSnapshot().matches({ ready: 'page' })).toBe(true);
    });
  });

  describe('the agreement box and confirm (§4, explicit consent)', () => {
    it('starts unticked: confirm is off until the borrower ticks it, and the address keeps the tick', async () => {
      const run = await ready();
      expect(run.actor.getSnapshot().context.agreed).toBe(false);
      expect(run.actor.getSnapshot().can({ type: 'user.confirm' })).toBe(false);
      run.actor.send({ type: 'user.confirm' });
      expect(run.push.calls).toEqual([]);
      run.actor.send({ type: 'user.toggleAgreement' });
      expect(run.actor.getSnapshot().context.agreed).toBe(true);
      expect(run.actor.getSnapshot().can({ type: 'user.confirm' })).toBe(true);
      expect(run.navigations.at(-1)).toEqual({ route: 'loanConfirm', query: { productId: '101', agreed: '1' }, replace: true });
      run.actor.send({ type: 'user.toggleAgreement' });
      expect(run.actor.getSnapshot().can({ type: 'user.confirm' })).toBe(false);
      expect(run.navigations.at(-1)).toEqual({ route: 'loanConfirm', query: { productId: '101' }, replace: true });
    });

    it('starts ticked only when the address says the borrower ticked it (Back, reload)', async () => {
      const run = await ready({ agreed: true });
      expect(run.actor.getSnapshot().can({ type: 'user.confirm' })).toBe(true);
    });

    it('never confirms without agreements', async () => {
      const run = await ready({ agreed: true }, { ...NO_POP, contracts: [] });
      run.actor.send({ type: 'user.confirm' });
      expect(run.push.calls).toEqual([]);
      expect(run.actor.getSnapshot().matches({ ready: 'page' })).toBe(true);
    });

    it('posts loan-detail-push once with the amount as the integer of hundredths, remembering it first, then replaces the page with the details plus from=confirm', async () => {
      const run = await ready({ agreed: true });
      run.actor.send({ type: 'user.confirm' });
      run.actor.send({ type: 'user.confirm' });
      run.actor.send({ type: 'user.toggleAgreement' });
      run.actor.send({ type: 'user.openContract', index: 0 });
      expect(run.push.calls).toEqual([{ amount: '1400000', periods: '91', termUnit: '1', productId: '101' }]);
      expect(run.jump.calls).toEqual([]);
      expect(run.stored).toEqual([{ stage: 'sent' }]);
      expect(run.actor.getSnapshot().hasTag('busy')).toBe(true);
      run.push.answer({ ok: true, url: DETAILS_URL });
      await flush();
      expect(run.opened).toEqual([{ url: DETAILS_URL, query: { from: 'confirm' }, replace: true }]);
      expect(run.stored).toEqual([{ stage: 'sent' }, { stage: null }]);
      expect(run.actor.getSnapshot().status).toBe('done');
    });

    it('a refusal confirmed nothing: the server message, the page again, nothing remembered', async () => {
      const run = await ready({ agreed: true });
      run.actor.send({ type: 'user.confirm' });
      run.push.answer({ ok: false, message: 'The amount is outside the product limits' });
      await flush();
      expect(run.toasts).toEqual([{ key: 'loanConfirm.confirmFailed', text: 'The amount is outside the product limits' }]);
      expect(run.stored).toEqual([{ stage: 'sent' }, { stage: null }]);
      expect(run.actor.getSnapshot().matches({ ready: 'page' })).toBe(true);
      expect(run.opened).toEqual([]);
    });

    it('confirmed without a usable details link: says so, navigates nowhere, and never offers confirm again', async () => {
      const run = await ready({ agreed: true });
      run.actor.send({ type: 'user.confirm' });
      run.push.answer({ ok: true, url: null });
      await flush();
      expect(run.opened).toEqual([]);
      expect(run.toasts).toEqual([{ key: 'loanConfirm.detailsRefused' }]);
      expect(run.stored).toEqual([{ stage: 'sent' }, { stage: 'confirmed' }]);
      expect(run.actor.getSnapshot().value).toBe('confirmed');
      expect(run.actor.getSnapshot().can({ type: 'user.confirm' })).toBe(false);
      run.actor.send({ type: 'user.checkLoans' });
      expect(run.loans()).toBe(1);
    });

    it('an unclear answer may have confirmed the loan: unsure, where the loans come first and the offer only on request', async () => {
      const run = await ready({ agreed: true });
      run.actor.send({ type: 'user.confirm' });
      run.push.fail();
      await flush();
      expect(run.actor.getSnapshot().value).toBe('unsure');
      // The page says the confirmation may have gone through; no 'error' toast that reads as a failure.
      expect(run.toasts).toEqual([]);
      expect(run.stored).toEqual([{ stage: 'sent' }]);
      expect(run.actor.getSnapshot().can({ type: 'user.confirm' })).toBe(false);
      run.actor.send({ type: 'user.confirm' });
      expect(run.push.calls).toHaveLength(1);
      run.actor.send({ type: 'user.backToOffer' });
      expect(run.stored).toEqual([{ stage: 'sent' }, { stage: null }]);
      expect(run.actor.getSnapshot().hasTag('loading')).toBe(true);
      // The offer again, by the borrower's choice: a new confirmation needs a new tick.
      expect(run.actor.getSnapshot().context.agreed).toBe(false);
      expect(run.navigations.at(-1)).toEqual({ route: 'loanConfirm', query: { productId: '101' }, replace: true });
      run.load.answer({ ok: true, data: NO_POP });
      await flush();
      expect(run.actor.getSnapshot().can({ type: 'user.confirm' })).toBe(false);
      expect(run.push.calls).toHaveLength(1);
    });
  });

  describe('a reload', () => {
    it('after a confirmation left without an answer opens unsure, asking nothing', () => {
      const run = start({ pending: 'sent' });
      expect(run.actor.getSnapshot().value).toBe('unsure');
      expect(run.load.calls).toEqual([]);
      run.actor.send({ type: 'user.checkLoans' });
      expect(run.loans()).toBe(1);
    });

    it('after a confirmation answered without a link opens confirmed', () => {
      const run = start({ pending: 'confirmed' });
      expect(run.actor.getSnapshot().value).toBe('confirmed');
      expect(run.load.calls).toEqual([]);
    });
  });

  describe('an agreement link', () => {
    it('posts contract-jump with the product, scene 3, the position in the list and no order, then opens the URL', async () => {
      const run = await ready();
      run.actor.send({ type: 'user.openContract', index: 1 });
      run.actor.send({ type: 'user.openContract', index: 0 });
      run.actor.send({ type: 'user.confirm' });
      expect(run.jump.calls).toEqual([{ productId: '101', scene: '3', position: '1', orderId: '' }]);
      expect(run.push.calls).toEqual([]);
      expect(run.actor.getSnapshot().context.opening).toBe(1);
      run.jump.answer({ ok: true, url: 'https://h5.example/loanAgreement?contractId=902' });
      await flush();
      expect(run.opened).toEqual([{ url: 'https://h5.example/loanAgreement?contractId=902', replace: false }]);
    });

    it('ignores a position outside the list', async () => {
      const run = await ready();
      run.actor.send({ type: 'user.openContract', index: 2 });
      run.actor.send({ type: 'user.openContract', index: -1 });
      expect(run.jump.calls).toEqual([]);
    });

    it('refuses an unsafe URL, says a refusal with the server message, a fault with error', async () => {
      const run = await ready();
      run.actor.send({ type: 'user.openContract', index: 0 });
      run.jump.answer({ ok: true, url: null });
      await flush();
      run.actor.send({ type: 'user.openContract', index: 0 });
      run.jump.answer({ ok: false, message: 'No agreement for this product' });
      await flush();
      run.actor.send({ type: 'user.openContract', index: 0 });
      run.jump.fail();
      await flush();
      expect(run.toasts).toEqual([
        { key: 'loanConfirm.contractUnsafe' },
        { key: 'loanConfirm.contractFailed', text: 'No agreement for this product' },
        { key: 'common.networkError' },
      ]);
      expect(run.opened).toEqual([]);
      expect(run.actor.getSnapshot().matches({ ready: 'page' })).toBe(true);
      expect(run.actor.getSnapshot().context.opening).toBeNull();
    });
  });
});

describe('loan confirm view model', () => {
  it('formats the hundredths and the plan in the market money, keeps term and rate, drops blank detail lines', async () => {
    const run = await ready({ agreed: true });
    const view = select(run.actor.getSnapshot(), IN);
    expect(view.offer).toMatchObject({ amount: '₹14,000.00', termDays: '91', rate: '0.05%', firstPayTime: '2026-02-22' });
    expect(view.offer!.plans).toEqual([{ title: 'Repayment', amount: '₹14,637.00', description: 'Principal + interest', payTime: '2026-02-22' }]);
    expect(view.offer!.details).toEqual([{ text: 'Amount received', value: '₹12,600' }]);
    expect(view).toMatchObject({ showConfirm: true, confirmEnabled: true, agreed: true, modal: null, busy: false, unreadable: false });
    expect(select(run.actor.getSnapshot(), ID).offer!.amount).toBe('Rp14.000,00');
  });

  it('shows confirm but off while unticked and while a request is on its way, and hides it without agreements', async () => {
    const run = await ready();
    expect(select(run.actor.getSnapshot(), IN)).toMatchObject({ showConfirm: true, confirmEnabled: false, agreed: false });
    run.actor.send({ type: 'user.toggleAgreement' });
    expect(select(run.actor.getSnapshot(), IN)).toMatchObject({ showConfirm: true, confirmEnabled: true });
    run.actor.send({ type: 'user.confirm' });
    expect(select(run.actor.getSnapshot(), IN)).toMatchObject({ confirmEnabled: false, confirming: true, busy: true });
    const none = await ready({}, { ...NO_POP, contracts: [] });
    expect(select(none.actor.getSnapshot(), IN)).toMatchObject({ showConfirm: false, confirmEnabled: false, contracts: [] });
  });

  it('shows the modal with the checked URL, framing another site with scripts only', async () => {
    const run = await ready({}, PAGE);
    expect(select(run.actor.getSnapshot(), IN).modal).toEqual({
      title: 'Loan Agreement',
      content: 'Please read.',
      url: OFFER.popUrl,
      sandbox: 'allow-scripts',
    });
  });

  it("frames this app's own agreement page as its origin, so its scripts can load", async () => {
    const own = `${window.location.origin}/loanAgreement?productId=101&contractId=901`;
    const run = await ready({}, { ...PAGE, offer: { ...OFFER, popUrl: own } });
    expect(select(run.actor.getSnapshot(), IN).modal).toMatchObject({ url: own, sandbox: 'allow-scripts allow-same-origin' });
    // A path of this origin that is not one of the app's routes is not the app's page.
    const other = await ready({}, { ...PAGE, offer: { ...OFFER, popUrl: `${window.location.origin}/static/contract.html` } });
    expect(select(other.actor.getSnapshot(), IN).modal).toMatchObject({ sandbox: 'allow-scripts' });
  });
});

describe('loan confirm binding helpers', () => {
  const answer = (fields: Record<string, unknown>) => v.parse(OfferSchema, { ...fields });

  it('reads the amounts as integer hundredths (digits or a JSON number) and checks the URLs', () => {
    const offer = offerOf(
      answer({
        amount: '150000000',
        periods: 91,
        termUnit: 1,
        repay_plans: [{ title: 'Pembayaran', amount: 156825000, description: 'x', pay_time: '2026-02-22' }],
        popAgreementUrl: 'javascript:alert(1)',
        productLogo: 'data:image/png;base64,AAAA',
      }),
    );
    expect(offer).toMatchObject({ amount: '150000000', periods: '91', termUnit: '1', popUrl: null, productLogo: '' });
    expect(offer!.plans[0]!.amount).toBe('156825000');
    expect(offerOf(answer({ amount: 1400000, popAgreementUrl: '  ' }))).toMatchObject({ amount: '1400000', popUrl: null });
    expect(offerOf(answer({ amount: '0001400000' }))!.amount).toBe('1400000');
    expect(offerOf(answer({ amount: '1', popAgreementUrl: 'https://h5.example/a' }))!.popUrl).toBe('https://h5.example/a');
  });

  it.each([
    ['grouped', '14,000'],
    ['Indonesian dots', '1.500.000'],
    ['a decimal point', '14000.50'],
    ['a currency sign', '₹14000'],
    ['negative', '-1400000'],
    ['letters', '14k'],
    ['empty', ''],
    ['a fraction', 1400000.5],
    ['a negative number', -5],
  ])('never guesses an amount with %s (%j): the offer cannot be read', (_, amount) => {
    expect(offerOf(answer({ amount }))).toBeNull();
    // A plan's amount as much as the offer's own.
    expect(offerOf(answer({ amount: '1400000', repay_plans: [{ title: 'x', amount }] }))).toBeNull();
  });

  it('remembers a confirmation for 30 minutes only', () => {
    const now = Date.now();
    localStorage.setItem('loanConfirm.pending.101', JSON.stringify({ stage: 'sent', at: now - 29 * 60 * 1000 }));
    expect(readPending('101', now)).toBe('sent');
    expect(readPending('102', now)).toBeNull();
    expect(readPending('101', now + 2 * 60 * 1000)).toBeNull();
    localStorage.setItem('loanConfirm.pending.101', JSON.stringify({ stage: 'what', at: now }));
    expect(readPending('101', now)).toBeNull();
  });
});
