import { describe, expect, it } from 'vitest';
import { searchViews, viewLink } from './view-links';

describe('viewLink', () => {
  it('opens the logs of the view type with its filters and its id', () => {
    expect(viewLink({ id: 'v1', data: 'models=gpt-4o', type: 'trace' })).toBe(
      '/logs?view=v1&filters=models%3Dgpt-4o&type=trace',
    );
    expect(viewLink({ id: 'v2', data: '', type: 'llm' })).toBe('/logs?view=v2&type=llm');
  });
});

describe('searchViews', () => {
  const views = [{ name: 'slow calls' }, { name: 'Errors' }, { name: 'Big errors' }];

  it('sorts by name regardless of case', () => {
    expect(searchViews(views, '').map((view) => view.name)).toEqual([
      'Big errors',
      'Errors',
      'slow calls',
    ]);
  });

  it('keeps the names holding the search, in any case', () => {
    expect(searchViews(views, ' ERR ').map((view) => view.name)).toEqual(['Big errors', 'Errors']);
    expect(searchViews(views, 'nothing')).toEqual([]);
  });
});
