import { defineConfig } from 'vitest/config';

// The unit tests that pin token counting and pricing, and only those: `pnpm mutation` runs them
// once per mutant of tokens.ts and cost.ts, so the database-backed tests stay out.
export default defineConfig({
  test: {
    include: ['src/write-path/tokens.test.ts', 'src/write-path/cost.test.ts'],
    testTimeout: 20_000,
  },
});
