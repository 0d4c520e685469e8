import type { ServerContext } from '../../http/app-env.js';
import { applyIngestionRules, loadIngestionRules } from '../../rules/ingestion-rules.js';
import type { RunEvent } from '../run-event.js';
import type { IngestTarget } from './ingest-target.js';

/** Applies the project's rules and writes the events; resolves once they are committed. */
export async function storeEvents(
  ctx: ServerContext,
  target: Pick<IngestTarget, 'projectId' | 'orgId'>,
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
