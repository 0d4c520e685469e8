import { createRequire } from 'node:module';

// Read at run time so the built server reports the version it was released as.
const packageJson = createRequire(import.meta.url)('../package.json') as { version: string };

/** The version of this server package. */
export const serverVersion: string = packageJson.version;
