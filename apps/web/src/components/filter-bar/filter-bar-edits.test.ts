import type { FilterBar } from '@lookout/filters';
import { describe, expect, it } from 'vitest';
import {
  addableFilters,
  addFilter,
  paramLabel,
  removeFilter,
  setFilterParam,
} from './filter-bar-edits';

const empty: FilterBar = { operator: 'AND', filters: [] };

describe('filter bar edits', () => {
  it('adds a filter at its catalogue defaults', () => {
    expect(addFilter(empty, 'duration').filters).toEqual([{ id: 'duration', params: ['gt', 5] }]);
    expect(addFilter(empty, 'tokens').filters[0]?.params).toEqual(['total', 'gt', 100]);
  });

  it('offers a once-per-bar filter only while the bar does not hold it', () => {
    const withModels = addFilter(empty, 'models');
    expect(addableFilters(empty).some((filter) => filter.id === 'models')).toBe(true);
    expect(addableFilters(withModels).some((filter) => filter.id === 'models')).toBe(false);
    expect(addFilter(withModels, 'models')).toBe(withModels);
    // Filters that may repeat stay available.
    const withTags = addFilter(empty, 'tags');
    expect(addFilter(withTags, 'tags').filters).toHaveLength(2);
  });

  it('never offers evaluation-only filters on the logs pages', () => {
    const ids = addableFilters(empty).map((filter) => filter.id);
    expect(ids).not.toContain('tone');
    expect(ids).toContain('string');
  });

  it('changes one parameter and removes one filter', () => {
    const bar = addFilter(addFilter(empty, 'cost'), 'status');
    expect(setFilterParam(bar, 0, 1, 2).filters[0]).toEqual({ id: 'cost', params: ['gt', 2] });
    expect(removeFilter(bar, 0).filters.map((filter) => filter.id)).toEqual(['status']);
  });

  it('names each editor after its filter and parameter', () => {
    expect(paramLabel('cost', { kind: 'number', label: 'Dollars', default: 0.1 })).toBe(
      'Cost dollars',
    );
    expect(paramLabel('models', { kind: 'multi-select', label: 'Models', source: 'models' })).toBe(
      'Models',
    );
  });
});
