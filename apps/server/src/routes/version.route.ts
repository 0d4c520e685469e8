import type { VersionResponse } from '@lookout/domain';
import { Hono } from 'hono';
import { serverVersion } from '../version.js';

/** `GET /v1/version`: which Lookout is running. */
export const versionRoute = new Hono().get('/version', (c) =>
  c.json({ version: serverVersion } satisfies VersionResponse),
);
