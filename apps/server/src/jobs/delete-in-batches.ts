import type { JobContext } from './job-definition.js';

/** Rows a sweep deletes per statement: short transactions that never hold up ingestion for long. */
export const sweepBatchSize = 1_000;

/** What one batch did: rows deleted, and whether nothing is left to delete. */
export interface DeletedBatch {
  deleted: number;
  exhausted: boolean;
}

/**
 * Calls `deleteBatch` until it says nothing is left (for a plain batch: it
 * deleted fewer than `batchSize` rows; see `deletedRows`), reporting
 * the running total as progress (which is also the cancel/stop checkpoint)
 * and giving way to ingestion between batches (`yieldToIngestion`: while
 * ingestion is busy the sweep slows down rather than competing with it).
 * Each batch commits on its own, so a stopped or failed sweep keeps what it
 * did and the next attempt carries on. Returns the rows deleted.
 */
export async function deleteInBatches(
  context: Pick<JobContext, 'reportProgress' | 'signal' | 'yieldToIngestion'>,
  deleteBatch: (batchSize: number) => Promise<DeletedBatch>,
  { batchSize = sweepBatchSize, what }: { batchSize?: number; what: string },
): Promise<number> {
  let deleted = 0;
  // Bounded: a table of a billion rows is 1,000,000 batches; the guard only stops a runaway loop.
  for (let batch = 0; batch < 1_000_000; batch += 1) {
    context.signal.throwIfAborted();
    const batchDone = await deleteBatch(batchSize);
    deleted += batchDone.deleted;
    await context.reportProgress({ done: deleted, message: `${deleted} ${what} deleted` });
    if (batchDone.exhausted) break;
    await context.yieldToIngestion();
  }
  return deleted;
}

/** A batch that deleted `count` rows of at most `batchSize`: the last one when it was short. */
export function deletedRows(count: number | bigint | undefined, batchSize: number): DeletedBatch {
  const deleted = Number(count ?? 0);
  return { deleted, exhausted: deleted < batchSize };
}
