import { defineLookoutConfig } from '@lookout/vitest-config';

// Story files import React and the built ui kit, but the checks only read
// their exports: no DOM is needed.
export default defineLookoutConfig({ test: { include: ['stories/**/*.test.ts'] } });
