// `pnpm start`: runs the built server in production mode, serving the web app
// and the API on one port with the embedded database unless DATABASE_URL is set.
//
// The server runs in this very process rather than in a child: Ctrl-C in a
// terminal reaches every process of the foreground group, so a parent that
// also forwarded the signal would deliver it to the server twice.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
process.env.NODE_ENV ??= 'production';
process.env.LOOKOUT_DATA_DIR ??= path.join(root, '.lookout');
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
