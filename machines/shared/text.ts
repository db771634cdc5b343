/**
 * What a borrower types (issue 23 §3, docs/hardening.md "Form fields"): one rule for the free-text
 * fields whose text goes to a server (the complaint description, the chatbot's question) and for
 * what counts as empty in every required text field.
 */

/**
 * C0 control characters other than tab and line breaks, DEL and C1: invisible, never typed on a
 * phone's keyboard (they arrive by paste), and refused or cut short by many servers (a NUL ends a
 * C string and is refused in a PostgreSQL text). They are dropped as typed, so the field shows what
 * is sent. Emoji (ZWJ included), right-to-left text and marks, and zero-width spaces stay.
 */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

export const withoutControls = (text: string): string => text.replace(CONTROLS, '');

/** Spaces, line breaks, zero-width characters and direction marks: nothing a reader can see. */
const INVISIBLE = /[\s\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/** True when nothing in the text can be seen (§5 "must not be empty": a zero-width space alone is empty). */
export const isBlankText = (text: string): boolean => withoutControls(text).replace(INVISIBLE, '') === '';

/** At most `max` UTF-16 units (the unit of a counter and of maxLength), never ending in half of an emoji. */
export function clipUnits(text: string, max: number): string {
  const clipped = text.slice(0, max);
  return /[\ud800-\udbff]$/.test(clipped) ? clipped.slice(0, -1) : clipped;
}
