import { defineLookoutConfig } from '@lookout/vitest-config';

// The checks only read the story files' exports, but stories of web app
// components import the app's modules, some of which reach for `window` when
// loaded (the API client's stores, the query cache's focus listener).
export default defineLookoutConfig({
  test: { include: ['stories/**/*.test.ts'], environment: 'happy-dom' },
});
