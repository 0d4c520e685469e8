import type { FilterBar } from '@lookout/filters';
import { describe, expect, it } from 'vitest';
import { appliedFilterString, readFilterBar, writeFilterBar } from './filter-bar-url';

describe('filter bar in the URL', () => {
  it('round-trips a bar through the query string, keeping other parameters', () => {
    const bar: FilterBar = {
      operator: 'OR',
      filters: [
        { id: 'models', params: [['gpt-4o', 'claude-3.5-sonnet']] },
        { id: 'cost', params: ['gt', 0.1] },
        { id: 'metadata', params: ['env', 'a.b&c=d'] },
      ],
    };
    const params = writeFilterBar(new URLSearchParams('type=trace&sortField=cost'), bar);
    expect(params.get('type')).toBe('trace');
    expect(params.get('filters')).toBe(
      'OR&models=gpt-4o,claude-3%2E5-sonnet&cost=gt.0%2E1&metadata=env.a%2Eb%26c%3Dd',
    );
    const reloaded = new URLSearchParams(params.toString());
    expect(readFilterBar(reloaded)).toEqual(bar);
  });

  it('keeps half-filled filters across a reload but sends only complete ones', () => {
    const bar: FilterBar = {
      operator: 'AND',
      filters: [
        { id: 'search', params: [''] },
        { id: 'date', params: ['after', ''] },
        { id: 'status', params: ['error'] },
      ],
    };
    const params = new URLSearchParams(writeFilterBar(new URLSearchParams(), bar).toString());
    expect(readFilterBar(params)).toEqual(bar);
    expect(appliedFilterString(bar)).toBe('status=error');
  });

  it('leaves out values outside their bounds and repeated once-per-bar filters', () => {
    expect(
      appliedFilterString({
        operator: 'AND',
        filters: [
          { id: 'cost', params: ['gt', -1] },
          { id: 'status', params: ['success'] },
          { id: 'status', params: ['error'] },
        ],
      }),
    ).toBe('status=success');
  });

  it('removes the parameter for an empty bar and reads a missing one as empty', () => {
    const params = writeFilterBar(new URLSearchParams('filters=status%3Derror&type=llm'), {
      operator: 'OR',
      filters: [],
    });
    expect(params.toString()).toBe('type=llm');
    expect(readFilterBar(params)).toEqual({ operator: 'AND', filters: [] });
  });
});
