import { describe, expect, it } from 'vitest';
import { filterBarSummary } from './filter-bar-summary';

describe('filterBarSummary', () => {
  it('names the filters joined by their combinator', () => {
    expect(filterBarSummary('status=error&cost=gt.1', 'All')).toBe('Status and Cost');
    expect(filterBarSummary('OR&status=error&tone=formal', 'All')).toBe('Status or Tone');
  });

  it('says what an empty bar means', () => {
    expect(filterBarSummary('', 'Every LLM call')).toBe('Every LLM call');
  });
});
