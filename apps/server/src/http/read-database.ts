import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { AppEnv } from './app-env.js';

/** How long after a change a browser's reads go to the primary, past any replica lag. */
export const readYourWritesSeconds = 10;

/** Set on a change's answer: while present, the caller's reads skip the replica. */
export const readPrimaryCookie = 'lookout_read_primary';

/**
 * The database a list, search, analytics or export read uses: the read replica
 * when there is one, unless the caller changed something moments ago (their
 * browser then holds `readPrimaryCookie`) and must read what they wrote. A
 * caller may also ask for the primary with `Lookout-Read-Consistency: primary`
 * (an API script that lists what it just sent). Reads of one record and every
 * write use `ctx.db`.
 */
export function readerFor(c: Context<AppEnv>): Kysely<Database> {
  const { db, reader } = c.var.ctx;
  if (reader === db) return db;
  if (getCookie(c, readPrimaryCookie)) return db;
  if (c.req.header('lookout-read-consistency')?.toLowerCase() === 'primary') return db;
  return reader;
}

/** Marks a successful change, so the caller's next reads see it (see `readerFor`). */
export function rememberWrite(c: Context<AppEnv>): void {
  if (c.var.ctx.reader === c.var.ctx.db) return;
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return;
  if (c.res.status >= 400) return;
  setCookie(c, readPrimaryCookie, '1', {
    path: '/',
    maxAge: readYourWritesSeconds,
    httpOnly: true,
    sameSite: 'Lax',
  });
}
