import { describe, expect, it } from 'vitest';
import { buildRequestUrl } from './request-url.js';

const base = 'https://lookout.example';

describe('buildRequestUrl', () => {
  it('prefixes /v1 except for /auth and trims trailing slashes of the base', () => {
    expect(buildRequestUrl(`${base}//`, '/projects')).toBe(`${base}/v1/projects`);
    expect(buildRequestUrl(base, '/auth/login')).toBe(`${base}/auth/login`);
    expect(buildRequestUrl('', '/version')).toBe('/v1/version');
  });

  it('sends page and limit, 30 unless told', () => {
    expect(buildRequestUrl(base, '/runs', { paging: {} })).toBe(`${base}/v1/runs?page=0&limit=30`);
    expect(buildRequestUrl(base, '/runs', { paging: { page: 3, limit: 10 } })).toBe(
      `${base}/v1/runs?page=3&limit=10`,
    );
  });

  it('sends both sortField and sortDirection, createdAt and desc unless told', () => {
    const sorted = new URL(buildRequestUrl(base, '/runs', { sort: { sortField: 'cost' } }));
    expect(sorted.searchParams.get('sortField')).toBe('cost');
    expect(sorted.searchParams.get('sortDirection')).toBe('desc');
    const reversed = new URL(buildRequestUrl(base, '/runs', { sort: { sortDirection: 'asc' } }));
    expect(reversed.searchParams.get('sortField')).toBe('createdAt');
    expect(reversed.searchParams.get('sortDirection')).toBe('asc');
  });

  it('leaves out empty query values and repeats arrays', () => {
    const url = new URL(
      buildRequestUrl(base, '/runs', {
        query: { search: '', type: undefined, tag: ['a', 'b'], limit: null, flag: false, n: 0 },
      }),
    );
    expect([...url.searchParams]).toEqual([
      ['tag', 'a'],
      ['tag', 'b'],
      ['flag', 'false'],
      ['n', '0'],
    ]);
  });

  it('appends projectId to project-scoped paths only', () => {
    expect(buildRequestUrl(base, '/views', { projectId: 'p1' })).toBe(
      `${base}/v1/views?projectId=p1`,
    );
    expect(buildRequestUrl(base, '/projects', { projectId: 'p1' })).toBe(`${base}/v1/projects`);
    expect(buildRequestUrl(base, '/auth/join-data?token=t', { projectId: 'p1' })).toBe(
      `${base}/auth/join-data?token=t`,
    );
    expect(buildRequestUrl(base, '/views', { projectId: null })).toBe(`${base}/v1/views`);
  });

  it('keeps a projectId the call already names', () => {
    const url = buildRequestUrl(base, '/views', { query: { projectId: 'p2' }, projectId: 'p1' });
    expect(url).toBe(`${base}/v1/views?projectId=p2`);
  });

  it('merges a query written in the path with the query parameters', () => {
    const url = buildRequestUrl(base, '/filters/metadata?type=llm', { query: { x: '1' } });
    expect(url).toBe(`${base}/v1/filters/metadata?type=llm&x=1`);
  });
});
