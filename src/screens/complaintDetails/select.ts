import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { complaintDetailsMachine } from '@machines/complaintDetails/complaintDetails.machine';
import type { ratingMachine } from '@machines/rating/rating.machine';
import { loadViewOf, type LoadView } from '../shared/loadView';

export interface ComplaintDetailsView {
  load: LoadView;
  /** The complaint is loaded and shown. */
  shown: boolean;
  /** Type and sub-type, the empty ones left out. */
  tags: readonly string[];
  /** The complaint's text, read-only: shown as text, with no counter (nothing there can be typed). */
  content: string;
  images: readonly string[];
  /** The 'Process Result' block shows: the reply has text or images. */
  hasResult: boolean;
  reply: string;
  replyImages: readonly string[];
  /** The stars given in this visit; 0 until rated. */
  score: number;
  /** The rating dialog's machine while it runs. */
  rating: ActorRefFrom<typeof ratingMachine> | null;
}

export function select(snapshot: SnapshotFrom<typeof complaintDetailsMachine>): ComplaintDetailsView {
  const detail = snapshot.matches('loaded') ? snapshot.context.detail : null;
  const reply = detail?.disposeDetail.trim() ?? '';
  const replyImages = detail?.disposeImages ?? [];
  const content = detail?.content ?? '';
  return {
    load: loadViewOf(snapshot),
    shown: detail !== null,
    tags: detail ? [detail.type, detail.sonType].filter((tag) => tag.trim() !== '') : [],
    content,
    images: detail?.images ?? [],
    hasResult: reply !== '' || replyImages.length > 0,
    reply,
    replyImages,
    score: snapshot.matches({ loaded: 'rated' }) ? snapshot.context.score : 0,
    rating: (snapshot.children.rating as ActorRefFrom<typeof ratingMachine> | undefined) ?? null,
  };
}
