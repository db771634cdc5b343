import type { complaintList as en } from '../en-IN/complaintList';

export const complaintList = {} satisfies Record<keyof typeof en, string>;
