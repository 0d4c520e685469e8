import { describe, expect, it } from 'vitest';
import { makeRun } from '../../../testing/make-run';
import { nextRunsPage } from './list-runs';

describe('nextRunsPage', () => {
  it('asks for another page only after a full one', () => {
    const full = { data: Array.from({ length: 30 }, () => makeRun()), page: 2, limit: 30 };
    expect(nextRunsPage(full)).toBe(3);
    expect(nextRunsPage({ ...full, data: full.data.slice(0, 29) })).toBeUndefined();
    expect(nextRunsPage({ data: [], page: 0, limit: 30 })).toBeUndefined();
  });
});
