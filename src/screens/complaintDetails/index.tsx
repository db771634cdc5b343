import { useSearchParams } from 'react-router-dom';
import type { LoadResult } from '@machines/shared/load';
import {
  complaintDetailsMachine,
  type ComplaintDetailData,
} from '@machines/complaintDetails/complaintDetails.machine';
import { ratingMachine, type ScoreInput, type ScoreResult } from '@machines/rating/rating.machine';
import { ComplaintDetailsMissing, ComplaintDetailsPage } from '@/screens/complaintDetails/ComplaintDetailsView';
import { complaintsApi, type ComplaintDetail } from '@/services/api/complaints';
import { safeUrl } from '@/services/safeUrl';
import { fromRequest, toLoadResult } from '../shared/actors';
import { withEffects } from '../shared/effects';

/** Server-supplied image addresses are shown only when safeUrl accepts them. */
function safeImages(urls: readonly string[]): string[] {
  return urls.map(safeUrl).filter((url): url is string => url !== null);
}

function toDetail(detail: ComplaintDetail): ComplaintDetailData {
  return { ...detail, images: safeImages(detail.images), disposeImages: safeImages(detail.disposeImages) };
}

const rating = withEffects(ratingMachine).provide({
  actors: {
    saveScore: fromRequest<ScoreResult, ScoreInput>((input, signal) =>
      complaintsApi
        .saveScore(input.score, input.problemId, { signal })
        .then((result): ScoreResult => (result.success ? { ok: true } : { ok: false, message: result.message })),
    ),
  },
});

const logic = withEffects(complaintDetailsMachine).provide({
  actors: {
    loadDetail: fromRequest<LoadResult<ComplaintDetailData>, { problemId: string }>((input, signal) =>
      complaintsApi.detail(input.problemId, { signal }).then((result) => toLoadResult(result, toDetail)),
    ),
    rating,
  },
});

export default function ComplaintDetailsScreen() {
  const [query] = useSearchParams();
  const problemId = (query.get('problemId') ?? '').trim();
  if (problemId === '') return <ComplaintDetailsMissing />;
  // A new problemId is a new complaint: the keyed page starts a fresh machine for it.
  return <ComplaintDetailsPage key={problemId} logic={logic} problemId={problemId} />;
}
