import {
  checkParamValue,
  type FilterDefinition,
  type FilterParam,
  type FilterParamValue,
  getFilterDefinition,
} from '@lookout/filters';
import { compileUserRegex } from '../rules/user-regex.js';

/**
 * The filter ids that can grade an answer, as evaluator types and checklist
 * checks: the evaluation-only checks of the filter catalogue, then the
 * content and log filters that mean something for one model answer.
 */
export const evaluationCheckIds = [
  'assertion',
  'tone',
  'factualness',
  'guidelines',
  'similarity',
  'rouge',
  'regex',
  'json',
  'length',
  'string',
  'pii',
  'languages',
  'tokens',
  'cost',
  'duration',
  'sentiment',
] as const;

/** One check an evaluator or a checklist can run. */
export type EvaluationCheckId = (typeof evaluationCheckIds)[number];

const checkIds: ReadonlySet<string> = new Set(evaluationCheckIds);

/** Whether `id` names a check an evaluator or a checklist can run. */
export function isEvaluationCheckId(id: string): id is EvaluationCheckId {
  return checkIds.has(id);
}

/** The catalogue entry of a check (every check id is a filter id). */
export function checkDefinition(id: EvaluationCheckId): FilterDefinition {
  const definition = getFilterDefinition(id);
  if (!definition) throw new Error(`The filter catalogue has no entry for check ${id}`);
  return definition;
}

function defaultOf(param: FilterParam): FilterParamValue | undefined {
  if (param.kind === 'multi-select') {
    return 'default' in param && param.default ? [...param.default] : undefined;
  }
  if ('default' in param) return param.default;
  return undefined;
}

/**
 * The parameters with the catalogue defaults filled in for missing trailing
 * ones (a `guidelines` evaluator saved as `[]` reads `[50]`). Parameters
 * without a default (a regex pattern, an assertion) stay missing; an unknown
 * type answers the parameters as given.
 * @example withDefaultParams('similarity', [70]) // [70, 'ai']
 */
export function withDefaultParams(type: string, params: readonly unknown[]): unknown[] {
  const definition = isEvaluationCheckId(type) ? checkDefinition(type) : undefined;
  if (!definition) return [...params];
  const filled = [...params];
  for (let index = params.length; index < definition.params.length; index += 1) {
    const param = definition.params[index] as FilterParam;
    const fallback = defaultOf(param);
    if (fallback === undefined) break;
    filled.push(fallback);
  }
  return filled;
}

/** How messages name a parameter, as the filter bar's do: `Guidelines minimum score`, but `PII`. */
function paramSubject(checkName: string, param: FilterParam): string {
  return param.label === checkName ? checkName : `${checkName} ${param.label.toLowerCase()}`;
}

const listFormat = new Intl.ListFormat('en', { style: 'long', type: 'disjunction' });

/**
 * What is wrong with a check's type and parameters, in one sentence naming
 * the type or the parameter, or null when the check can run. Missing trailing
 * parameters with a default are fine (see `withDefaultParams`); percentages
 * go from 0 to 100 in steps of 5; a regex pattern must compile on the
 * linear-time engine the check runs it on.
 * @example describeCheckProblem('toxicity', []) // "Unknown evaluation type 'toxicity'. Use one of assertion, tone, …"
 * @example describeCheckProblem('guidelines', [42]) // 'Guidelines minimum score must be a multiple of 5 between 0 and 100'
 */
export function describeCheckProblem(type: string, params: unknown[]): string | null {
  if (!isEvaluationCheckId(type)) {
    return `Unknown evaluation type '${type}'. Use one of ${listFormat.format(evaluationCheckIds)}.`;
  }
  const definition = checkDefinition(type);
  if (!Array.isArray(params)) return `${definition.name} parameters must be a list`;
  if (params.length > definition.params.length) {
    const count = definition.params.length;
    return `${definition.name} takes ${count} parameter${count === 1 ? '' : 's'} (${definition.params
      .map((param) => param.label.toLowerCase())
      .join(', ')}), not ${params.length}`;
  }
  const filled = withDefaultParams(type, params);
  for (const [index, param] of definition.params.entries()) {
    const subject = paramSubject(definition.name, param);
    const value = filled[index];
    if (value === undefined) return `${subject} is missing`;
    const problem = checkParamValue(param, value, subject);
    if (problem) return problem.message;
    if (param.kind === 'number' && param.unit === '%' && (value as number) % 5 !== 0) {
      return `${subject} must be a multiple of 5 between 0 and 100`;
    }
    if (param.kind === 'number' && param.step === 1 && !Number.isInteger(value)) {
      return `${subject} must be a whole number`;
    }
  }
  if (type === 'regex') {
    const compiled = compileUserRegex(filled[2] as string);
    if (!compiled.ok) return `Regex pattern cannot be used: ${compiled.reason}`;
  }
  return null;
}
