import fc from 'fast-check';
import { createActor, fromPromise } from 'xstate';
import type { NavigateParams } from '@machines/shared/effects';
import { installmentsMachine, selectedTotal, type InstallmentPlan } from '@machines/installments/installments.machine';
import type { LoadResult } from '@machines/shared/load';
import { readHundredths } from '@machines/shared/money';
import { planOf } from '@/screens/installments';
import { select } from '@/screens/installments/select';
import type { InstallmentPlan as PlanAnswer } from '@/services/api/repay';
import { routeHref, variantOf } from '@/services/session';

/**
 * For random plans (as loan-play-detail sends them: integer hundredths as JSON numbers or digit
 * strings, up to 10^13 per period, §9) and random tap sequences: what the page shows selected is
 * always a prefix of the pending periods, each tap does what §4 says, the total is the exact sum
 * (checked with BigInt) in both markets' money, and 'Bayar Segera' puts that sum in the pay
 * address as digits that read back to the same integer. A fixed seed, so CI replays the same
 * sequences; FC_SEED=<n> or FC_SEED=random explores others.
 */
const SEED = process.env.FC_SEED === 'random' ? Date.now() : Number(process.env.FC_SEED ?? 20261123);
const indonesia = variantOf('0');
const india = variantOf('1');

/** Hundredths per period, up to 10^13 (eight of them stay far below 2^53). */
const amountArb = fc.oneof(fc.constant(0n), fc.bigInt({ min: 1n, max: 99n }), fc.bigInt({ min: 0n, max: 10_000_000_000_000n }));
const periodArb = fc.record({ amount: amountArb, clickable: fc.boolean(), asNumber: fc.boolean() });
const tapArb = fc.oneof(
  fc.record({ type: fc.constant('user.toggle' as const), index: fc.integer({ min: 0, max: 8 }) }),
  fc.constant({ type: 'user.togglePayAll' as const }),
  fc.constant({ type: 'user.togglePaid' as const }),
);

type Drawn = { amount: bigint; clickable: boolean; asNumber: boolean };

/** The money as Intl writes it from the exact decimal string: an independent check of formatMoney. */
const INTL = {
  'id-ID': new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  'en-IN': new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};
function money(amount: bigint, variant: typeof india): string {
  const decimal = `${amount / 100n}.${String(amount % 100n).padStart(2, '0')}`;
  // Intl formats a decimal string exactly (no float on the way).
  return `${variant.symbol}${INTL[variant.locale].format(decimal as unknown as number)}`;
}

function answerOf(periods: Drawn[]): PlanAnswer {
  return {
    productName: 'UangCepat',
    repayWaitCount: String(periods.length),
    note: '',
    repayPlanDetail: {
      repayWaitDetail: periods.map((p, i) => ({
        periodNo: String(i + 2),
        totalAmount: p.asNumber ? Number(p.amount) : String(p.amount),
        showAmount: '',
        canClick: p.clickable ? '1' : '0',
        periodStatus: '1',
        repayDes: '',
        dueTime: '2026-12-01',
      })),
      repayYetDetail: [],
    },
  };
}

describe('installment selection (property)', () => {
  it('is always a prefix, moves as §4 says, totals exactly, and the pay address carries the exact sum', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(periodArb, { minLength: 1, maxLength: 8 }), fc.array(tapArb, { maxLength: 30 }), async (periods, taps) => {
        const plan = planOf(answerOf(periods));
        const navigated: NavigateParams[] = [];
        const actor = createActor(
          installmentsMachine.provide({
            actors: { loadPlan: fromPromise<LoadResult<InstallmentPlan>, { productId: string; orderId: string }>(async () => ({ ok: true, data: plan })) },
            actions: { navigate: (_, params: NavigateParams) => void navigated.push(params), toast: () => {}, resetPayway: () => {} },
          }),
          { input: { productId: '202', orderId: '2003', selected: null } },
        );
        actor.start();
        await new Promise((resolve) => setTimeout(resolve, 0));
        // The page read every amount exactly, as a number or as digits.
        expect(plan.pending.map((p) => p.amount)).toEqual(periods.map((p) => String(p.amount)));
        let expected = 1;
        for (const tap of taps) {
          if (tap.type === 'user.toggle' && tap.index < periods.length && periods[tap.index]!.clickable) {
            expected = tap.index < expected ? tap.index : tap.index + 1;
          } else if (tap.type === 'user.togglePayAll') {
            expected = expected === periods.length ? 1 : periods.length;
          }
          actor.send(tap);
          const view = select(actor.getSnapshot(), indonesia);
          const shown = view.pending.map((row) => row.selected);
          const count = shown.filter(Boolean).length;
          expect(shown).toEqual(periods.map((_, i) => i < count));
          expect(count).toBe(expected);
          const sum = periods.slice(0, count).reduce((total, p) => total + p.amount, 0n);
          expect(BigInt(selectedTotal(actor.getSnapshot().context))).toBe(sum);
          expect(view.total).toBe(money(sum, indonesia));
          expect(select(actor.getSnapshot(), india).total).toBe(money(sum, india));
        }
        const sum = periods.slice(0, actor.getSnapshot().context.selected ?? 0).reduce((total, p) => total + p.amount, 0n);
        actor.send({ type: 'user.pay' });
        const paid = navigated.filter((n) => n.route === 'vaRepay');
        if (sum === 0n) {
          expect(paid).toEqual([]);
        } else {
          expect(paid).toHaveLength(1);
          // The address the VA page opens at: its amount reads back to the same integer of hundredths.
          const address = new URL(routeHref('vaRepay', paid[0]!.query), 'http://localhost');
          const amount = address.searchParams.get('amount');
          expect(amount).toMatch(/^\d+$/);
          expect(readHundredths(amount)).toBe(String(sum));
        }
        actor.stop();
      }),
      { numRuns: 200, seed: SEED },
    );
  });

  it('round-trips every integer of hundredths up to 10^13 through the pay address', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10_000_000_000_000n }), (amount) => {
        const address = new URL(routeHref('vaRepay', { amount: String(amount) }), 'http://localhost');
        expect(BigInt(readHundredths(address.searchParams.get('amount'))!)).toBe(amount);
      }),
      { numRuns: 500, seed: SEED },
    );
  });
});
