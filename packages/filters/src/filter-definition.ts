import type { FilterParam } from './filter-param.js';

/**
 * How a filter decides (SPEC §3): `basic` reads recorded fields, `smart`
 * computes a check on the text (regex, JSON, length, overlap scores), `ai`
 * needs a model or a detector.
 */
export type FilterKind = 'basic' | 'smart' | 'ai';

/** Where a filter bar is used: the logs pages (and saved views) or evaluations. */
export type FilterContext = 'logs' | 'evaluations';

/** One entry of the filter catalogue. */
export interface FilterDefinition {
  /** Written in the filter string before `=`. */
  readonly id: string;
  /** Shown in the filter picker and the bar. */
  readonly name: string;
  readonly kind: FilterKind;
  /** One line for the picker. */
  readonly description: string;
  /** Positional parameters, in the order the filter string writes them. */
  readonly params: readonly FilterParam[];
  /** The filter may appear at most once in a bar. */
  readonly onlyOncePerBar?: boolean;
  /** Offered only inside evaluations. */
  readonly evaluationOnly?: boolean;
  /** Hidden inside evaluations (see the README for why each one is). */
  readonly disabledInEvaluations?: boolean;
}
