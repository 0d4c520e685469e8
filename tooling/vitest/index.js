import { defineConfig, mergeConfig } from 'vitest/config';

/**
 * Vitest settings shared by every workspace: the console reporter plus a JSON
 * report in `.reports/vitest.json`, which the repository test command sums up.
 */
export function defineLookoutConfig(overrides = {}) {
  return mergeConfig(
    defineConfig({
      test: {
        include: ['src/**/*.test.{ts,tsx}'],
        reporters: ['default', ['json', { outputFile: '.reports/vitest.json' }]],
        testTimeout: 20_000,
        hookTimeout: 60_000,
      },
    }),
    overrides,
  );
}
