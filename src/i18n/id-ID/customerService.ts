import type { customerService as en } from '../en-IN/customerService';

export const customerService = {} satisfies Record<keyof typeof en, string>;
