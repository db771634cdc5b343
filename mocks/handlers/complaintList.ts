import { paths } from '@/config';
import { db, type Complaint } from '../db';
import { ok, post } from '../respond';
import { isProcessing, typeTitle } from './complaints';

/** The complaint list (§7 problem-list): its three tabs. */

const COPY = {
  tabs: { IN: ['All', 'Processing', 'Processed'], ID: ['Semua', 'Diproses', 'Selesai'] },
} as const;

export const complaintListHandlers = [
  post(paths.app('/user-problem/problem-list'), (call) => {
    const all = db.complaints(call.market);
    const item = (c: Complaint) => ({ id: c.id, time: c.time, type: typeTitle(c.market, c.type), content: c.content });
    const [allTitle, processing, processed] = COPY.tabs[call.market];
    return ok({
      tabs: [
        { title: allTitle, list: all.map(item) },
        { title: processing, list: all.filter(isProcessing).map(item) },
        { title: processed, list: all.filter((c) => !isProcessing(c)).map(item) },
      ],
    });
  }),
];
