// `pnpm start`: runs the built server in production mode, serving the web app
// and the API on one port with the embedded database unless DATABASE_URL is set.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    LOOKOUT_DATA_DIR: process.env.LOOKOUT_DATA_DIR ?? path.join(root, '.lookout'),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
