import { idSchema } from '@lookout/domain';
import { z } from 'zod';
import { defineJob } from '../jobs/job-definition.js';
import { enqueueJob } from '../jobs/job-queue.js';
import { syncWarehouseConnection, type WarehouseSyncDependencies } from './warehouse-sync.js';

/** The dedupe key of a connection's sync: one queued or running at a time. */
export const warehouseSyncDedupeKey = (connectionId: string) => `warehouse.sync:${connectionId}`;

/**
 * One connection's incremental copy (`syncWarehouseConnection`), background
 * work that yields to ingestion. A failure (the destination down) is
 * retried with the runner's backoff; the watermark keeps what was committed.
 */
export function warehouseSyncJob(deps: WarehouseSyncDependencies) {
  return defineJob({
    payload: z.object({ connectionId: idSchema }),
    maxAttempts: 5,
    yieldsToIngestion: true,
    run: async ({ connectionId }, context) => {
      const result = await syncWarehouseConnection(deps, connectionId, {
        signal: context.signal,
        onBatchCommitted: (copied) =>
          context.reportProgress({ done: copied, message: `${copied} runs copied` }),
      });
      await context.reportProgress({
        done: result.outcome === 'synced' ? result.copied : 0,
        message:
          result.outcome === 'synced'
            ? `${result.copied} runs copied`
            : result.outcome === 'refused'
              ? `refused: ${result.message}`
              : `skipped: connection ${result.reason}`,
      });
    },
  });
}

/** The job kinds of the warehouse sync, for the server's registry. */
export function warehouseJobs(deps: WarehouseSyncDependencies) {
  const syncs = { 'warehouse.sync': warehouseSyncJob(deps) };
  return {
    ...syncs,
    /** Every minute, queues a sync of each connection that is not paused (one per connection). */
    'warehouse.sweep': defineJob({
      payload: z.object({}),
      every: { seconds: 60 },
      yieldsToIngestion: true,
      run: async (_payload, context) => {
        const connections = await deps.db
          .selectFrom('data_warehouse_connection')
          .select(['id', 'org_id'])
          .where('status', '<>', 'paused')
          .orderBy('id')
          .execute();
        let queued = 0;
        for (const connection of connections) {
          const job = await enqueueWarehouseSync(deps, syncs, connection);
          if (job) queued += 1;
        }
        await context.reportProgress({
          done: connections.length,
          total: connections.length,
          message: `${queued} warehouse syncs queued`,
        });
      },
    }),
  };
}

/** Queues a sync of one connection now, unless one is already queued or running. */
export function enqueueWarehouseSync(
  deps: Pick<WarehouseSyncDependencies, 'db'>,
  registry: { 'warehouse.sync': ReturnType<typeof warehouseSyncJob> },
  connection: { id: string; org_id: string },
) {
  return enqueueJob(
    deps.db,
    registry,
    'warehouse.sync',
    { connectionId: connection.id },
    { orgId: connection.org_id, dedupeKey: warehouseSyncDedupeKey(connection.id) },
  );
}
