import { fromPromise, type NonReducibleUnknown } from 'xstate';

/**
 * A port: what a machine asks for (`TIn`) and what it gets back (`TOut`). The machine declares it;
 * the screen's binding implements it over the HTTP clients and the bridge (`machine.provide({ actors })`),
 * and the tests with held answers. Unprovided, it fails loudly.
 */
export const port = <TOut, TIn = NonReducibleUnknown>(name: string) =>
  fromPromise<TOut, TIn>(async () => {
    throw new Error(`${name} not provided`);
  });

/**
 * What more than one flow asks the server with, declared once: each machine's actor is typed with
 * it and `src/services/api` takes it as is (docs/architecture.md: the machine owns its ports, the
 * adapter implements them). Field names are the spec's (§7), so a binding passes them unchanged.
 */

/** One loan order as the loan pages' requests name it (§7): loan details, the plan, the extension. */
export interface LoanOrder {
  productId: string;
  orderId: string;
}

/** The order of a page's context as a request's input: the two ids, not the rest of the context. */
export const loanOrderInput = ({ context }: { context: LoanOrder }): LoanOrder => ({
  productId: context.productId,
  orderId: context.orderId,
});

/** The page event of a tapped product (§7 pageEvent/save): positionId is its index in the list, from 0. */
export interface PageEvent {
  productId: string;
  moduleId: string;
  positionId: string;
}
