import {
  createDefaultFilter,
  type Filter,
  type FilterParam,
  type FilterParamValue,
  filterCatalogue,
  getFilterDefinition,
  validateFilterBar,
} from '@lookout/filters';
import { describe, expect, it } from 'vitest';
import { all, openSeededTestRuns, selectedRunKeys } from '../../testing/filter-test-runs.js';
import { testDatabaseTargets } from '../../testing/test-databases.js';
import { filterCompilers } from './filter-compilers.js';

/**
 * Filters that match nothing on the seeded runs: enrichments (none stored
 * here; `compilers/enrichment-filters.test.ts` stores some) and evaluation
 * checks, whose results are not stored on runs.
 */
const notYetStored = [
  'topics',
  'toxicity',
  'languages',
  'pii',
  'sentiment',
  'assertion',
  'tone',
  'factualness',
  'guidelines',
  'similarity',
  'rouge',
];

/** A filled-in value for parameters a new filter leaves empty. */
function filledValue(param: FilterParam, value: FilterParamValue): FilterParamValue {
  if (param.kind === 'date') return '2024-05-02';
  if (param.kind === 'text') return 'a';
  if (param.kind === 'multi-select' && Array.isArray(value) && value.length === 0) {
    return 'options' in param ? [param.options[0]?.value ?? 'a'] : ['a'];
  }
  return value;
}

/** Every catalogue filter at its defaults, with empty parameters filled in. */
const filledFilters: Filter[] = filterCatalogue.map((definition) => {
  const { id, params } = createDefaultFilter(definition.id);
  return {
    id,
    params: definition.params.map((param, index) => filledValue(param, params[index] ?? '')),
  };
});

describe('filterCompilers', () => {
  it('has exactly one compiler per catalogue filter', () => {
    expect(Object.keys(filterCompilers).sort()).toEqual(
      filterCatalogue.map((definition) => definition.id).sort(),
    );
  });

  it('is tested with a valid filter of every id', () => {
    for (const filter of filledFilters) {
      const context = getFilterDefinition(filter.id)?.evaluationOnly ? 'evaluations' : 'logs';
      expect(validateFilterBar(all(filter), { context })).toEqual([]);
    }
  });
});

describe.each(testDatabaseTargets())('every filter compiles and runs on $kind', (target) => {
  const seeded = openSeededTestRuns(target);

  it.each(filledFilters.map((filter) => [filter.id, filter] as const))(
    '%s runs as SQL',
    async (id, filter) => {
      await expect(selectedRunKeys(seeded.db, seeded.projectId, all(filter))).resolves.toEqual(
        notYetStored.includes(id) ? [] : expect.any(Array),
      );
    },
  );
});
