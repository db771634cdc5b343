import type { complaintForm as en } from '../en-IN/complaintForm';

export const complaintForm = {} satisfies Record<keyof typeof en, string>;
