/** Strings of the complaintForm screen. */
export const complaintForm = {} as const;
