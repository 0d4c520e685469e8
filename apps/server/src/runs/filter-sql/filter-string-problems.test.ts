import { describe, expect, it } from 'vitest';
import { assertValidFilterString, filterStringProblems } from './filter-string-problems.js';

describe('filterStringProblems', () => {
  it('accepts an empty string and valid logs filter bars', () => {
    expect(filterStringProblems('')).toEqual([]);
    expect(filterStringProblems('type=llm&models=gpt-4o')).toEqual([]);
    expect(filterStringProblems('OR&tags=secret&users=u1')).toEqual([]);
  });

  it('names unknown filters, bad values and repeated once-per-bar filters', () => {
    expect(filterStringProblems('nope=1')).toEqual([expect.stringContaining('nope')]);
    expect(filterStringProblems('cost=gt.-1')).toEqual([
      expect.stringMatching(/cost.*at least 0/i),
    ]);
    expect(filterStringProblems('models=a&models=b')).toEqual([expect.stringMatching(/only once/)]);
  });

  it('refuses invalid filters with a 400 naming the field and what is wrong', () => {
    expect(() => assertValidFilterString('status=error&models=gpt-4o', 'data')).not.toThrow();
    expect(() => assertValidFilterString('status=sometimes', 'data')).toThrow(
      expect.objectContaining({
        status: 400,
        message: expect.stringMatching(/^data: .*Status/),
      }),
    );
  });
});
