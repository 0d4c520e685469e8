import { defineLookoutConfig } from '@lookout/vitest-config';

export default defineLookoutConfig({
  test: { environment: 'happy-dom', setupFiles: ['src/testing/setup.ts'] },
});
