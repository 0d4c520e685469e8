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

/** The columns of a stored run that say what its write leaves to settle. */
export interface RunLinkColumns {
  id: string;
  parent_run_id?: string | null;
  missing_parent_id?: string | null;
  thread_id?: string | null;
  user_id?: string | null;
  trace_id: string;
}

/**
 * What writing these rows leaves to settle, judgements aside: the writer's
 * answer for the rows it wrote, and the sweep's for the rows of a write whose
 * settle never finished.
 */
export function writtenRunsOf(rows: readonly RunLinkColumns[]): WrittenRuns {
  return {
    ...noWrittenRuns(),
    runIds: rows.map((row) => row.id),
    missingParentIds: rows.flatMap((row) => (row.missing_parent_id ? [row.missing_parent_id] : [])),
    threadIds: rows.flatMap((row) => (row.thread_id ? [row.thread_id] : [])),
    tracedRunIds: rows.flatMap((row) => (row.trace_id !== row.id ? [row.id] : [])),
    heritageRunIds: rows.flatMap((row) => [
      ...(row.thread_id || row.user_id ? [row.id] : []),
      ...(row.parent_run_id && !(row.thread_id && row.user_id) ? [row.parent_run_id] : []),
    ]),
    rootTraceIds: rows.flatMap((row) =>
      row.parent_run_id || row.missing_parent_id ? [] : [row.trace_id],
    ),
  };
}
