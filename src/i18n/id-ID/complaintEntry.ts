import type { complaintEntry as en } from '../en-IN/complaintEntry';

export const complaintEntry = {} satisfies Record<keyof typeof en, string>;
