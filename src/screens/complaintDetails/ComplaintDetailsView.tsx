import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ComplaintDetailData, complaintDetailsMachine } from '@machines/complaintDetails/complaintDetails.machine';
import { ROUTES } from '@/routes';
import { t } from '@/i18n';
import { linkWithSession } from '@/services/session';
import { ErrorView, LoadingView, StarRating, TextareaCounter } from '@/ui';
import { ImageViewer } from '@/ui/ImageViewer';
import { RatingDialog } from '../shared/RatingDialog';
import { useFlowActor } from '../shared/useFlowActor';
import './complaintDetails.css';

/** §9: a complaint's text is at most 200 characters; the read-only copy shows the same counter. */
export const CONTENT_LIMIT = 200;

export interface ComplaintDetailsPageProps {
  logic: typeof complaintDetailsMachine;
  problemId: string;
}

export function ComplaintDetailsPage({ logic, problemId }: ComplaintDetailsPageProps) {
  const actor = useFlowActor(logic, { problemId });
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.failure : null));
  const detail = useSelector(actor, (s) => (s.matches('loaded') ? s.context.detail : null));
  const score = useSelector(actor, (s) => (s.matches({ loaded: 'rated' }) ? s.context.score : 0));
  const rating = useSelector(actor, (s) => s.children.rating);

  return (
    <main className="page complaint-details">
      <h1 className="page__title">{t('complaintDetails.title')}</h1>
      {loading && <LoadingView />}
      {failure && (
        <ErrorView
          message={failure.kind === 'refused' && failure.message !== '' ? failure.message : t('complaintDetails.loadFailed')}
          onRetry={() => actor.send({ type: 'user.retry' })}
        />
      )}
      {detail && <ComplaintDetail detail={detail} />}
      {score > 0 && (
        <section className="complaint-details__rated">
          <StarRating value={score} readOnly label={t('complaintDetails.yourRating')} />
          <p>{t('complaintDetails.thanks')}</p>
        </section>
      )}
      {rating && <RatingDialog actor={rating} />}
    </main>
  );
}

function ComplaintDetail({ detail }: { detail: ComplaintDetailData }) {
  const typeId = useId();
  const resultId = useId();
  const tags = [detail.type, detail.sonType].filter((tag) => tag.trim() !== '');
  const reply = detail.disposeDetail.trim();
  const hasResult = reply !== '' || detail.disposeImages.length > 0;

  return (
    <>
      {tags.length > 0 && (
        <section className="complaint-details__block">
          <h2 id={typeId} className="complaint-details__label">
            {t('complaintDetails.problemType')}
          </h2>
          <ul className="complaint-details__tags" aria-labelledby={typeId}>
            {tags.map((tag) => (
              <li key={tag} className="complaint-details__tag">
                {tag}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="complaint-details__block">
        <TextareaCounter label={t('complaintDetails.content')} value={detail.content} maxLength={CONTENT_LIMIT} readOnly rows={5} />
      </section>
      {detail.images.length > 0 && (
        <section className="complaint-details__block">
          <ImageViewer
            images={detail.images}
            label={t('complaintDetails.images')}
            imageLabel={(n) => t('complaintDetails.image', { n })}
          />
        </section>
      )}
      {hasResult && (
        <section className="complaint-details__block complaint-details__result" aria-labelledby={resultId}>
          <h2 id={resultId} className="complaint-details__label">
            {t('complaintDetails.processResult')}
          </h2>
          {reply !== '' && <p className="complaint-details__reply">{reply}</p>}
          <ImageViewer
            images={detail.disposeImages}
            label={t('complaintDetails.replyImages')}
            imageLabel={(n) => t('complaintDetails.replyImage', { n })}
          />
        </section>
      )}
    </>
  );
}

/** A link without a problemId names no complaint: say so, send nothing, offer the list. */
export function ComplaintDetailsMissing() {
  return (
    <main className="page complaint-details">
      <h1 className="page__title">{t('complaintDetails.title')}</h1>
      <ErrorView title={t('complaintDetails.missingTitle')} message={t('complaintDetails.missingText')} />
      <p className="complaint-details__to-list">
        <Link to={linkWithSession(ROUTES.complaintList)}>{t('complaintDetails.toList')}</Link>
      </p>
    </main>
  );
}
