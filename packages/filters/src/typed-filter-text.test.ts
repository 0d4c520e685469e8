import { describe, expect, it } from 'vitest';
import type { Filter } from './filter-bar.js';
import { parseFilterBar, parseTypedFilterBar } from './filter-bar-parse.js';
import { serializeFilterBar } from './filter-bar-serialize.js';
import { getFilterDefinition } from './filter-catalogue.js';
import {
  filterExample,
  findTypedFilter,
  missingOperatorHint,
  suggestFilterId,
} from './typed-filter-text.js';

describe('filter strings written by hand in a URL', () => {
  it.each<[string, Filter[]]>([
    ['models=gpt-4.1', [{ id: 'models', params: [['gpt-4.1']] }]],
    [
      'models=gpt-4.1,claude-3.5-sonnet',
      [{ id: 'models', params: [['gpt-4.1', 'claude-3.5-sonnet']] }],
    ],
    ['Models=gpt-4o', [{ id: 'models', params: [['gpt-4o']] }]],
    ['model=gpt-4o', [{ id: 'models', params: [['gpt-4o']] }]],
    ['MODELS = gpt-4o ', [{ id: 'models', params: [['gpt-4o']] }]],
    ['STATUS=Error', [{ id: 'status', params: ['error'] }]],
    ['status=failed', [{ id: 'status', params: ['error'] }]],
    ['status:error', [{ id: 'status', params: ['error'] }]],
    ['custom events=signup', [{ id: 'custom-events', params: [['signup']] }]],
    ['feedback=UP,Thumb down', [{ id: 'feedback', params: [['up', 'down']] }]],
    ['cost=gt.0.5', [{ id: 'cost', params: ['gt', 0.5] }]],
    ['cost=GT.0.5', [{ id: 'cost', params: ['gt', 0.5] }]],
    ['cost=>=.0.5', [{ id: 'cost', params: ['gte', 0.5] }]],
    ['cost>0.5', [{ id: 'cost', params: ['gt', 0.5] }]],
    ['duration >= 2', [{ id: 'duration', params: ['gte', 2] }]],
    ['tokens<100', [{ id: 'tokens', params: ['total', 'lt', 100] }]],
    ['metadata=env.prod.eu', [{ id: 'metadata', params: ['env', 'prod.eu'] }]],
    ['search=50%', [{ id: 'search', params: ['50%'] }]],
    ['search=refund%20policy', [{ id: 'search', params: ['refund policy'] }]],
  ])('reads %s', (text, filters) => {
    const { bar, dropped } = parseTypedFilterBar(text);
    expect(dropped).toEqual([]);
    expect(bar.filters).toEqual(filters);
    // What it reads writes back as a string the strict parser keeps whole.
    expect(parseFilterBar(serializeFilterBar(bar)).filters).toEqual(filters);
  });

  it.each<[string, string]>([
    [
      'gpt-4.1',
      '"gpt-4.1" names no filter: write name=value, such as status=error or models=gpt-4o',
    ],
    ['status', 'Status needs a value, such as status=success'],
    ['modle=gpt-4o', 'Unknown filter "modle" (did you mean models?)'],
    ['colour=red', 'Unknown filter "colour"'],
    ['cost=gt.abc', '"abc" is not a number for Cost dollars'],
    ['cost=0.5', 'Cost needs a comparison before the number: cost=gt.0.5 or cost>0.5'],
    [
      'tokens=100',
      'Tokens needs a comparison before the number: tokens=total.gt.100 or tokens>100',
    ],
    ['cost>abc', '"abc" is not a number for Cost dollars'],
    ['status=done', '"done" is not a choice for Status'],
    ['date=after', 'Date takes 2 parameters, found 1, such as date=after.2026-01-31'],
  ])('leaves out %s and says why', (text, reason) => {
    const { bar, dropped } = parseTypedFilterBar(text);
    expect(bar.filters).toEqual([]);
    expect(dropped).toEqual([{ segment: text, reason }]);
  });

  it('keeps the filters it reads beside the ones it leaves out', () => {
    const { bar, dropped } = parseTypedFilterBar('OR&model=gpt-4.1&colour=red&Status=Failed');
    expect(bar).toEqual({
      operator: 'OR',
      filters: [
        { id: 'models', params: [['gpt-4.1']] },
        { id: 'status', params: ['error'] },
      ],
    });
    expect(dropped.map((item) => item.segment)).toEqual(['colour=red']);
  });

  it('reads strings the app wrote exactly as the strict parser does', () => {
    const written = 'OR&models=gpt-4o,claude-3%2E5-sonnet&cost=gt.0%2E1&metadata=env.a%2Eb%26c%3Dd';
    expect(parseTypedFilterBar(written)).toEqual({ bar: parseFilterBar(written), dropped: [] });
  });

  it('stays strict where strings are stored and sent', () => {
    expect(parseFilterBar('models=gpt-4.1&Status=error&cost>0.5').filters).toEqual([]);
  });
});

describe('typed names and hints', () => {
  it.each<[string, string | undefined]>([
    ['models', 'models'],
    ['Model', 'models'],
    ['tag', 'tags'],
    ['Custom_Events', 'custom-events'],
    ['constructor', undefined],
    ['__proto__', undefined],
  ])('%s names the filter %s', (typed, id) => {
    expect(findTypedFilter(typed)?.id).toBe(id);
  });

  it.each<[string, string | undefined]>([
    ['modle', 'models'],
    ['staus', 'status'],
    ['zzzzzzzz', undefined],
  ])('suggests for %s: %s', (typed, id) => {
    expect(suggestFilterId(typed)).toBe(id);
  });

  it.each<[string, string]>([
    ['cost', 'cost=gt.0.1'],
    ['models', 'models=gpt-4o'],
    ['metadata', 'metadata=env.value'],
    ['feedback', 'feedback=up'],
  ])('shows %s written by hand as %s', (id, example) => {
    const definition = getFilterDefinition(id);
    expect(definition && filterExample(definition)).toBe(example);
  });

  it('hints at an operator only for a bare number', () => {
    const cost = getFilterDefinition('cost');
    expect(cost && missingOperatorHint(cost, 'gt.1')).toBeUndefined();
    expect(cost && missingOperatorHint(cost, '1')).toBe('cost=gt.1 or cost>1');
  });
});
