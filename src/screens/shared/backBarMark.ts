/**
 * The attribute on the Back bar of a page (BackBar.tsx): framed, a prerendered page hides it and,
 * with nothing else to tap, loads no script (scripts/lib/prerenderPage.ts).
 */
export const BACK_BAR = 'data-back-bar';
