/**
 * Taps on a prerendered page before its screen has hydrated (issue 22): its buttons do nothing
 * until then, so the head's script (scripts/lib/prerenderPage.ts) keeps the buttons tapped, and
 * holds back a form's native submit (it would put what was typed into the address). It keeps them
 * until the screen has committed, not only until hydration starts: React drops a tap that lands on
 * a part it has not hydrated yet (a boundary still waiting for code), so while the keeping lasts
 * the tap never reaches React, and the screen taps it again once (App's ReplayTaps).
 * No import: the build reads the name too.
 */
export const PRE_TAPS = '__preTaps';

/** Ends the keeping (from here React hears the taps) and taps the kept buttons again, once, those still on the page. */
export function replayPreTaps(): void {
  const holder = globalThis as unknown as Record<string, unknown>;
  const kept = holder[PRE_TAPS];
  delete holder[PRE_TAPS];
  if (Array.isArray(kept)) for (const button of kept as HTMLElement[]) if (button.isConnected) button.click();
}
