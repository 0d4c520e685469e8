import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Slots a project's runs are spread over for writing. Every process uses the
 * same number (it is not a setting), so the events of one run always take the
 * same slot's lock, whichever process or lane writes them.
 */
export const runWriteSlots = 8;

/** The write slot of a run: a stable hash of its id. */
export function slotOfRun(runId: string): number {
  return stableHash(runId) % runWriteSlots;
}

/** FNV-1a of a string, unsigned 32 bits. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Holds, until `trx` ends, the locks of these write slots of a project: two
 * open transactions never merge events of one run without seeing each
 * other's rows, whichever lane or process wrote them (what relates runs
 * across slots, a parent and its child, a judgement and its run, is settled
 * after the commit: `settle-written-runs.ts`). Taken in slot order, and
 * callers go project by project in id order, so writers never deadlock on
 * these locks.
 */
export async function lockRunWriteSlots(
  trx: Transaction<Database>,
  projectId: string,
  slots: readonly number[],
): Promise<void> {
  const keys = [...new Set(slots)]
    .sort((a, b) => a - b)
    .map((slot) => `run-write:${projectId}:${slot}`);
  if (keys.length === 0) return;
  // One round trip; the locks are taken in the order of the keys.
  await sql`select count(pg_advisory_xact_lock(hashtextextended(ordered.key, 0)))
    from (select key from unnest(${keys}::text[]) with ordinality as k(key, n) order by n) ordered`.execute(
    trx,
  );
}
