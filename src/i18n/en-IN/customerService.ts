/** Strings of the customerService screen. */
export const customerService = {} as const;
