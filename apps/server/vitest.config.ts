import { defineLookoutConfig } from '@lookout/vitest-config';

// Integration tests start real databases: PGlite takes seconds on 2 cores,
// so files run one at a time and hooks get generous time.
export default defineLookoutConfig({
  test: { fileParallelism: false, hookTimeout: 120_000, testTimeout: 60_000 },
});
