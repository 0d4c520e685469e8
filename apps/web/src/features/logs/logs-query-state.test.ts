import { describe, expect, it } from 'vitest';
import { nextSort, readLogsQuery, withParam, writeSort } from './logs-query-state';

describe('logs query state', () => {
  it('reads type, sort, search and the selected run, with defaults', () => {
    expect(readLogsQuery(new URLSearchParams(''))).toEqual({
      type: 'llm',
      sortField: 'createdAt',
      sortDirection: 'desc',
      search: '',
      selected: null,
    });
    expect(
      readLogsQuery(
        new URLSearchParams('type=thread&sortField=cost&sortDirection=asc&search=hi&selected=r1'),
      ),
    ).toEqual({
      type: 'thread',
      sortField: 'cost',
      sortDirection: 'asc',
      search: 'hi',
      selected: 'r1',
    });
    expect(readLogsQuery(new URLSearchParams('type=nope&sortField=drop table')).sortField).toBe(
      'createdAt',
    );
  });

  it('writes the sort to the URL, leaving defaults out', () => {
    const params = new URLSearchParams('type=llm&filters=status%3Derror');
    expect(writeSort(params, 'cost', 'asc').toString()).toBe(
      'type=llm&filters=status%3Derror&sortField=cost&sortDirection=asc',
    );
    expect(writeSort(new URLSearchParams('sortField=cost'), 'createdAt', 'desc').toString()).toBe(
      '',
    );
  });

  it('flips the direction on the same column and starts a new one descending', () => {
    expect(nextSort({ sortField: 'cost', sortDirection: 'desc' }, 'cost')).toEqual({
      sortField: 'cost',
      sortDirection: 'asc',
    });
    expect(nextSort({ sortField: 'cost', sortDirection: 'asc' }, 'duration')).toEqual({
      sortField: 'duration',
      sortDirection: 'desc',
    });
    expect(nextSort({ sortField: 'cost', sortDirection: 'asc' }, 'name').sortDirection).toBe('asc');
  });

  it('sets and removes single parameters', () => {
    expect(withParam(new URLSearchParams('a=1'), 'selected', 'x').toString()).toBe(
      'a=1&selected=x',
    );
    expect(withParam(new URLSearchParams('a=1&selected=x'), 'selected', null).toString()).toBe(
      'a=1',
    );
  });
});
