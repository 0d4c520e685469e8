import { defineLookoutConfig } from '@lookout/vitest-config';

export default defineLookoutConfig({
  // The theme's stylesheet is read as text by the contrast test (`theme.css?raw`); Vitest
  // blanks CSS it does not process.
  test: { environment: 'happy-dom', css: { include: [/theme\.css/] } },
});
