import {
  createDefaultFilter,
  type FilterDefinition,
  type FilterParamValue,
  getFilterDefinition,
  isFilterId,
} from '@lookout/filters';

/**
 * The checks an evaluator can perform, in the picker's order: the evaluation-only checks of the
 * filter catalogue, then the log filters usable in evaluations (the server refuses others).
 */
export const evaluatorTypeIds = [
  'assertion',
  'tone',
  'factualness',
  'guidelines',
  'similarity',
  'rouge',
  'sentiment',
  'regex',
  'json',
  'length',
  'string',
  'pii',
  'languages',
  'tokens',
  'cost',
  'duration',
] as const;
export type EvaluatorTypeId = (typeof evaluatorTypeIds)[number];

/** Checks graded by a judge model through the project's provider keys. */
const judgedTypes: ReadonlySet<string> = new Set([
  'assertion',
  'tone',
  'factualness',
  'guidelines',
]);

/** Whether an evaluator of `type` with `params` asks a model (similarity only with its AI algorithm). */
export function needsProvider(type: string, params: readonly FilterParamValue[] = []): boolean {
  if (type === 'similarity') return params[1] === undefined || params[1] === 'ai';
  return judgedTypes.has(type);
}

/** Whether any setting of a type asks a model (for the picker's badge). */
export function mayNeedProvider(type: string): boolean {
  return judgedTypes.has(type) || type === 'similarity';
}

/** Checks that compare the answer with an expected answer (dataset items carry one). */
const comparingTypes: ReadonlySet<string> = new Set(['factualness', 'similarity', 'rouge']);

/** Whether a check needs an expected answer, which production runs do not have. */
export function needsExpectedOutput(type: string): boolean {
  return comparingTypes.has(type);
}

/** The catalogue entries of the evaluator types, in picker order. */
export function evaluatorTypeDefinitions(): FilterDefinition[] {
  return evaluatorTypeIds.flatMap((id) => {
    const definition = getFilterDefinition(id);
    return definition ? [definition] : [];
  });
}

/** The display name of a type ('Tone'), or the id itself for a type the catalogue lacks. */
export function evaluatorTypeName(type: string): string {
  return getFilterDefinition(type)?.name ?? type;
}

/** A type's parameters at their catalogue defaults (percent 50, tone helpful…). */
export function defaultParamsOf(type: string): FilterParamValue[] {
  return isFilterId(type) ? createDefaultFilter(type).params : [];
}
