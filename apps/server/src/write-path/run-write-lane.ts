import type { Edition } from '@lookout/domain';
import type { Kysely } from 'kysely';
import { isDatabaseUnavailable } from '../db/database-unavailable.js';
import type { Database } from '../db/schema.js';
import { sqlStateOf } from '../db/sql-state.js';
import { markOrgsOverEventCap, usageMonth } from './event-limit.js';
import type { ConditionalDrop } from './ingestion-rules.js';
import type { RunEvent } from './run-event.js';
import type { RunWriteOptionsLoader } from './run-write-options.js';
import { lockRunWriteSlots, slotOfRun } from './run-write-slots.js';
import { type RunWriteOptions, writeRunEvents } from './run-writer.js';
import { settleWrittenRuns } from './settle-written-runs.js';
import { forgetUnsettledWrite, recordUnsettledWrite } from './unsettled-writes.js';
import type { WrittenRuns } from './written-runs.js';

/** One ingestion request's accepted events (of one lane), waiting for their commit. */
export interface PendingWrite {
  projectId: string;
  orgId: string;
  events: readonly RunEvent[];
  drops: readonly ConditionalDrop[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for ingestion: requests that arrive while a transaction is
 * being written wait and are then written together in the next one, so load
 * makes transactions bigger instead of more numerous. Each request's promise
 * resolves only after its rows are committed. When a shared transaction fails,
 * its requests are retried one by one, so one bad request cannot fail the
 * others; when it fails because the database is unreachable, they are all
 * rejected at once.
 */
export class RunWriteLane {
  private pending: PendingWrite[] = [];
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly optionsFor: RunWriteOptionsLoader,
    private readonly maxEventsPerTransaction = 5_000,
    private readonly edition: Edition = 'cloud',
    /** Whether other writers may commit meanwhile (other lanes, other processes): then each write is settled. */
    private readonly settles = true,
  ) {}

  /** Queues a write; it settles once its rows are committed. */
  enqueue(write: PendingWrite): void {
    this.pending.push(write);
    this.flushing ??= this.flushLoop();
  }

  /** Waits until everything queued so far is written (for shutdown). */
  async drain(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  private async flushLoop(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const group = this.takeGroup();
        await this.writeGroup(group);
      }
    } finally {
      this.flushing = null;
      if (this.pending.length > 0) this.flushing = this.flushLoop();
    }
  }

  private takeGroup(): PendingWrite[] {
    const group: PendingWrite[] = [];
    let events = 0;
    while (this.pending.length > 0) {
      const next = this.pending[0];
      if (!next || (group.length > 0 && events + next.events.length > this.maxEventsPerTransaction))
        break;
      group.push(next);
      events += next.events.length;
      this.pending.shift();
    }
    return group;
  }

  private async writeGroup(group: PendingWrite[], attempt = 1): Promise<void> {
    try {
      // Read per-org options before the transaction: PGlite has one connection, which the transaction holds.
      const orgIds = [...new Set(group.map((write) => write.orgId))];
      const options = new Map(
        await Promise.all(
          orgIds.map(async (orgId) => [orgId, await this.optionsFor(orgId)] as const),
        ),
      );
      const written: {
        projectId: string;
        runs: WrittenRuns;
        options: RunWriteOptions;
        record: string | null;
      }[] = [];
      await this.db.transaction().execute(async (trx) => {
        for (const [key, writes] of groupByProject(group)) {
          const [projectId, orgId] = key.split('|') as [string, string];
          const events = writes.flatMap((write) => write.events);
          await lockRunWriteSlots(
            trx,
            projectId,
            events.map((event) => slotOfRun(event.runId)),
          );
          const projectOptions = {
            ...options.get(orgId),
            drops: uniqueDrops(writes.flatMap((write) => write.drops)),
          };
          const runs = await writeRunEvents(trx, projectId, events, projectOptions);
          // Committed with the rows: if this process stops before the settle ends, the sweep settles them.
          const record = this.settles
            ? await recordUnsettledWrite(trx, projectId, runs.runIds)
            : null;
          written.push({ projectId, runs, options: projectOptions, record });
        }
        await countUsage(trx, group, this.edition);
      });
      // Committed: acknowledged whatever the settling does, which only finishes links to runs
      // other lanes committed meanwhile.
      if (this.settles)
        for (const { projectId, runs, options: projectOptions, record } of written)
          await settleOrWarn(async () => {
            await settleWrittenRuns(this.db, projectId, runs, projectOptions);
            if (record) await forgetUnsettledWrite(this.db, projectId, record);
          }, projectId);
      for (const write of group) write.resolve();
    } catch (error) {
      // Lanes of one project lock some of each other's rows (a parent's
      // children, a thread, a trace's root): PostgreSQL may end one
      // transaction to break a deadlock. Nothing of it was committed: again.
      if (isLockConflict(error) && attempt < lockConflictAttempts) {
        await new Promise((resolve) => setTimeout(resolve, 10 * attempt));
        await this.writeGroup(group, attempt + 1);
        return;
      }
      // Nothing of the group was acknowledged. With the database gone, retrying
      // each request alone would only fail again: all answer 503 now, and the
      // lane goes on with the groups queued behind.
      if (group.length === 1 || isDatabaseUnavailable(error)) {
        for (const write of group) write.reject(error);
        return;
      }
      for (const write of group) await this.writeGroup([write]);
    }
  }
}

/** Attempts at a transaction or a settle that PostgreSQL ends to break a deadlock. */
const lockConflictAttempts = 5;

/** A deadlock's victim or a serialization failure: the same work may simply be done again. */
function isLockConflict(error: unknown): boolean {
  const code = sqlStateOf(error);
  return code === '40P01' || code === '40001';
}

/**
 * Settles a committed write: a deadlock with another lane's statements (its
 * steps lock rows other lanes write) is tried again, it is idempotent; any
 * other failure is logged, the rows themselves are committed (and the sweep
 * settles them later: their write's record stays).
 */
async function settleOrWarn(settle: () => Promise<void>, projectId: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await settle();
      return;
    } catch (error) {
      if (isLockConflict(error) && attempt < lockConflictAttempts) {
        await new Promise((resolve) => setTimeout(resolve, 10 * attempt));
        continue;
      }
      console.warn(
        `Could not settle the links of runs just written (project ${projectId}): ${error instanceof Error ? error.message : String(error)}`,
      );
      return;
    }
  }
}

function groupByProject(group: PendingWrite[]): Map<string, PendingWrite[]> {
  const byProject = new Map<string, PendingWrite[]>();
  // Projects in a fixed order, so concurrent processes lock rows in the same order.
  for (const write of [...group].sort((a, b) => (a.projectId < b.projectId ? -1 : 1))) {
    const key = `${write.projectId}|${write.orgId}`;
    byProject.set(key, [...(byProject.get(key) ?? []), write]);
  }
  return byProject;
}

/** The drops of a project's writes, each once (they were read from the same rules). */
function uniqueDrops(drops: readonly ConditionalDrop[]): ConditionalDrop[] {
  const byKey = new Map(drops.map((drop) => [JSON.stringify(drop), drop]));
  return [...byKey.values()];
}

/** Counts ingested events per org and month, for plan limits (usage is shown on both editions). */
async function countUsage(
  trx: Kysely<Database>,
  group: PendingWrite[],
  edition: Edition,
): Promise<void> {
  const perOrg = new Map<string, number>();
  for (const write of group)
    perOrg.set(write.orgId, (perOrg.get(write.orgId) ?? 0) + write.events.length);
  const month = usageMonth();
  await trx
    .insertInto('org_usage')
    .values(
      [...perOrg]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([orgId, events]) => ({ org_id: orgId, month, events })),
    )
    .onConflict((conflict) =>
      conflict
        .columns(['org_id', 'month'])
        .doUpdateSet((eb) => ({ events: eb('org_usage.events', '+', eb.ref('excluded.events')) })),
    )
    .execute();
  if (edition === 'cloud') await markOrgsOverEventCap(trx, [...perOrg.keys()], month);
}
