import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import type { OutboundPrivateNetwork } from '../outbound/outbound-policy.js';
import { privateNetworkRefusal } from '../outbound/private-network-refused.js';
import type { ProviderKeyCipher } from '../providers/provider-key-cipher.js';
import { warehouseUrlBinding } from './data-warehouse.repository.js';
import {
  closeDestination,
  describeDestinationError,
  ensureDestinationTables,
  openDestination,
  upsertRuns,
  type WarehouseRun,
} from './warehouse-destination.js';

/** What the sync needs from the server. */
export interface WarehouseSyncDependencies {
  db: Kysely<Database>;
  providerKeyCipher: ProviderKeyCipher;
  /** Whether a destination may be at a private address (`refuse` on the cloud edition). */
  outboundPrivateNetwork: OutboundPrivateNetwork;
}

/** The sync's dependencies from the server's long-lived services. */
export function warehouseSyncDependencies(ctx: {
  db: Kysely<Database>;
  providerKeyCipher: ProviderKeyCipher;
  config: { outboundPrivateNetwork: OutboundPrivateNetwork };
}): WarehouseSyncDependencies {
  return {
    db: ctx.db,
    providerKeyCipher: ctx.providerKeyCipher,
    outboundPrivateNetwork: ctx.config.outboundPrivateNetwork,
  };
}

/** Runs copied per destination transaction. */
export const warehouseBatchSize = 500;

/** How one sync ended. */
export type WarehouseSyncResult =
  | { outcome: 'synced'; copied: number }
  | { outcome: 'skipped'; reason: 'missing' | 'paused' }
  /** The outbound policy refused the destination's address: recorded on the connection, not retried. */
  | { outcome: 'refused'; message: string };

type SourceRun = WarehouseRun & { watermark: string };

/**
 * The next batch of the org's runs changed after the watermark, in
 * `(changed_at, id)` order. Only changes older than every transaction still
 * open on this database are read: a run written by a transaction that has not
 * committed yet carries a `changed_at` at or after that transaction's start,
 * so it is never skipped by a watermark that moved past it meanwhile.
 */
async function readChangedRuns(
  db: Kysely<Database>,
  orgId: string,
  watermark: { changedAt: string | null; runId: string | null },
  limit: number,
): Promise<SourceRun[]> {
  const result = await sql<SourceRun>`
    with cutoff as (
      select least(
        clock_timestamp(),
        coalesce(
          (select min(a.xact_start) from pg_stat_activity a
           where a.datname = current_database() and a.pid <> pg_backend_pid()
             and a.xact_start is not null),
          'infinity'::timestamptz)) as at)
    select r.project_id, r.id, r.type, r.name, r.status, r.created_at, r.ended_at, r.duration_ms,
      r.parent_run_id, r.trace_id, r.thread_id, r.input, r.output, r.error, r.params, r.metadata,
      r.tags, r.user_id, r.user_props, r.model, r.prompt_tokens, r.completion_tokens,
      r.cached_prompt_tokens, r.total_tokens, r.cost, r.feedback, r.scores, r.template_version_id,
      r.is_public, r.ingested_at, r.changed_at as lookout_changed_at, r.changed_at::text as watermark
    from run r
    where r.project_id in (select p.id from project p where p.org_id = ${orgId})
      and (r.changed_at, r.id) > (
        coalesce(${watermark.changedAt}::timestamptz, '-infinity'::timestamptz),
        coalesce(${watermark.runId}::uuid, '00000000-0000-0000-0000-000000000000'::uuid))
      and r.changed_at < (select at from cutoff)
    order by r.changed_at, r.id
    limit ${limit}`.execute(db);
  return result.rows;
}

/** Drops the watermark column and sends timestamps as ISO strings. */
function toWarehouseRun({ watermark: _watermark, ...run }: SourceRun): WarehouseRun {
  const iso = (value: unknown) =>
    value instanceof Date ? value.toISOString() : value === null ? null : String(value);
  return {
    ...run,
    created_at: iso(run.created_at) ?? '',
    ended_at: iso(run.ended_at),
    ingested_at: iso(run.ingested_at) ?? '',
    lookout_changed_at: iso(run.lookout_changed_at) ?? '',
  };
}

/**
 * Copies the org's new and changed runs to one connection's database, batch
 * by batch: each batch is upserted in one destination transaction, and the
 * watermark moves past it only once that transaction committed. A failure
 * anywhere leaves the watermark at the last committed batch, so the next try
 * copies from there (an upsert again, never a second row); the failure is
 * recorded on the connection (status `error`) and thrown for the job runner
 * to retry with backoff. A connection paused meanwhile stops after its batch.
 */
export async function syncWarehouseConnection(
  deps: WarehouseSyncDependencies,
  connectionId: string,
  options: {
    signal?: AbortSignal;
    batchSize?: number;
    /** Called after each batch committed in the destination, with the runs copied so far. */
    onBatchCommitted?: (copied: number) => Promise<void>;
  } = {},
): Promise<WarehouseSyncResult> {
  const { db } = deps;
  const batchSize = options.batchSize ?? warehouseBatchSize;
  const row = await db
    .selectFrom('data_warehouse_connection')
    .selectAll()
    .where('id', '=', connectionId)
    .executeTakeFirst();
  if (!row) return { outcome: 'skipped', reason: 'missing' };
  if (row.status === 'paused') return { outcome: 'skipped', reason: 'paused' };
  let watermark = { changedAt: row.watermark_changed_at, runId: row.watermark_run_id };
  let copied = 0;
  try {
    const url = deps.providerKeyCipher.decrypt(
      row.encrypted_url,
      warehouseUrlBinding(row.org_id, row.id),
    );
    const client = await openDestination(url, deps.outboundPrivateNetwork);
    try {
      await ensureDestinationTables(client);
      for (;;) {
        options.signal?.throwIfAborted();
        const runs = await readChangedRuns(db, row.org_id, watermark, batchSize);
        if (runs.length === 0) break;
        await upsertRuns(client, runs.map(toWarehouseRun));
        const last = runs[runs.length - 1] as SourceRun;
        watermark = { changedAt: last.watermark, runId: last.id };
        copied += runs.length;
        const saved = await db
          .updateTable('data_warehouse_connection')
          .set({
            watermark_changed_at: watermark.changedAt,
            watermark_run_id: watermark.runId,
            synced_runs: sql`synced_runs + ${runs.length}`,
          })
          .where('id', '=', row.id)
          .returning('status')
          .executeTakeFirst();
        // Deleted or paused while copying: stop here, the copied batch is counted.
        if (!saved || saved.status === 'paused') break;
        await options.onBatchCommitted?.(copied);
        if (runs.length < batchSize) break;
      }
    } finally {
      await closeDestination(client);
    }
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const message = describeDestinationError(error, row.target).slice(0, 2000);
    await db
      .updateTable('data_warehouse_connection')
      .set({
        status: sql`case when status = 'paused' then status else 'error' end`,
        last_error: message,
        last_error_at: new Date(),
      })
      .where('id', '=', row.id)
      .execute();
    // Trying again cannot help until the URL or the server's policy changes; the sweep looks again each minute.
    if (privateNetworkRefusal(error)) return { outcome: 'refused', message };
    throw error;
  }
  await db
    .updateTable('data_warehouse_connection')
    .set({
      status: sql`case when status = 'error' then 'active' else status end`,
      last_sync_at: new Date(),
      last_error: null,
      last_error_at: null,
    })
    .where('id', '=', row.id)
    .execute();
  return { outcome: 'synced', copied };
}
