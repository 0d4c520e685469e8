import type { Selectable } from 'kysely';
import type { RunTable } from '../db/schema.js';
import type { EvaluationSubject } from './check-engine.js';

/** The run columns a check reads. */
export type GradedRunRow = Pick<
  Selectable<RunTable>,
  | 'id'
  | 'input'
  | 'output'
  | 'prompt_tokens'
  | 'completion_tokens'
  | 'total_tokens'
  | 'cost'
  | 'duration_ms'
>;

/** What a production run gives a check: its input and output as stored, no expected answer. */
export function runSubject(run: GradedRunRow): EvaluationSubject {
  return {
    input: run.input ?? null,
    output: run.output ?? null,
    expectedOutput: null,
    promptTokens: run.prompt_tokens,
    completionTokens: run.completion_tokens,
    totalTokens:
      run.total_tokens ??
      (run.prompt_tokens !== null || run.completion_tokens !== null
        ? (run.prompt_tokens ?? 0) + (run.completion_tokens ?? 0)
        : null),
    cost: run.cost,
    durationMs: run.duration_ms,
  };
}
