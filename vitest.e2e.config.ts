import { defineConfig } from 'vitest/config';

/**
 * E2E tests drive a real Chromium against the builds scripts/e2e.mjs serves (the demo build; the
 * production build for tests/e2e/chain.e2e.ts), so they run in Node without the unit tests' jsdom
 * setup, one file at a time (one browser, 2 cores).
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
