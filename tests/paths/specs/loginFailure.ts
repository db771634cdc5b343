import type { AnyMachineSnapshot } from 'xstate';
import type { LoadResult } from '@machines/shared/load';
import { loginFailureMachine, type LoginFailurePage } from '@machines/loginFailure/loginFailure.machine';
import type { ApplyResult, Product } from '@machines/recommended/recommended.machine';
import type { PathSpec } from '../model';
import { HOST, OWN_URL, PARTNER_URL, PRODUCTS } from './recommended';

export const NOTICE = 'Login failed';
export const MESSAGE = 'We could not sign you in to this partner. You can apply with one of these products instead.';
export const PAGE: LoginFailurePage = { notice: NOTICE, message: MESSAGE, products: PRODUCTS };
export const PAGE_REFUSED = 'Session expired';
export const JOINT_REFUSED = 'Partner is closed today';
export { OWN_URL, PARTNER_URL, PRODUCTS };

const load = 'xstate.done.actor.loadPage';
const joint = 'xstate.done.actor.joint';

/** Same key as the recommended list: whether products are loaded, which card is applying. */
export const loginFailureSpec: PathSpec<typeof loginFailureMachine> = {
  name: 'loginFailure',
  machine: loginFailureMachine,
  input: { host: HOST },
  skipIgnored: true,
  everyPayload: [joint],
  payloads: {
    [load]: [
      { type: load, output: { ok: true, data: PAGE } satisfies LoadResult<LoginFailurePage> },
      { type: load, output: { ok: true, data: { ...PAGE, products: [] } } satisfies LoadResult<LoginFailurePage> },
      { type: load, output: { ok: false, message: PAGE_REFUSED } satisfies LoadResult<LoginFailurePage> },
    ],
    [joint]: [
      { type: joint, output: { ok: true, url: OWN_URL } satisfies ApplyResult },
      { type: joint, output: { ok: true, url: PARTNER_URL } satisfies ApplyResult },
      { type: joint, output: { ok: true, url: null } satisfies ApplyResult },
      { type: joint, output: { ok: false, message: JOINT_REFUSED } satisfies ApplyResult },
    ],
    'user.apply': [
      { type: 'user.apply', index: 0 },
      { type: 'user.apply', index: 2 },
    ],
  },
  project: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as { products: Product[]; applying: number | null };
    return [context.products.length > 0, context.applying];
  },
};
