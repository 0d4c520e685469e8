import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.LOOKOUT_API_URL ?? 'http://127.0.0.1:3333';

// In development Vite serves the app and forwards API calls to the server;
// in production the server serves the built files itself.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: Object.fromEntries(['^/v1/', '^/auth/', '^/api/'].map((prefix) => [prefix, apiTarget])),
  },
  build: { sourcemap: true },
});
