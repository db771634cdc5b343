/** Strings of the complaintEntry screen. */
export const complaintEntry = {} as const;
