/**
 * Money between the pages and the server: the amounts, exact integer hundredths (./hundredths.ts,
 * every page that shows or sends money), and what the two pay pages hand each other, the pay method
 * and the address (./payAddress.ts). The build gives each flow its own copy of this module and of
 * payAddress.ts (vite.config.ts COPIED), so only the pay pages download the pay address.
 */
export * from './hundredths';
export * from './payAddress';
