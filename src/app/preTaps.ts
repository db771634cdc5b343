/**
 * Taps on a prerendered page before React listens (issue 22): its buttons do nothing until the page
 * has hydrated, so the head's script (scripts/lib/prerenderPage.ts) keeps the buttons tapped, and
 * holds back a form's native submit (it would put what was typed into the address). The entry takes
 * them as it hydrates, and the screen taps them again once it has hydrated (App's ReplayTaps).
 * No import: the build reads the name too.
 */
export const PRE_TAPS = '__preTaps';

let pending: HTMLElement[] = [];

/** Ends the keeping (from here React hears the taps) and holds what was kept. */
export function takePreTaps(): void {
  const holder = globalThis as unknown as Record<string, unknown>;
  const kept = holder[PRE_TAPS];
  delete holder[PRE_TAPS];
  pending = Array.isArray(kept) ? (kept as HTMLElement[]) : [];
}

/** Taps the kept buttons again, once, those still on the page. */
export function replayPreTaps(): void {
  const taps = pending;
  pending = [];
  for (const button of taps) if (button.isConnected) button.click();
}
