import { describe, expect, it } from 'vitest';
import { parseFilterBar, parseFilterBarLenient } from './filter-bar-parse.js';

describe('lenient filter string parsing', () => {
  it('keeps half-filled filters the user is still editing', () => {
    const { bar, dropped } = parseFilterBarLenient('search=&metadata=plan.&date=after.&models=');
    expect(bar.filters).toEqual([
      { id: 'search', params: [''] },
      { id: 'metadata', params: ['plan', ''] },
      { id: 'date', params: ['after', ''] },
      { id: 'models', params: [[]] },
    ]);
    expect(dropped).toEqual([]);
    expect(parseFilterBar('search=&metadata=plan.&date=after.&models=').filters).toEqual([]);
  });

  it('removes the invalid values of a multi-select and says which', () => {
    const { bar, dropped } = parseFilterBarLenient('languages=input.en,xx,,fr');
    expect(bar.filters).toEqual([{ id: 'languages', params: ['input', ['en', 'fr']] }]);
    expect(dropped).toEqual([
      { segment: 'xx', reason: '"xx" is not a choice for Languages' },
      { segment: '', reason: 'Languages has an empty value' },
    ]);
  });

  it('reads values earlier versions wrote as their current ones, dropping nothing', () => {
    const { bar, dropped } = parseFilterBarLenient('rouge=50.rouge-l&toxicity=output.non-toxic');
    expect(bar.filters).toEqual([
      { id: 'rouge', params: [50, 'l'] },
      { id: 'toxicity', params: ['output', 'non-toxicity'] },
    ]);
    expect(dropped).toEqual([]);
  });

  it('drops a multi-select left with no valid value', () => {
    const { bar, dropped } = parseFilterBarLenient('feedback=sideways');
    expect(bar.filters).toEqual([]);
    expect(dropped).toEqual([
      { segment: 'feedback=sideways', reason: 'Feedback has no valid value left' },
    ]);
  });

  it('explains every filter it drops', () => {
    const text =
      'OR&shoe-size=42&status&status=done&cost=gt.abc&length=output.gt&search=%E0%A4%A&type=&date=after.2023-02-29&AND';
    const { bar, dropped } = parseFilterBarLenient(text);
    expect(bar).toEqual({ operator: 'OR', filters: [] });
    expect(dropped).toEqual([
      { segment: 'shoe-size=42', reason: 'Unknown filter "shoe-size"' },
      { segment: 'status', reason: '"status" has no "=" after the filter id' },
      { segment: 'status=done', reason: '"done" is not a choice for Status' },
      { segment: 'cost=gt.abc', reason: '"abc" is not a number for Cost dollars' },
      { segment: 'length=output.gt', reason: 'Length takes 3 parameters, found 2' },
      { segment: 'search=%E0%A4%A', reason: 'Search query has a malformed escape: "%E0%A4%A"' },
      { segment: 'type=', reason: 'Type is empty' },
      { segment: 'date=after.2023-02-29', reason: '"2023-02-29" is not a date for Date' },
      { segment: 'AND', reason: 'The AND marker must come first' },
    ]);
  });

  it('reports nothing for a clean string', () => {
    expect(parseFilterBarLenient('OR&status=error&cost=gt.0%2E1').dropped).toEqual([]);
  });
});

describe('strict filter string parsing', () => {
  it.each(['constructor=1', '__proto__=x', 'toString=a', 'type=constructor', 'status=__proto__'])(
    'knows no filter or choice named after an Object.prototype member: %s',
    (text) => {
      expect(parseFilterBar(text).filters).toEqual([]);
      expect(parseFilterBarLenient(text).dropped).toHaveLength(1);
    },
  );

  it('drops a whole multi-select when one value is invalid', () => {
    expect(parseFilterBar('languages=input.en,xx').filters).toEqual([]);
  });

  it('does not throw on input that is not a string at run time', () => {
    expect(parseFilterBar(undefined as unknown as string)).toEqual({
      operator: 'AND',
      filters: [],
    });
  });
});
