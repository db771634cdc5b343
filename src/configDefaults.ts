/**
 * The defaults of the VITE_* variables that the build reads too (vite.config.ts: where the HTML's
 * early requests go). No import.meta here: Node runs this file as well as the app.
 */
export const CONFIG_DEFAULTS = {
  apiBase: '/gw',
  service: 'loan-service',
} as const;
