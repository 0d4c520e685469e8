import type { DatabaseReadiness } from '@lookout/domain';
import { type Kysely, sql } from 'kysely';
import { isDatabaseUnavailable } from './database-unavailable.js';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';

/** A probe that takes longer than this counts as an unreachable database. */
const probeTimeoutMs = 2_000;

/** Kysely's migration table does not exist yet: the database is empty. */
const undefinedTable = '42P01';

/**
 * Whether the database answers and has every migration this server knows,
 * read from Kysely's migration table: what an orchestrator's readiness probe
 * needs before sending traffic.
 */
export async function checkReadiness(db: Kysely<Database>): Promise<DatabaseReadiness> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), probeTimeoutMs);
  });
  try {
    const applied = await Promise.race([
      sql<{ name: string }>`select name from kysely_migration`.execute(db),
      timedOut,
    ]);
    if (applied === 'timeout') return { database: 'unreachable', migrations: 'unknown' };
    const names = new Set(applied.rows.map((row) => row.name));
    const current = Object.keys(migrations).every((name) => names.has(name));
    return { database: 'reachable', migrations: current ? 'current' : 'pending' };
  } catch (error) {
    if (isDatabaseUnavailable(error)) return { database: 'unreachable', migrations: 'unknown' };
    if ((error as { code?: unknown }).code === undefinedTable)
      return { database: 'reachable', migrations: 'pending' };
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
