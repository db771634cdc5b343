import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ratingMachine } from '@machines/rating/rating.machine';
import { t } from '@/i18n';
import { Button, Dialog, StarRating } from '@/ui';
import { selectRating } from '../shared/ratingView';
import { shallowEqual } from '../shared/useScreen';
import type { LoanDetailsViewProps } from './LoanDetailsView';

interface PopupsProps {
  rating: ActorRefFrom<typeof ratingMachine> | null | undefined;
  thanksOpen: boolean;
  send: LoanDetailsViewProps['send'];
}

/** The loan-details pop-ups, loaded after the page: the rating and the thank-you. */
export default function Popups({ rating, thanksOpen, send }: PopupsProps) {
  return (
    <>
      {rating && <RatingDialog actor={rating} />}
      <Dialog
        open={thanksOpen}
        title={t('loanDetails.thanksTitle')}
        dismissible
        onClose={() => send({ type: 'user.closeThanks' })}
        actions={<Button onClick={() => send({ type: 'user.closeThanks' })}>{t('loanDetails.ok')}</Button>}
      >
        <p className="loan-details__thanks">{t('loanDetails.thanksText')}</p>
      </Dialog>
    </>
  );
}

/** The loan-details rating pop-up (§2: five stars, Cancel, Submit), run by the rating machine. */
function RatingDialog({ actor }: { actor: ActorRefFrom<typeof ratingMachine> }) {
  const { open, score, busy } = useSelector(actor, selectRating, shallowEqual);
  const cancel = () => actor.send({ type: 'user.tapCancel' });
  return (
    <Dialog
      open={open}
      title={t('loanDetails.ratingTitle')}
      dismissible={!busy}
      onClose={cancel}
      className="loan-details__rating"
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={cancel}>
            {t('common.cancel')}
          </Button>
          <Button busy={busy} onClick={() => actor.send({ type: 'user.tapSend' })}>
            {t('loanDetails.submit')}
          </Button>
        </>
      }
    >
      <p className="loan-details__rating-prompt">{t('loanDetails.ratingPrompt')}</p>
      <StarRating value={score} readOnly={busy} onChange={(n) => actor.send({ type: 'user.chooseStar', score: n })} />
    </Dialog>
  );
}
