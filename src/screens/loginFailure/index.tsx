import {
  loginFailureMachine,
  type JointRequest,
  type LoginFailurePage,
} from '@machines/loginFailure/loginFailure.machine';
import type { ApplyResult, OpenParams } from '@machines/recommended/recommended.machine';
import type { LoadResult } from '@machines/shared/load';
import { addMessages, t } from '@/i18n';
import { loginFailureView as english } from './strings.en-IN';
import { productCardView as cardEnglish } from '../shared/productCard.strings.en-IN';
import { loginFailureView as indonesian } from './strings.id-ID';
import { productCardView as cardIndonesian } from '../shared/productCard.strings.id-ID';
import { productsApi } from '@/services/api/products';
import { bridge } from '@/services/bridge';
import { openUrl } from '@/services/openUrl';
import { safeUrl } from '@/services/safeUrl';
import { fromRequest } from '../shared/actors';
import { withEffects } from '../shared/effects';
import { ownHost } from '../shared/openLink';
import { useFlowActor } from '../shared/useFlowActor';
import { useScreen } from '../shared/useScreen';
import { LoginFailureView } from './LoginFailureView';
import { select } from './select';

addMessages({ 'en-IN': { ...english, ...cardEnglish }, 'id-ID': { ...indonesian, ...cardIndonesian } });

/** stand/targeted and stand/necessity together: the page shows nothing until it has both. */
async function loadPage(signal: AbortSignal): Promise<LoadResult<LoginFailurePage>> {
  const [notice, alternatives] = await Promise.all([productsApi.notice({ signal }), productsApi.alternatives({ signal })]);
  if (!notice.success) return { ok: false, message: notice.message };
  if (!alternatives.success) return { ok: false, message: alternatives.message };
  return { ok: true, data: { notice: notice.data.notice, message: notice.data.message, products: alternatives.data } };
}

/** The joint-login-failure binding: the three form posts of §7 and the way a link opens. */
export const logic = withEffects(loginFailureMachine).provide({
  actors: {
    loadPage: fromRequest((_: unknown, signal) => loadPage(signal)),
    joint: fromRequest<ApplyResult, JointRequest>((input, signal) =>
      productsApi
        .joint(input, { signal })
        .then((result): ApplyResult => (result.success ? { ok: true, url: safeUrl(result.data.url) } : { ok: false, message: result.message })),
    ),
  },
  actions: {
    // This H5's link: an app route in-app, any other address of it as a page of its own.
    openDirect: (_, { url }: OpenParams) => openUrl(url),
    openInApp: (_, { url }: OpenParams) => {
      bridge.call('openPage', { url });
    },
  },
});

export default function LoginFailureScreen() {
  const actor = useFlowActor(logic, { host: ownHost() });
  const view = useScreen(actor, select, t('loginFailure.title'));
  return <LoginFailureView view={view} send={actor.send} />;
}
