import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.LOOKOUT_API_URL ?? 'http://127.0.0.1:3333';

// In development Vite serves the app and forwards API calls to the server;
// in production the server serves the built files itself.
export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip copies beside each asset, served by the server as they are (no compression
    // work per request); source maps stay uncompressed.
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.map$/] }),
  ],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: Object.fromEntries(['^/v1/', '^/auth/', '^/api/'].map((prefix) => [prefix, apiTarget])),
  },
  build: {
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each page's module needs, read by
    // bench/web-bundle.mjs to add up the JavaScript of opening the app on a page.
    manifest: true,
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            // zod and the module that turns off its eval probe share one chunk, so the probe is
            // off before any other chunk can parse (a store that reads localStorage through a
            // schema at import time would otherwise probe first and trip the
            // Content-Security-Policy).
            {
              name: 'zod',
              test: (id) =>
                id.includes('/node_modules/zod/') || id.endsWith('/src/lib/zod-without-eval.ts'),
              priority: 2,
            },
            // The rest of what index.html loads (main.tsx and its static imports) is one chunk:
            // the first route loads all of it anyway, and a dozen small shared chunks cost more
            // gzipped, and in the table of every lazy chunk's dependencies, than their bytes.
            { name: 'first-route', tags: ['$initial'], priority: 1 },
            // Pages load with their route, but the modules they share would otherwise each be a
            // chunk of their own (one per set of pages using it: ~115 requests to open /logs on
            // an empty cache, over six connections). Three chunks hold them instead (issue 18):
            // the icons, what the signed-out screens need, and what two or more pages share.
            { name: 'icons', test: /@tabler[\\/]icons-react/ },
            {
              name: 'signed-out',
              test: /src[\\/]app[\\/](auth-layout|pages[\\/]auth-routes)\.tsx$/,
            },
            { name: 'common', minShareCount: 2 },
          ],
        },
      },
    },
  },
});
