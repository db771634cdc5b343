/** Strings of the complaintList screen. */
export const complaintList = {} as const;
