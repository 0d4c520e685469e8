import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { applyIngestionRules, loadIngestionRules } from './ingestion-rules.js';
import type { RunEvent } from './run-event.js';
import type { RunWriteQueue } from './run-write-queue.js';

/** Applies the project's rules and writes the events; resolves once they are committed. */
export async function storeEvents(
  ctx: { db: Kysely<Database>; runWriter: RunWriteQueue },
  target: { projectId: string; orgId: string },
  events: readonly RunEvent[],
): Promise<void> {
  if (events.length === 0) return;
  const rules = await loadIngestionRules(ctx.db, target.projectId);
  await ctx.runWriter.write(
    target.projectId,
    target.orgId,
    applyIngestionRules(events, rules),
    rules.conditionalDrops,
  );
}
