import { defineLookoutConfig } from '@lookout/vitest-config';

export default defineLookoutConfig();
