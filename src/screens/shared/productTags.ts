/**
 * §2, §9: only the first two product cards show their tags (the recommended list, the
 * joint-login-failure page and loan details alike). A module of its own so loan details reads it
 * without loading the recommended list's machine.
 */
export const TAGGED_CARDS = 2;
