import type { AnyMachineSnapshot } from 'xstate';
import type { LoadResult } from '@machines/shared/load';
import { loginFailureMachine, type LoginFailurePage } from '@machines/loginFailure/loginFailure.machine';
import type { ApplyResult, Product } from '@machines/recommended/recommended.machine';
import { linkAnswers } from '../../support/pathFixtures';
import { doneEvents, doneType, events, ok, refused, type PathSpec } from '../model';
import { HOST, OWN_URL, PARTNER_URL, PRODUCTS } from './recommended';

export const NOTICE = 'Login failed';
export const MESSAGE = 'We could not sign you in to this partner. You can apply with one of these products instead.';
export const PAGE: LoginFailurePage = { notice: NOTICE, message: MESSAGE, products: PRODUCTS };
export const PAGE_REFUSED = 'Session expired';
export const JOINT_REFUSED = 'Partner is closed today';
export { OWN_URL, PARTNER_URL, PRODUCTS };

/** Same key as the recommended list: whether products are loaded, which card is applying. */
export const loginFailureSpec: PathSpec<typeof loginFailureMachine> = {
  name: 'loginFailure',
  machine: loginFailureMachine,
  input: { host: HOST },
  skipIgnored: true,
  everyPayload: [doneType('joint')],
  payloads: {
    ...doneEvents<LoadResult<LoginFailurePage>>('loadPage', [ok(PAGE), ok({ ...PAGE, products: [] }), refused(PAGE_REFUSED)]),
    ...doneEvents<ApplyResult>('joint', linkAnswers([OWN_URL, PARTNER_URL], JOINT_REFUSED)),
    ...events('user.apply', [{ index: 0 }, { index: 2 }]),
  },
  project: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as { products: Product[]; applying: number | null };
    return [context.products.length > 0, context.applying];
  },
  // Each card's Apply is a button of its own: the other two open cards each take a path, with an
  // answer of their own (the generated paths take the rest).
  scenarios: [
    { name: 'the second card', events: [{ type: doneType('loadPage'), output: ok(PAGE) }, { type: 'user.apply', index: 1 }, { type: doneType('joint'), output: { ok: true, url: PARTNER_URL } }] },
    { name: 'the fourth card', events: [{ type: doneType('loadPage'), output: ok(PAGE) }, { type: 'user.apply', index: 3 }, { type: doneType('joint'), output: { ok: false, message: JOINT_REFUSED } }] },
  ],
};
