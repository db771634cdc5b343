/**
 * The registration phone rule, one place per market (issue 19 §2, docs/spec-notes.md): the
 * page's machine and the demo backend (mocks/handlers/promotion.ts) both read it. §5/§9's
 * "1[3-9] plus 9 digits" is a mainland-China pattern no Indian or Indonesian number matches; it
 * is replaced by each market's own mobile numbers, accepted as people write them.
 *
 * - India: a 10-digit mobile number starting 6-9, typed bare or with +91, 91 or 0 in front;
 *   sent as the 10 digits ('+91 98450-31742' sends '9845031742').
 * - Indonesia: 08 followed by 8-11 digits, or the same number written +62 8... / 62 8...; sent in
 *   the 08... form ('+62 812-3456-7890' sends '081234567890').
 *
 * Spaces and dashes may stand anywhere between the digits; '+' only in front.
 */
export type PhoneMarket = 'IN' | 'ID';

/**
 * The longest text the field takes, per market: room for the written forms with the country code,
 * spaces and dashes ('+91 984-503-1742', '+62 812-3456-78901', '+62-812-3456-789-01').
 */
export const PHONE_MAX_LENGTH: Readonly<Record<PhoneMarket, number>> = { IN: 18, ID: 20 };

/** The characters a phone is written with; anything else typed is dropped as it is typed. */
const WRITTEN = /[^\d+\s-]/g;
const SEPARATORS = /[\s-]/g;

/** The digits as the market's numbers are written, the number itself in group 1. */
const PHONE_RULES: Readonly<Record<PhoneMarket, RegExp>> = {
  IN: /^(?:\+91|91|0)?([6-9]\d{9})$/,
  ID: /^(?:\+62|62|0)(8\d{8,11})$/,
};

/** How the number is sent, from the number the rule found. */
const SENT_FORM: Readonly<Record<PhoneMarket, (number: string) => string>> = {
  IN: (number) => number,
  ID: (number) => `0${number}`,
};

/** What the field keeps of a typed (or pasted) text: the characters of a phone, up to the market's length. */
export function phoneText(market: PhoneMarket, typed: string): string {
  return typed.replace(WRITTEN, '').slice(0, PHONE_MAX_LENGTH[market]);
}

/**
 * The number to send for a typed text, or null when it is not one of the market's mobile numbers:
 * India's 10 digits, Indonesia's 08... form.
 */
export function normalisePhone(market: PhoneMarket, typed: string): string | null {
  const compact = typed.trim().replace(SEPARATORS, '');
  const match = PHONE_RULES[market].exec(compact);
  return match ? SENT_FORM[market](match[1]!) : null;
}

export function isValidPhone(market: PhoneMarket, typed: string): boolean {
  return normalisePhone(market, typed) !== null;
}
