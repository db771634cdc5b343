import { useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router-dom';
import {
  loanDetailsMachine,
  type EventParams,
  type JumpInput,
  type JumpResult,
  type LoanDetail,
} from '@machines/loanDetails/loanDetails.machine';
import { ratingMachine, type ScoreInput, type ScoreResult } from '@machines/rating/rating.machine';
import { config } from '@/config';
import { addMessages, t } from '@/i18n';
import { loanDetailsView as english } from './strings.en-IN';
import { loanDetailsView as indonesian } from './strings.id-ID';
import { loanDetailsApi, type LoanDetailAnswer } from '@/services/api/loanDetails';
import { productsApi } from '@/services/api/products';
import { bridge } from '@/services/bridge';
import { openUrl } from '@/services/openUrl';
import { safeUrl } from '@/services/safeUrl';
import { getVariant, linkWithSession } from '@/services/session';
import { fromLoad, fromRequest } from '../shared/actors';
import { withEffects } from '../shared/effects';
import { useFlowActor } from '../shared/useFlowActor';
import { useScreen } from '../shared/useScreen';
import { LoanDetailsMissing, LoanDetailsView } from './LoanDetailsView';
import { select } from './select';
import { queryText } from '../shared/queryText';

addMessages({ 'en-IN': english, 'id-ID': indonesian });

/** The product page of the app, opened through its own link scheme (docs/spec-notes.md). */
export const productPageUrl = (productId: string) =>
  `${config.appScheme}://productDetail?productId=${encodeURIComponent(productId)}`;

/** Every address the page may open or show passes safeUrl; an unsafe one is dropped (''). */
export function toDetail(answer: LoanDetailAnswer): LoanDetail {
  return {
    orderStatus: answer.orderStatus.trim(),
    noticeStatusText: answer.noticeStatusText,
    noticeDesText: answer.noticeDesText,
    recProducts: answer.recProducts.map((product) => ({ ...product, logo: safeUrl(product.logo) ?? '' })),
    productName: answer.productName,
    productLogo: safeUrl(answer.productLogo) ?? '',
    rows: answer.userOrderDetail.detail,
    h5Url: safeUrl(answer.h5Url) ?? '',
    isDelay: answer.isDelay,
    telephone: answer.telephone,
    isScore: answer.isScore,
    reyMsg: answer.reyMsg,
  };
}

/** The loan-details rating: google-score with 5, whatever the stars (§7, §9). */
export const ratingLogic = withEffects(ratingMachine).provide({
  actors: {
    saveScore: fromRequest<ScoreResult, ScoreInput>((_input, signal) =>
      loanDetailsApi
        .googleScore({ signal })
        .then((result): ScoreResult => (result.success ? { ok: true } : { ok: false, message: result.message })),
    ),
  },
});

/** The loan-details binding: its requests, the rating dialog, the bridge and the browser. */
export const logic = withEffects(loanDetailsMachine).provide({
  actors: {
    loadDetail: fromLoad(loanDetailsApi.detail, toDetail),
    productJump: fromRequest<JumpResult, JumpInput>((input, signal) =>
      loanDetailsApi
        .productJump(input, { signal })
        .then((result): JumpResult => (result.success ? { ok: true, url: safeUrl(result.data) } : { ok: false, message: result.message })),
    ),
    rating: ratingLogic,
  },
  actions: {
    // h5Url: an app route of this H5 in-app, any other address as a page of its own.
    openUrl: (_, { url }: { url: string }) => openUrl(url),
    // §7: in the browser (this web view) when it starts with http, else through the native bridge.
    openLink: (_, { url }: { url: string }) => {
      if (/^https?:/i.test(url)) openUrl(url);
      else bridge.call('openPage', { url });
    },
    openProductPage: (_, { productId }: { productId: string }) => {
      bridge.call('openPage', { url: productPageUrl(productId) });
    },
    saveEvent: (_, params: EventParams) => {
      productsApi.saveEvent(params).catch(() => undefined);
    },
    goHome: () => {
      bridge.call('goHome');
    },
    goRate: () => {
      bridge.call('goRate');
    },
    callPhone: (_, { phone }: { phone: string }) => {
      bridge.call('callPhone', { phone });
    },
  },
});

export default function LoanDetailsScreen() {
  const [query] = useSearchParams();
  const orderId = queryText(query, 'orderId');
  const productId = queryText(query, 'productId');
  if (orderId === '') return <LoanDetailsMissing />;
  // Another order is another page: the keyed screen asks afresh.
  return <LoanDetails key={`${productId}|${orderId}`} productId={productId} orderId={orderId} />;
}

function LoanDetails({ productId, orderId }: { productId: string; orderId: string }) {
  const actor = useFlowActor(logic, { productId, orderId, servicePhone: config.support[getVariant().locale].phone });
  // §7: on success the page title becomes the product name.
  const productName = useSelector(actor, (snapshot) => select(snapshot).title);
  const view = useScreen(actor, select, productName ?? t('loanDetails.title'));
  return <LoanDetailsView view={view} send={actor.send} link={linkWithSession} />;
}
