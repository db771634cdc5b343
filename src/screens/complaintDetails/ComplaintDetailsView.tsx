import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { complaintDetailsMachine } from '@machines/complaintDetails/complaintDetails.machine';
import { t } from '@/i18n';
import { ErrorView, StarRating } from '@/ui';
import { ImageViewer } from '@/ui/ImageViewer';
import { RatingDialog } from '../shared/RatingDialog';
import { ScreenPage, type ScreenViewProps } from '../shared/ScreenPage';
import type { ComplaintDetailsView as View } from './select';
import './complaintDetails.css';

export type ComplaintDetailsViewProps = ScreenViewProps<View, typeof complaintDetailsMachine>;

export function ComplaintDetailsView({ view, send }: ComplaintDetailsViewProps) {
  return (
    <ScreenPage className="page complaint-details" title={t('complaintDetails.title')}
      load={view.load} send={send} faultMessage={t('complaintDetails.loadFailed')}>
      {view.shown && <ComplaintDetail view={view} />}
      {view.score > 0 && (
        <section className="complaint-details__rated">
          <StarRating value={view.score} readOnly label={t('complaintDetails.yourRating')} />
          <p>{t('complaintDetails.thanks')}</p>
        </section>
      )}
      {view.rating && <RatingDialog actor={view.rating} />}
    </ScreenPage>
  );
}

function ComplaintDetail({ view }: { view: View }) {
  const typeId = useId();
  const contentId = useId();
  const resultId = useId();

  return (
    <>
      {view.tags.length > 0 && (
        <section className="complaint-details__block">
          <h2 id={typeId} className="complaint-details__label">
            {t('complaintDetails.problemType')}
          </h2>
          <ul className="complaint-details__tags" aria-labelledby={typeId}>
            {view.tags.map((tag) => (
              <li key={tag} className="complaint-details__tag">
                {tag}
              </li>
            ))}
          </ul>
        </section>
      )}
      {/* Read-only text reads as text: all of it, wrapped, not a greyed field cut at a few lines, and
          no 'n/200' counter, which belongs to a field being typed in. */}
      <section className="complaint-details__block" aria-labelledby={contentId}>
        <h2 id={contentId} className="complaint-details__label">
          {t('complaintDetails.content')}
        </h2>
        <p className="complaint-details__content">{view.content}</p>
      </section>
      {view.images.length > 0 && (
        <section className="complaint-details__block">
          <ImageViewer
            images={view.images}
            label={t('complaintDetails.images')}
            imageLabel={(n) => t('complaintDetails.image', { n })}
          />
        </section>
      )}
      {view.hasResult && (
        <section className="complaint-details__block complaint-details__result" aria-labelledby={resultId}>
          <h2 id={resultId} className="complaint-details__label">
            {t('complaintDetails.processResult')}
          </h2>
          {view.reply !== '' && <p className="complaint-details__reply">{view.reply}</p>}
          <ImageViewer
            images={view.replyImages}
            label={t('complaintDetails.replyImages')}
            imageLabel={(n) => t('complaintDetails.replyImage', { n })}
          />
        </section>
      )}
    </>
  );
}

/** A link without a problemId names no complaint: say so, send nothing, offer the list. */
export function ComplaintDetailsMissing({ listHref }: { listHref: string }) {
  return (
    <ScreenPage className="page complaint-details" title={t('complaintDetails.title')}>
      <ErrorView title={t('complaintDetails.missingTitle')} message={t('complaintDetails.missingText')} />
      <p className="complaint-details__to-list">
        <Link to={listHref}>{t('complaintDetails.toList')}</Link>
      </p>
    </ScreenPage>
  );
}
