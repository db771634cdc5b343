import { defineConfig, type UserConfig } from 'vite';
import base from './vite.config';

/**
 * The test run Stryker uses for one folder's mutants (scripts/mutants.mjs): only the tests that
 * guard that folder (MUTATION_TESTS, comma-separated globs), so each folder's run starts in seconds
 * rather than after the whole suite. A mutant another folder's tests would kill counts as survived
 * here: the score can only be lower than the truth, never higher.
 */
export default defineConfig(async (env) => {
  const config = (typeof base === 'function' ? await base(env) : base) as UserConfig & { test: Record<string, unknown> };
  const include = process.env.MUTATION_TESTS?.split(',') ?? (config.test.include as string[]);
  const setupFiles = [...((config.test.setupFiles as string[] | undefined) ?? []), 'tests/support/mutationWarmup.ts'];
  return { ...config, test: { ...config.test, include, setupFiles } };
});
