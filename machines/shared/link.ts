import { outputOf } from './load';

/**
 * An answer that hands the page a link to open (the wallet, a product jump, an apply, an agreement,
 * the confirmed loan's details). The binding has put the URL through safeUrl: null when it was
 * missing or unsafe, so a machine never opens an address it was not meant to.
 */
export type LinkResult = { ok: true; url: string | null } | { ok: false; message: string };

/** The link a done event's answer carries, or null when it was refused or has none usable. */
export function linkOf(event: unknown): string | null {
  const output = outputOf<LinkResult>(event);
  return output.ok ? output.url : null;
}

/** The guards of a link's answer, for a machine's `setup({ guards })`. */
export const linkGuards = {
  hasSafeUrl: ({ event }: { event: unknown }) => linkOf(event) !== null,
  /** Not a refusal (any answer with `ok`), whether or not it carries a link that can be opened. */
  isOk: ({ event }: { event: unknown }) => outputOf<{ ok: boolean }>(event).ok,
};

/** The words of the link guards (machines/shared/words.ts). */
export const LINK_WORDS = {
  guards: { hasSafeUrl: 'The answer carries a link that is safe to open', isOk: 'The server accepted (success code)' },
} as const;
