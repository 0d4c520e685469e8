import type { VersionResponse } from '@lookout/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { serverVersion } from '../version.js';

/** `GET /v1/version`: which Lookout is running, and its edition. */
export const versionRoute = new Hono<AppEnv>().get('/version', (c) =>
  c.json({ version: serverVersion, edition: c.var.ctx.config.edition } satisfies VersionResponse),
);
