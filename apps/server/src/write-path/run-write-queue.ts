import type { Edition } from '@lookout/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { IngestPressure } from './ingest-pressure.js';
import type { ConditionalDrop } from './ingestion-rules.js';
import type { RunEvent } from './run-event.js';
import { RunWriteLane } from './run-write-lane.js';
import type { RunWriteOptionsLoader } from './run-write-options.js';
import { slotOfRun, stableHash } from './run-write-slots.js';

/** How the queue spreads writes; see {@link RunWriteQueue}. */
export interface RunWriteQueueOptions {
  /** Transactions written at the same time (PGlite has one connection: 1). */
  lanes?: number;
  /** Events above which a lane starts a new transaction. */
  maxEventsPerTransaction?: number;
  /** Plan event caps apply on cloud only; a self-hosted install has none (DESIGN §11). */
  edition?: Edition;
  /** Told when each write is handed over and when it settles, so background jobs can yield. */
  pressure?: Pick<IngestPressure, 'begin'>;
  /**
   * Whether this queue's one lane is the database's only writer (PGlite: one
   * process, one connection), so every transaction sees every earlier one and
   * no write needs settling after its commit.
   */
  onlyWriter?: boolean;
}

/**
 * The lane of a project's write slot: the project's slots go round the lanes
 * from a place its id picks, so every lane takes a share of a busy project
 * and of many small ones.
 */
export function laneOf(projectId: string, slot: number, lanes: number): number {
  return (stableHash(projectId) + slot) % lanes;
}

/**
 * Ingestion writes: a project's runs are spread over write slots
 * (`run-write-slots.ts`) and the slots over a few lanes, each lane a
 * group-commit loop (`RunWriteLane`) writing its own transactions, so one busy
 * project is written on every lane side by side. All events of one run go
 * through one slot, whose lock a transaction holds while it merges them: two
 * open transactions never merge the same run. Runs related across slots (a
 * child and its parent, a judgement and its run) are settled after each
 * commit (`settle-written-runs.ts`). A request answers once every part of it
 * is committed.
 */
export class RunWriteQueue {
  private readonly lanes: RunWriteLane[];
  private readonly pressure: Pick<IngestPressure, 'begin'> | undefined;

  constructor(
    db: Kysely<Database>,
    private readonly optionsFor: RunWriteOptionsLoader,
    {
      lanes = 1,
      maxEventsPerTransaction = 5_000,
      edition = 'cloud',
      pressure,
      onlyWriter = false,
    }: RunWriteQueueOptions = {},
  ) {
    this.pressure = pressure;
    this.lanes = Array.from(
      { length: Math.max(1, Math.floor(lanes)) },
      () =>
        new RunWriteLane(
          db,
          optionsFor,
          maxEventsPerTransaction,
          edition,
          !(onlyWriter && Math.floor(lanes) <= 1),
        ),
    );
  }

  /**
   * Writes `events` of a project, applying the project's filtering rules with
   * filters (`drops`); resolves once they are committed.
   */
  write(
    projectId: string,
    orgId: string,
    events: readonly RunEvent[],
    drops: readonly ConditionalDrop[] = [],
  ): Promise<void> {
    if (events.length === 0) return Promise.resolve();
    const byLane = new Map<number, RunEvent[]>();
    for (const event of events) {
      const lane = laneOf(projectId, slotOfRun(event.runId), this.lanes.length);
      const laneEvents = byLane.get(lane);
      if (laneEvents) laneEvents.push(event);
      else byLane.set(lane, [event]);
    }
    const end = this.pressure?.begin();
    const written = Promise.all(
      [...byLane].map(([index, laneEvents]) => {
        const lane = this.lanes[index];
        if (!lane) return Promise.reject(new Error('The run write queue has no such lane.'));
        return new Promise<void>((resolve, reject) => {
          lane.enqueue({ projectId, orgId, events: laneEvents, drops, resolve, reject });
        });
      }),
    ).then(() => undefined);
    if (!end) return written;
    return written.finally(end);
  }

  /** Forgets an org's cached prices, after its cost mappings change. */
  invalidateOrg(orgId: string): void {
    this.optionsFor.invalidate(orgId);
  }

  /** Waits until everything queued so far is written (for shutdown). */
  async drain(): Promise<void> {
    await Promise.all(this.lanes.map((lane) => lane.drain()));
  }
}
