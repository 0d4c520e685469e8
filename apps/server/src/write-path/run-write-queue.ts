import type { Edition } from '@lookout/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { IngestPressure } from './ingest-pressure.js';
import type { ConditionalDrop } from './ingestion-rules.js';
import type { RunEvent } from './run-event.js';
import { RunWriteLane } from './run-write-lane.js';
import type { RunWriteOptionsLoader } from './run-write-options.js';

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
}

/** The lane of a project: a stable hash of its id. */
export function laneOf(projectId: string, lanes: number): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < projectId.length; index += 1) {
    hash ^= projectId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % lanes;
}

/**
 * Ingestion writes: projects are spread over a few lanes, each lane a
 * group-commit loop (`RunWriteLane`) writing its own transactions, so busy
 * projects are written side by side. All writes of a project go through one
 * lane, one transaction at a time: a run's events, and a child and its
 * parent, are never merged by two open transactions that cannot see each
 * other's rows (which could lose a merge or a trace link).
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
    }: RunWriteQueueOptions = {},
  ) {
    this.pressure = pressure;
    this.lanes = Array.from(
      { length: Math.max(1, Math.floor(lanes)) },
      () => new RunWriteLane(db, optionsFor, maxEventsPerTransaction, edition),
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
    const lane = this.lanes[laneOf(projectId, this.lanes.length)] ?? this.lanes[0];
    if (!lane) return Promise.reject(new Error('The run write queue has no lane.'));
    const end = this.pressure?.begin();
    const written = new Promise<void>((resolve, reject) => {
      lane.enqueue({ projectId, orgId, events, drops, resolve, reject });
    });
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
