import { defineConfig } from 'vitest/config';

/**
 * E2E tests drive a real Chromium against the demo build served by scripts/e2e.mjs, so they run
 * in Node without the unit tests' jsdom setup, one file at a time (one preview server, 2 cores).
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
