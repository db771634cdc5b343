/**
 * Hostile text typed or pasted into a form field (issue 23 §3, the form-field part), shared by the
 * component test that puts each of them into every field of every screen
 * (tests/component/formInput.test.tsx; the fields are listed in docs/hardening.md).
 *
 * Each input is made for the field it goes into: `sample` is a value the field accepts (a question,
 * a phone number, a code), `max` the field's limit in UTF-16 units (the unit of the counter and of
 * `maxLength`; null for a field without one) and `filler` what an over-long text is made of. An
 * input that means nothing for a field (over the limit of a field without one) is null.
 */
export interface InputField {
  sample: string;
  max: number | null;
  filler: string;
}

export interface HostileInput {
  /** What the input tries, as a test name. */
  name: string;
  text: (field: InputField) => string | null;
}

const input = (name: string, text: HostileInput['text']): HostileInput => ({ name, text });

export const HOSTILE_INPUTS: readonly HostileInput[] = [
  // Over-long.
  input('one over the limit', ({ max, filler }) => (max === null ? null : filler.repeat(max + 1))),
  input('10 000 characters', ({ filler }) => filler.repeat(10_000)),
  // Emoji: surrogate pairs (2 UTF-16 units each), skin tone, ZWJ sequence, flag, keycaps.
  input('an emoji that would cross the limit', ({ max, filler }) => (max === null ? null : `${filler.repeat(max - 1)}😀`)),
  input('emoji: skin tone, ZWJ family, flag', ({ sample }) => `${sample} 👍🏽👨‍👩‍👧‍👦🇮🇳`),
  input('emoji only', () => '😀🎉'),
  input('keycap emoji (digits inside)', () => '1️⃣2️⃣3️⃣4️⃣5️⃣6️⃣'),
  // Right to left.
  input('Arabic text', () => 'أريد سداد القرض'),
  input('Arabic-Indic digits', () => '٩٨٤٥٠٣١٧٤٢'),
  input('Hebrew after the sample', ({ sample }) => `${sample} שלום`),
  input('right-to-left override', ({ sample }) => `\u202e${sample}`),
  // Control and invisible characters.
  input('NUL and BEL', ({ sample }) => `${sample}\u0000\u0007`),
  input('a tab inside', ({ sample }) => `${sample}\t${sample}`),
  input('CR LF inside', ({ sample }) => `${sample}\r\n${sample}`),
  input('a zero-width space after', ({ sample }) => `${sample}\u200b`),
  input('a zero-width space alone', () => '\u200b'),
  // Spaces.
  input('spaces around', ({ sample }) => `  ${sample}  `),
  input('spaces only', () => '   '),
  // Markup and quotes.
  input('HTML', ({ sample }) => `<script>alert(1)</script><b>${sample}</b>`),
  input('SQL-ish quotes', ({ sample }) => `${sample}' OR '1'='1'; -- "x"`),
];

/**
 * What a browser's field itself makes of a text (the HTML value sanitization, before the page sees
 * it): a single-line field drops line breaks, an e-mail field also leading and trailing spaces, a
 * textarea turns CR LF and CR into LF.
 */
export function browserValue(kind: 'text' | 'email' | 'textarea', typed: string): string {
  if (kind === 'textarea') return typed.replace(/\r\n?/g, '\n');
  const line = typed.replace(/[\r\n]/g, '');
  return kind === 'email' ? line.replace(/^[\t\f ]+|[\t\f ]+$/g, '') : line;
}

/**
 * Control characters a borrower's text never needs (C0 other than tab and line breaks, DEL, C1):
 * the complaint form and the chatbot drop them as typed (docs/hardening.md).
 */
// eslint-disable-next-line no-control-regex
export const withoutControls = (text: string): string => text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, '');

/** True when nothing in the text can be seen: spaces, line breaks, zero-width and direction marks only. */
export const looksBlank = (text: string): boolean => text.replace(/[\s\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g, '') === '';
