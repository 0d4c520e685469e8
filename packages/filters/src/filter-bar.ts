import type { FilterId, FilterParamsOf } from './filter-catalogue.js';
import type { FilterParamValue } from './filter-param.js';

/** One filter of a bar: a catalogue id and its positional parameter values. */
export interface Filter {
  id: FilterId;
  params: FilterParamValue[];
}

/** A filter whose parameters are typed from the catalogue entry of `Id`. */
export interface TypedFilter<Id extends FilterId> {
  id: Id;
  params: FilterParamsOf<Id>;
}

/** How the filters of a bar combine: all must match (`AND`) or any may (`OR`). */
export type FilterBarOperator = 'AND' | 'OR';

/** A filter bar: filters combined by one operator (SPEC §3). */
export interface FilterBar {
  operator: FilterBarOperator;
  filters: Filter[];
}
