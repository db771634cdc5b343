import { paths } from '@/config';
import { db, type Complaint } from '../db';
import { BAD_SCORE, fail, NOT_FOUND, ok, post } from '../respond';
import { isProcessing, sonTypeTitle, typeTitle } from './complaints';

/** Complaint details (§7): one complaint with its reply, and its rating. */

const COPY = {
  alreadyRated: { IN: 'This complaint has already been rated', ID: 'Keluhan ini sudah dinilai' },
  notAnswered: { IN: 'This complaint has no reply to rate yet', ID: 'Keluhan ini belum dibalas' },
} as const;

/**
 * What problem-detail says of rating: a complaint is offered for rating only once it has a reply
 * to rate; one still being processed answers '0' (nothing to rate) even while it is unrated.
 */
const ratingFlag = (c: Complaint) => (c.isScore === '1' && !isProcessing(c) ? '1' : '0');

export const complaintDetailsHandlers = [
  post(paths.app('/user-problem/problem-detail'), (call) => {
    const complaint = db.complaint(call.market, call.body.problemId ?? '');
    if (!complaint) return fail(call, '01', NOT_FOUND);
    return ok({
      type: typeTitle(complaint.market, complaint.type),
      sonType: sonTypeTitle(complaint.market, complaint.sonType),
      problemId: complaint.id,
      content: complaint.content,
      images: complaint.images,
      disposeDetail: complaint.disposeDetail,
      disposeImages: complaint.disposeImages,
      isScore: ratingFlag(complaint),
    });
  }),

  post(paths.app('/user-problem/save-score'), (call) => {
    const complaint = db.complaint(call.market, call.body.problemId ?? '');
    if (!complaint) return fail(call, '01', NOT_FOUND);
    const score = Number(call.body.score);
    if (!Number.isInteger(score) || score < 1 || score > 5) return fail(call, '01', BAD_SCORE);
    if (complaint.isScore !== '1') return fail(call, '01', COPY.alreadyRated);
    if (isProcessing(complaint)) return fail(call, '01', COPY.notAnswered);
    db.rateComplaint(complaint.id, score);
    return ok(null);
  }),
];
