import type { FilterBar } from '@lookout/filters';
import { describe, expect, it } from 'vitest';
import {
  appliedFilterString,
  ignoredFilters,
  readFilterBar,
  withoutBrokenFilters,
  writeFilterBar,
} from './filter-bar-url';

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

describe('filters written by hand in the URL', () => {
  it.each<[string, FilterBar['filters'], { text: string; reason: string }[]]>([
    ['models=gpt-4.1', [{ id: 'models', params: [['gpt-4.1']] }], []],
    ['Status=Failed', [{ id: 'status', params: ['error'] }], []],
    ['cost>0.5', [{ id: 'cost', params: ['gt', 0.5] }], []],
    [
      'gpt-4.1',
      [],
      [
        {
          text: 'gpt-4.1',
          reason:
            '"gpt-4.1" names no filter: write name=value, such as status=error or models=gpt-4o',
        },
      ],
    ],
    ['colour=red', [], [{ text: 'colour=red', reason: 'Unknown filter "colour"' }]],
    [
      'cost=gt.abc',
      [],
      [{ text: 'cost=gt.abc', reason: '"abc" is not a number for Cost dollars' }],
    ],
    [
      'cost=gt.-1',
      [{ id: 'cost', params: ['gt', -1] }],
      [{ text: 'cost=gt.-1', reason: 'Cost dollars must be at least 0' }],
    ],
    [
      'models=a&models=b',
      [
        { id: 'models', params: [['a']] },
        { id: 'models', params: [['b']] },
      ],
      [{ text: 'models=b', reason: 'Models can be used only once in a filter bar' }],
    ],
    ['search=', [{ id: 'search', params: [''] }], []],
  ])('filters=%s', (text, filters, ignored) => {
    const params = new URLSearchParams({ filters: text });
    expect(readFilterBar(params).filters).toEqual(filters);
    expect(ignoredFilters(params)).toEqual(ignored);
  });

  it('dismissing keeps the filters that apply and drafts, and drops the broken ones', () => {
    const bar = readFilterBar(new URLSearchParams({ filters: 'status=error&cost=gt.-1&search=' }));
    expect(withoutBrokenFilters(bar).filters).toEqual([
      { id: 'status', params: ['error'] },
      { id: 'search', params: [''] },
    ]);
  });
});
