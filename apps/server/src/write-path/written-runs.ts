/**
 * What one write left in the database, for `settleWrittenRuns` to check once
 * it is committed: another lane (or process) may have committed related runs
 * at the same time, which neither transaction could see.
 */
export interface WrittenRuns {
  /** Runs written. */
  runIds: string[];
  /** Parents that rows point at but that were not stored yet (`missing_parent_id`). */
  missingParentIds: string[];
  /** Threads the rows belong to. */
  threadIds: string[];
  /** Runs written that belong to another run's trace (their trace id is not their own id). */
  tracedRunIds: string[];
  /**
   * Runs whose descendants may lack the thread or end user these runs can
   * hand down: the runs written that have either, and the stored parents of
   * runs written without both.
   */
  heritageRunIds: string[];
  /** Traces led by root runs written. */
  rootTraceIds: string[];
  /** Runs whose judgements were left waiting in `pending_run_event`. */
  pendingRunIds: string[];
  /** Traces whose whole-trace judgements were left waiting. */
  pendingTraceIds: string[];
}

/** A write that changed nothing. */
export function noWrittenRuns(): WrittenRuns {
  return {
    runIds: [],
    missingParentIds: [],
    threadIds: [],
    tracedRunIds: [],
    heritageRunIds: [],
    rootTraceIds: [],
    pendingRunIds: [],
    pendingTraceIds: [],
  };
}
