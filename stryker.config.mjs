// Mutation testing (npm run test:mutants): do the tests kill what they claim to guard? Mutates the
// machines and the screens (bindings, selects, views), one folder at a time (scripts/mutants.mjs);
// scripts/mutation-report.ts turns the JSON reports into docs/mutation.md. Slow (about an hour on
// 2 cores): not part of .ci/run.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: ['machines/**/*.ts', '!machines/index.ts', 'src/screens/**/*.{ts,tsx}', '!src/screens/**/*strings*.ts'],
  ignorePatterns: ['dist', '.e2e', 'docs', 'coverage', '.paths-coverage', 'reports', 'test-results'],
  coverageAnalysis: 'perTest',
  // Static mutants (the machines' configuration objects, evaluated once at import) would each rerun
  // the whole suite: about 1,100 of them, some 18 hours on 2 cores. A changed target or state name there is
  // caught by the path harness instead, which checks every transition a path takes.
  ignoreStatic: true,
  concurrency: 2,
  timeoutMS: 20000,
  reporters: ['progress', 'json'],
  jsonReporter: { fileName: process.env.MUTATION_REPORT ?? 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
