import { useSearchParams } from 'react-router-dom';
import {
  recommendedMachine,
  type ApplyRequest,
  type ApplyResult,
  type OpenParams,
  type PageEventParams,
} from '@machines/recommended/recommended.machine';
import { addMessages, t } from '@/i18n';
import { productCardView as cardEnglish } from '../shared/productCard.strings.en-IN';
import { recommendedView as english } from './strings.en-IN';
import { productCardView as cardIndonesian } from '../shared/productCard.strings.id-ID';
import { recommendedView as indonesian } from './strings.id-ID';
import { productsApi } from '@/services/api/products';
import { bridge } from '@/services/bridge';
import { openUrl } from '@/services/openUrl';
import { safeUrl } from '@/services/safeUrl';
import { fromLoad, fromRequest } from '../shared/actors';
import { withEffects } from '../shared/effects';
import { ownHost } from '../shared/openLink';
import { useFlowActor } from '../shared/useFlowActor';
import { useScreen } from '../shared/useScreen';
import { RecommendedView } from './RecommendedView';
import { select } from './select';
import { queryText } from '../shared/queryText';

addMessages({ 'en-IN': { ...english, ...cardEnglish }, 'id-ID': { ...indonesian, ...cardIndonesian } });

/** The recommended list's binding: the list, the fire-and-forget page event, apply and the host. */
export const logic = withEffects(recommendedMachine).provide({
  actors: {
    loadProducts: fromLoad(productsApi.list),
    apply: fromRequest<ApplyResult, ApplyRequest>((input, signal) =>
      productsApi
        .apply(input, { signal })
        .then((result): ApplyResult => (result.success ? { ok: true, url: safeUrl(result.data.url) } : { ok: false, message: result.message })),
    ),
  },
  actions: {
    // Nobody waits for the page event, and its failure is nobody's business (§7).
    saveEvent: (_, params: PageEventParams) => {
      productsApi.saveEvent(params).catch(() => {});
    },
    // This H5's link: an app route in-app, any other address of it as a page of its own.
    openDirect: (_, { url }: OpenParams) => openUrl(url),
    openInApp: (_, { url }: OpenParams) => {
      bridge.call('openPage', { url });
    },
    goHome: () => {
      bridge.call('goHome');
    },
  },
});

export default function RecommendedScreen() {
  const [query] = useSearchParams();
  const scene = queryText(query, 'scene');
  // Another scene is another list: the keyed screen asks afresh.
  return <Recommended key={scene} scene={scene} />;
}

function Recommended({ scene }: { scene: string }) {
  const actor = useFlowActor(logic, { scene, host: ownHost() });
  const view = useScreen(actor, select, t('recommended.title'));
  return <RecommendedView view={view} send={actor.send} />;
}
