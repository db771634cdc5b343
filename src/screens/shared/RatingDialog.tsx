import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ratingMachine } from '@machines/rating/rating.machine';
import { t } from '@/i18n';
import { Button, Dialog, StarRating } from '@/ui';
import { selectRating } from './ratingView';
import { shallowEqual } from './useScreen';
import './RatingDialog.css';

export interface RatingDialogProps {
  /** A running rating machine (a screen's invoked child, or one started with useFlowActor). */
  actor: ActorRefFrom<typeof ratingMachine>;
}

/** The rating dialog (§4): open while its machine runs, closed once it has rated or cancelled. */
export function RatingDialog({ actor }: RatingDialogProps) {
  const { open, score, busy } = useSelector(actor, selectRating, shallowEqual);
  const cancel = () => actor.send({ type: 'user.tapCancel' });

  return (
    <Dialog
      open={open}
      title={t('complaintDetails.rating.title')}
      // Escape and a tap beside the dialog mean Cancel, except while the score is being sent.
      dismissible={!busy}
      onClose={cancel}
      className="rating-dialog"
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={cancel}>
            {t('common.cancel')}
          </Button>
          <Button busy={busy} onClick={() => actor.send({ type: 'user.tapSend' })}>
            {t('common.send')}
          </Button>
        </>
      }
    >
      <p className="rating-dialog__prompt">{t('complaintDetails.rating.prompt')}</p>
      <StarRating value={score} readOnly={busy} onChange={(n) => actor.send({ type: 'user.chooseStar', score: n })} />
    </Dialog>
  );
}
