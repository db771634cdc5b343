import { useSearchParams } from 'react-router-dom';
import {
  complaintDetailsMachine,
  type ComplaintDetailData,
} from '@machines/complaintDetails/complaintDetails.machine';
import { ratingMachine, type ScoreInput, type ScoreResult } from '@machines/rating/rating.machine';
import type { LoadResult } from '@machines/shared/load';
import { addMessages, t } from '@/i18n';
import { ROUTES } from '@/routes';
import { complaintDetails as english } from './strings.en-IN';
import { complaintDetails as indonesian } from './strings.id-ID';
import { complaintsApi, type ComplaintDetail } from '@/services/api/complaints';
import { safeUrl } from '@/services/safeUrl';
import { linkWithSession } from '@/services/session';
import { fromRequest, toLoadResult } from '../shared/actors';
import { withEffects } from '../shared/effects';
import { useFlowActor } from '../shared/useFlowActor';
import { useScreen } from '../shared/useScreen';
import { useTitle } from '../shared/useTitle';
import { ComplaintDetailsMissing, ComplaintDetailsView } from './ComplaintDetailsView';
import { select } from './select';
import { queryText } from '../shared/queryText';

addMessages({ 'en-IN': english, 'id-ID': indonesian });

/** Server-supplied image addresses are shown only when safeUrl accepts them. */
function safeImages(urls: readonly string[]): string[] {
  return urls.map(safeUrl).filter((url): url is string => url !== null);
}

function toDetail(detail: ComplaintDetail): ComplaintDetailData {
  return { ...detail, images: safeImages(detail.images), disposeImages: safeImages(detail.disposeImages) };
}

/** The rating dialog as the details screen runs it: its save goes to save-score (§7). */
export const ratingLogic = withEffects(ratingMachine).provide({
  actors: {
    saveScore: fromRequest<ScoreResult, ScoreInput>((input, signal) =>
      complaintsApi
        .saveScore(input.score, input.problemId, { signal })
        .then((result): ScoreResult => (result.success ? { ok: true } : { ok: false, message: result.message })),
    ),
  },
});

/** The complaint-details binding: the detail request, the rating dialog, the shared effects. */
export const logic = withEffects(complaintDetailsMachine).provide({
  actors: {
    loadDetail: fromRequest<LoadResult<ComplaintDetailData>, { problemId: string }>((input, signal) =>
      complaintsApi.detail(input.problemId, { signal }).then((result) => toLoadResult(result, toDetail)),
    ),
    rating: ratingLogic,
  },
});

export default function ComplaintDetailsScreen() {
  const [query] = useSearchParams();
  const problemId = queryText(query, 'problemId');
  if (problemId === '') return <MissingComplaint />;
  // A new problemId is a new complaint: the keyed screen starts a fresh machine for it.
  return <ComplaintDetails key={problemId} problemId={problemId} />;
}

function ComplaintDetails({ problemId }: { problemId: string }) {
  const actor = useFlowActor(logic, { problemId });
  const view = useScreen(actor, select, t('complaintDetails.title'));
  return <ComplaintDetailsView view={view} send={actor.send} />;
}

function MissingComplaint() {
  useTitle(t('complaintDetails.title'));
  return <ComplaintDetailsMissing listHref={linkWithSession(ROUTES.complaintList)} />;
}
