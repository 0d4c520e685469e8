import type { DataWarehouseConnection, DataWarehouseConnectionStatus } from '@lookout/domain';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database, DataWarehouseConnectionTable } from '../db/schema.js';
import type { ProviderKeyCipher } from '../providers/provider-key-cipher.js';

type Db = Kysely<Database> | Transaction<Database>;
type ConnectionRow = Selectable<DataWarehouseConnectionTable>;

/** The associated data of a connection's sealed URL: a ciphertext moved to another row does not open. */
export const warehouseUrlBinding = (orgId: string, connectionId: string): string =>
  `data-warehouse:${orgId}:${connectionId}`;

/** The oldest change of the org's runs that a connection has not copied yet, or null. */
async function oldestPendingChange(db: Db, row: ConnectionRow): Promise<Date | null> {
  const result = await sql<{ at: Date | null }>`
    select min(r.changed_at) as at from run r
    where r.project_id in (select p.id from project p where p.org_id = ${row.org_id})
      and (r.changed_at, r.id) > (
        coalesce(${row.watermark_changed_at}::timestamptz, '-infinity'::timestamptz),
        coalesce(${row.watermark_run_id}::uuid, '00000000-0000-0000-0000-000000000000'::uuid))`.execute(
    db,
  );
  const at = result.rows[0]?.at;
  return at ? new Date(at) : null;
}

/** The browser's view of a connection: never the URL, only its target. */
async function toConnection(db: Db, row: ConnectionRow): Promise<DataWarehouseConnection> {
  const pending = await oldestPendingChange(db, row);
  const lagSeconds = pending ? Math.max(0, Math.round((Date.now() - pending.getTime()) / 1000)) : 0;
  return {
    id: row.id,
    orgId: row.org_id,
    name: row.name,
    target: row.target,
    status: row.status as DataWarehouseConnectionStatus,
    lastSyncAt: row.last_sync_at?.toISOString() ?? null,
    lagSeconds,
    syncedRuns: Number(row.synced_runs),
    lastError: row.last_error,
    lastErrorAt: row.last_error_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The org's connections, newest first. */
export async function listWarehouseConnections(
  db: Db,
  orgId: string,
): Promise<DataWarehouseConnection[]> {
  const rows = await db
    .selectFrom('data_warehouse_connection')
    .selectAll()
    .where('org_id', '=', orgId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return Promise.all(rows.map((row) => toConnection(db, row)));
}

/** One stored connection row of the org, or undefined. */
export function findWarehouseConnectionRow(
  db: Db,
  orgId: string,
  id: string,
): Promise<ConnectionRow | undefined> {
  return db
    .selectFrom('data_warehouse_connection')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** One connection of the org as the browser sees it, or undefined. */
export async function findWarehouseConnection(
  db: Db,
  orgId: string,
  id: string,
): Promise<DataWarehouseConnection | undefined> {
  const row = await findWarehouseConnectionRow(db, orgId, id);
  return row ? toConnection(db, row) : undefined;
}

/** Stores a tested connection, its URL sealed. */
export async function insertWarehouseConnection(
  db: Db,
  cipher: ProviderKeyCipher,
  orgId: string,
  input: { name: string; url: string; target: string },
): Promise<DataWarehouseConnection> {
  const id = crypto.randomUUID();
  const row = await db
    .insertInto('data_warehouse_connection')
    .values({
      id,
      org_id: orgId,
      name: input.name,
      target: input.target,
      encrypted_url: cipher.encrypt(input.url, warehouseUrlBinding(orgId, id)),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toConnection(db, row);
}

/**
 * Renames, pauses, resumes or re-points a connection. A new URL (already
 * tested) starts the copy over, since that database has none of the runs yet;
 * resuming clears the last error.
 */
export async function updateWarehouseConnection(
  db: Db,
  cipher: ProviderKeyCipher,
  row: ConnectionRow,
  input: {
    name?: string | undefined;
    status?: 'active' | 'paused' | undefined;
    url?: { url: string; target: string } | undefined;
  },
): Promise<DataWarehouseConnection> {
  const updated = await db
    .updateTable('data_warehouse_connection')
    .set({
      updated_at: new Date(),
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.status === 'active' ? { last_error: null, last_error_at: null } : {}),
      ...(input.url
        ? {
            target: input.url.target,
            encrypted_url: cipher.encrypt(input.url.url, warehouseUrlBinding(row.org_id, row.id)),
            // A different database has none of the runs yet: copy them all again.
            watermark_changed_at: null,
            watermark_run_id: null,
            last_error: null,
            last_error_at: null,
          }
        : {}),
    })
    .where('org_id', '=', row.org_id)
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toConnection(db, updated);
}

/** Deletes a connection; false when the org has none with that id. */
export async function deleteWarehouseConnection(
  db: Db,
  orgId: string,
  id: string,
): Promise<boolean> {
  const deleted = await db
    .deleteFrom('data_warehouse_connection')
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}
