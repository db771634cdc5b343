import type { ActorRefFrom } from 'xstate';
import type { ratingMachine } from '@machines/rating/rating.machine';
import { t } from '@/i18n';
import { ScoreDialog } from './ScoreDialog';
import './RatingDialog.css';

export interface RatingDialogProps {
  /** A running rating machine (a screen's invoked child, or one started with useFlowActor). */
  actor: ActorRefFrom<typeof ratingMachine>;
}

/** The complaint's rating dialog (§4): five stars, Cancel and Send, in the complaint details' words. */
export function RatingDialog({ actor }: RatingDialogProps) {
  const text = { title: t('complaintDetails.rating.title'), prompt: t('complaintDetails.rating.prompt'), submit: t('common.send') };
  return <ScoreDialog actor={actor} text={text} className="rating-dialog" promptClassName="rating-dialog__prompt" />;
}
