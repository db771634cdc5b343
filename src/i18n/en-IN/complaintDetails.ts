/** Strings of the complaintDetails screen. */
export const complaintDetails = {} as const;
