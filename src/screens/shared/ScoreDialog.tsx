import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ratingMachine } from '@machines/rating/rating.machine';
import { t } from '@/i18n';
import { Dialog, StarRating } from '@/ui';
import { DialogActions } from '@/ui/Dialog';
import { selectRating } from './ratingView';
import { shallowEqual } from './useScreen';

/** The dialog's words, as each page says them. */
export interface ScoreDialogText {
  title: string;
  prompt: string;
  /** The button that sends the score. */
  submit: string;
}

export interface ScoreDialogProps {
  /** A running rating machine (a screen's invoked child, or one started with useFlowActor). */
  actor: ActorRefFrom<typeof ratingMachine>;
  text: ScoreDialogText;
  /** The dialog's class and its prompt's, styled by the page that shows it. */
  className: string;
  promptClassName: string;
}

/**
 * A rating machine's dialog (§4: five stars, Cancel, Send), worded and styled by its page (the
 * complaint details' RatingDialog, the loan details' pop-up): open while the machine runs, closed
 * once it has rated or cancelled.
 */
export function ScoreDialog({ actor, text, className, promptClassName }: ScoreDialogProps) {
  const { open, score, busy } = useSelector(actor, selectRating, shallowEqual);
  const cancel = () => actor.send({ type: 'user.tapCancel' });

  return (
    <Dialog
      open={open}
      title={text.title}
      // Escape and a tap beside the dialog mean Cancel, except while the score is being sent.
      dismissible={!busy}
      onClose={cancel}
      className={className}
      actions={<DialogActions cancel={t('common.cancel')} onCancel={cancel}
        confirm={text.submit} onConfirm={() => actor.send({ type: 'user.tapSend' })} busy={busy} />}
    >
      <p className={promptClassName}>{text.prompt}</p>
      <StarRating value={score} readOnly={busy} onChange={(n) => actor.send({ type: 'user.chooseStar', score: n })} />
    </Dialog>
  );
}
