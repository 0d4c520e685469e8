import { describe, expect, it } from 'vitest';
import { ruleFilterProblems } from './rule-filter-problems.js';

describe('ruleFilterProblems', () => {
  it('accepts an empty string and valid logs filter bars', () => {
    expect(ruleFilterProblems('')).toEqual([]);
    expect(ruleFilterProblems('type=llm&models=gpt-4o')).toEqual([]);
    expect(ruleFilterProblems('OR&tags=secret&users=u1')).toEqual([]);
  });

  it('names unknown filters, bad values and repeated once-per-bar filters', () => {
    expect(ruleFilterProblems('nope=1')).toEqual([expect.stringContaining('nope')]);
    expect(ruleFilterProblems('cost=gt.-1')).toEqual([expect.stringMatching(/cost.*at least 0/i)]);
    expect(ruleFilterProblems('models=a&models=b')).toEqual([expect.stringMatching(/only once/)]);
  });
});
