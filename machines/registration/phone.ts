/**
 * The registration phone rule of §5, one place per market: the page's machine and the demo
 * backend (mocks/handlers/promotion.ts) both read it. The spec's rule (11 digits, 1 then 3-9) is
 * a mainland-China mobile pattern (docs/spec-notes.md "Promotion register template"): both markets
 * use it as written until a market's own rule replaces its line here.
 */
export type PhoneMarket = 'IN' | 'ID';

/** §5: input limited to 11 characters. */
export const PHONE_MAX_LENGTH = 11;

export const PHONE_RULES: Readonly<Record<PhoneMarket, RegExp>> = {
  IN: /^1[3-9]\d{9}$/,
  ID: /^1[3-9]\d{9}$/,
};

export function isValidPhone(market: PhoneMarket, phone: string): boolean {
  return PHONE_RULES[market].test(phone);
}
