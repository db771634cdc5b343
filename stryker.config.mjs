// Mutation testing (npm run test:mutants): do the tests kill what they claim to guard? Mutates the
// machines and the screens (bindings, selects, views); scripts/mutation-report.ts turns the JSON
// report into docs/mutation.md. Slow (well over 10 minutes on 2 cores): not part of .ci/run.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vite.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: ['machines/**/*.ts', '!machines/index.ts', 'src/screens/**/*.{ts,tsx}'],
  ignorePatterns: ['dist', '.e2e', 'docs', 'coverage', '.paths-coverage', 'reports', 'test-results'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 20000,
  reporters: ['progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
