import { describe, expect, it } from 'vitest';
import { readDatasetListQuery, writeDatasetListQuery } from './dataset-list-query';

describe('dataset list query', () => {
  it('defaults to no search and newest first, and ignores an unknown order', () => {
    expect(readDatasetListQuery(new URLSearchParams('sort=biggest'))).toEqual({
      search: '',
      sort: 'newest',
    });
  });

  it('writes a trimmed search, drops an empty one and the default order', () => {
    const written = writeDatasetListQuery(new URLSearchParams('sort=oldest'), {
      search: '  support ',
      sort: 'name-asc',
    });
    expect(written.toString()).toBe('sort=name-asc&search=support');
    const cleared = writeDatasetListQuery(written, { search: '   ', sort: 'newest' });
    expect(cleared.toString()).toBe('');
  });
});
