import type { SnapshotFrom } from 'xstate';
import type { ratingMachine } from '@machines/rating/rating.machine';

/** What the rating dialog (§4) shows of its machine. */
export interface RatingView {
  /** Open while the machine runs; it closes once it has rated or been cancelled. */
  open: boolean;
  /** The stars filled, 0 before the first tap. */
  score: number;
  /** The score is on its way: stars, Send and Cancel wait. */
  busy: boolean;
}

export function selectRating(snapshot: SnapshotFrom<typeof ratingMachine>): RatingView {
  return { open: snapshot.status === 'active', score: snapshot.context.score, busy: snapshot.hasTag('busy') };
}
