import { describe, expect, it } from 'vitest';
import { andFilterStrings, orFiltersConflictMessage } from './combine-filters';

describe('andFilterStrings', () => {
  it('keeps either side alone when the other is empty', () => {
    expect(andFilterStrings('', 'OR&status=error&models=gpt-4o')).toEqual({
      ok: true,
      filters: 'OR&status=error&models=gpt-4o',
    });
    expect(andFilterStrings('status=error', '')).toEqual({ ok: true, filters: 'status=error' });
  });

  it('joins two conjunctions, dashboard filters first', () => {
    expect(andFilterStrings('status=error', 'models=gpt-4o,gpt-4o-mini')).toEqual({
      ok: true,
      filters: 'status=error&models=gpt-4o,gpt-4o-mini',
    });
  });

  it('treats an OR of one filter as that filter', () => {
    expect(andFilterStrings('OR&status=error', 'models=gpt-4o')).toEqual({
      ok: true,
      filters: 'status=error&models=gpt-4o',
    });
  });

  it('refuses to merge an OR of several filters with other filters', () => {
    expect(andFilterStrings('status=error', 'OR&status=success&models=gpt-4o')).toEqual({
      ok: false,
      message: orFiltersConflictMessage,
    });
  });
});
