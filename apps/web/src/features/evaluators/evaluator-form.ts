import {
  type CreateEvaluatorBody,
  displayNameSchema,
  type Evaluator,
  type EvaluatorMode,
  type UpdateEvaluatorBody,
} from '@lookout/domain';
import {
  checkParamValue,
  type FilterBar,
  type FilterParam,
  type FilterParamValue,
  getFilterDefinition,
  parseFilterBar,
  serializeFilterBar,
  validateFilterBar,
} from '@lookout/filters';
import { paramLabel } from '../../components/filter-bar/filter-bar-edits';
import { defaultParamsOf } from './evaluator-types';

/** What the evaluator editor holds while the user types. */
export interface EvaluatorDraft {
  name: string;
  type: string;
  params: FilterParamValue[];
  mode: EvaluatorMode;
  /** The runs a realtime evaluator grades. */
  filters: FilterBar;
  /** Share of matching runs graded, in percent as typed (0–100). */
  samplePercent: string;
}

/** What is wrong with a draft, per field; empty when it can be saved. */
export interface EvaluatorDraftProblems {
  name?: string;
  type?: string;
  /** By parameter position. */
  params?: Record<number, string>;
  filters?: string;
  samplePercent?: string;
}

const emptyBar: FilterBar = { operator: 'AND', filters: [] };

/** A new evaluator: no type yet, manual, grading every matching run. */
export function newEvaluatorDraft(): EvaluatorDraft {
  return {
    name: '',
    type: '',
    params: [],
    mode: 'manual',
    filters: emptyBar,
    samplePercent: '100',
  };
}

/** The draft of a stored evaluator (missing trailing parameters at their defaults). */
export function draftOf(evaluator: Evaluator): EvaluatorDraft {
  const defaults = defaultParamsOf(evaluator.type);
  const params = defaults.map((fallback, index) => evaluator.params[index] ?? fallback);
  return {
    name: evaluator.name,
    type: evaluator.type,
    params: defaults.length > 0 ? params : [...evaluator.params],
    mode: evaluator.mode,
    filters: evaluator.filters ? parseFilterBar(evaluator.filters) : emptyBar,
    samplePercent: String(Math.round(evaluator.sampleRate * 100)),
  };
}

/** The draft with another type, its parameters reset to that type's defaults. */
export function withType(draft: EvaluatorDraft, type: string): EvaluatorDraft {
  return { ...draft, type, params: defaultParamsOf(type) };
}

/** Percent parameters take multiples of their step (5) between 0 and 100 (SPEC §5). */
function stepProblem(param: FilterParam, value: FilterParamValue, label: string): string | null {
  if (param.kind !== 'number' || param.unit !== '%' || !param.step) return null;
  if (typeof value !== 'number' || value % param.step === 0) return null;
  return `${label} must be a multiple of ${param.step}`;
}

function sampleProblem(text: string): string | undefined {
  if (text.trim() === '') return 'Enter a sample rate between 0 and 100 %';
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || value > 100) {
    return 'Sample rate must be between 0 and 100 %';
  }
  return undefined;
}

/** Checks a draft as the server would, so most mistakes show before saving. */
export function draftProblems(draft: EvaluatorDraft): EvaluatorDraftProblems {
  const problems: EvaluatorDraftProblems = {};
  const name = displayNameSchema.safeParse(draft.name);
  if (!name.success) problems.name = name.error.issues[0]?.message ?? 'Invalid name';
  const definition = getFilterDefinition(draft.type);
  if (!definition) {
    problems.type = draft.type ? `Unknown evaluation type '${draft.type}'` : 'Choose a type';
  } else {
    const params: Record<number, string> = {};
    for (const [index, param] of definition.params.entries()) {
      const value = draft.params[index];
      const label = paramLabel(definition.id, param);
      const problem =
        checkParamValue(param, value, label)?.message ??
        (value === undefined ? null : stepProblem(param, value, label));
      if (problem) params[index] = problem;
    }
    if (Object.keys(params).length > 0) problems.params = params;
  }
  const filterProblem = validateFilterBar(draft.filters, { context: 'logs' })[0];
  if (filterProblem) problems.filters = filterProblem.message;
  const sample = sampleProblem(draft.samplePercent);
  if (sample) problems.samplePercent = sample;
  return problems;
}

/** Whether a draft has no problem. */
export function isDraftValid(problems: EvaluatorDraftProblems): boolean {
  return Object.keys(problems).length === 0;
}

/** The body of `POST /v1/evaluators` for a valid draft. */
export function createBodyOf(draft: EvaluatorDraft): CreateEvaluatorBody {
  return {
    name: draft.name.trim(),
    type: draft.type,
    params: draft.params,
    mode: draft.mode,
    filters: serializeFilterBar(draft.filters),
    sampleRate: Number(draft.samplePercent) / 100,
  };
}

/** The body of `PATCH /v1/evaluators/{id}` for a valid draft (the type is fixed once created). */
export function updateBodyOf(draft: EvaluatorDraft): UpdateEvaluatorBody {
  const { type: _type, ...rest } = createBodyOf(draft);
  return rest;
}
