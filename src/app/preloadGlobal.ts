// Relative imports only: the build's preload plugin (scripts/lib/routePreload.ts) reads this file too.
/** The name of the function the HTML's inline script leaves on `self` for the app's later screens. */
export const PRELOAD_GLOBAL = '__routePreload';
