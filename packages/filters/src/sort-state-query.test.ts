import { describe, expect, it } from 'vitest';
import { parseSortState, serializeSortState } from './sort-state-query.js';

/** The platform's URLSearchParams (this pure package compiles without DOM or Node types). */
const { URLSearchParams } = globalThis as unknown as {
  URLSearchParams: new (
    init: string | Record<string, string>,
  ) => { get(name: string): string | null };
};

describe('sort state in the query string', () => {
  it('leaves defaults out of the URL', () => {
    expect(serializeSortState({ sortField: 'createdAt', sortDirection: 'desc' })).toEqual({});
    expect(serializeSortState({ sortField: 'cost', sortDirection: 'desc' })).toEqual({
      sortField: 'cost',
    });
    expect(serializeSortState({ sortField: 'createdAt', sortDirection: 'asc' })).toEqual({
      sortDirection: 'asc',
    });
  });

  it('reads back what it writes', () => {
    for (const sort of [
      { sortField: 'createdAt', sortDirection: 'desc' },
      { sortField: 'duration', sortDirection: 'asc' },
      { sortField: 'cost', sortDirection: 'desc' },
    ] as const) {
      const query = new URLSearchParams(serializeSortState(sort));
      expect(parseSortState(query)).toEqual(sort);
    }
  });

  it.each([
    ['', { sortField: 'createdAt', sortDirection: 'desc' }],
    ['sortField=cost&sortDirection=asc', { sortField: 'cost', sortDirection: 'asc' }],
    ['sortDirection=sideways', { sortField: 'createdAt', sortDirection: 'desc' }],
    ['sortDirection=ASC', { sortField: 'createdAt', sortDirection: 'desc' }],
    ['sortField=&sortDirection=asc', { sortField: 'createdAt', sortDirection: 'asc' }],
  ])('reads %j', (query, sort) => {
    expect(parseSortState(new URLSearchParams(query))).toEqual(sort);
  });

  it('falls back to the default field outside the allowed fields', () => {
    const fields = ['createdAt', 'cost', 'duration'];
    expect(parseSortState({ sortField: 'password', sortDirection: 'asc' }, { fields })).toEqual({
      sortField: 'createdAt',
      sortDirection: 'asc',
    });
    expect(parseSortState({ sortField: 'cost' }, { fields }).sortField).toBe('cost');
  });

  it('reads plain records, taking the first of repeated values', () => {
    expect(parseSortState({ sortField: ['tokens', 'cost'], sortDirection: undefined })).toEqual({
      sortField: 'tokens',
      sortDirection: 'desc',
    });
  });
});
