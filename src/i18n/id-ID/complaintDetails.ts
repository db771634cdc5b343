import type { complaintDetails as en } from '../en-IN/complaintDetails';

export const complaintDetails = {} satisfies Record<keyof typeof en, string>;
