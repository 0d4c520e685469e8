/**
 * A check that could not grade its subject (no judge, a provider failure, an
 * answer the judge would not give in JSON, a missing expected output). The
 * message says what to do; `retryable` tells a job whether trying again later
 * may work.
 */
export class EvaluationError extends Error {
  override name = 'EvaluationError';
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}
