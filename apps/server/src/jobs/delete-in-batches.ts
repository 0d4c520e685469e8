import type { JobContext } from './job-definition.js';

/** Rows a sweep deletes per statement: short transactions that never hold up ingestion for long. */
export const sweepBatchSize = 1_000;

/**
 * Calls `deleteBatch` until it deletes fewer than `batchSize` rows, reporting
 * the running total as progress (which is also the cancel/stop checkpoint).
 * Each batch commits on its own, so a stopped or failed sweep keeps what it
 * did and the next attempt carries on. Returns the rows deleted.
 */
export async function deleteInBatches(
  context: Pick<JobContext, 'reportProgress' | 'signal'>,
  deleteBatch: (batchSize: number) => Promise<number>,
  { batchSize = sweepBatchSize, what }: { batchSize?: number; what: string },
): Promise<number> {
  let deleted = 0;
  // Bounded: a table of a billion rows is 1,000,000 batches; the guard only stops a runaway loop.
  for (let batch = 0; batch < 1_000_000; batch += 1) {
    context.signal.throwIfAborted();
    const count = await deleteBatch(batchSize);
    deleted += count;
    await context.reportProgress({ done: deleted, message: `${deleted} ${what} deleted` });
    if (count < batchSize) break;
  }
  return deleted;
}
