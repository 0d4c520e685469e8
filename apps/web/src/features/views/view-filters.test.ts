import { describe, expect, it } from 'vitest';
import { viewFiltersDiffer } from './view-filters';

describe('viewFiltersDiffer', () => {
  it('compares the filters the server would receive', () => {
    expect(viewFiltersDiffer('status=error', 'status=error')).toBe(false);
    // An unfinished filter in the saved data is not a difference.
    expect(viewFiltersDiffer('status=error&search=', 'status=error')).toBe(false);
    expect(viewFiltersDiffer('status=error', 'status=success')).toBe(true);
    expect(viewFiltersDiffer('status=error', '')).toBe(true);
  });
});
