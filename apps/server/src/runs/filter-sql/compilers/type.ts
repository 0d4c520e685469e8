import type { FilterParamsOf } from '@lookout/filters';
import type { RunCondition, RunExpressionBuilder } from '../run-condition.js';

/** The stored run types each choice covers; `convo` is the legacy name of `thread`. */
const runTypesOfChoice = {
  llm: ['llm'],
  agent: ['agent'],
  tool: ['tool'],
  thread: ['thread', 'convo'],
  chat: ['chat'],
} as const satisfies Record<Exclude<FilterParamsOf<'type'>[0], 'trace'>, readonly string[]>;

/**
 * Runs of one type. `trace` selects the roots of traces: runs without a
 * parent, whatever their type.
 */
export function compileTypeFilter(
  [type]: FilterParamsOf<'type'>,
  eb: RunExpressionBuilder,
): RunCondition {
  if (type === 'trace') return eb('run.parent_run_id', 'is', null);
  return eb('run.type', 'in', [...runTypesOfChoice[type]]);
}
