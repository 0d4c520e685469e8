/**
 * Mutation testing of token counting and pricing (`pnpm --filter @lookout/server mutation`):
 * Stryker changes tokens.ts and cost.ts one small edit at a time and runs their unit tests;
 * a mutant the tests do not notice is a behaviour nobody pins.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: ['src/write-path/tokens.ts', 'src/write-path/cost.ts'],
  coverageAnalysis: 'perTest',
  // Two shared cores: one test process leaves room for everything else.
  concurrency: 1,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: '.reports/mutation/index.html' },
  jsonReporter: { fileName: '.reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 80, break: 90 },
};
