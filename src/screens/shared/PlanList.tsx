import type { PlanRow } from './loanOffer';

export interface PlanListProps {
  /** The page's class block: the list is `<block>__plans`, each row `<block>__plan` (each page lays the rows out its own way). */
  block: string;
  plans: readonly PlanRow[];
  /** 'Pay by {date}' in the page's words. */
  payBy: (date: string) => string;
}

/**
 * The offer's repayment plan as loan confirm and the loan agreement show it: each instalment's
 * title and amount, then its description and date when it has them.
 */
export function PlanList({ block, plans, payBy }: PlanListProps) {
  return (
    <ol className={`${block}__plans`}>
      {plans.map((plan, index) => (
        <li key={index} className={`${block}__plan`}>
          <span className={`${block}__plan-title`}>{plan.title}</span>
          <span className={`${block}__plan-amount`}>{plan.amount}</span>
          {plan.description.trim() !== '' && <span className={`${block}__plan-des`}>{plan.description}</span>}
          {plan.payTime.trim() !== '' && <span className={`${block}__plan-time`}>{payBy(plan.payTime)}</span>}
        </li>
      ))}
    </ol>
  );
}
