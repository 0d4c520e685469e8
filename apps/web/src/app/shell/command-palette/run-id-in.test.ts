import { describe, expect, it } from 'vitest';
import { runIdIn } from './run-id-in';

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('runIdIn', () => {
  it('finds a run id pasted alone, in any case, or inside a run or list link', () => {
    expect(runIdIn(` ${id.toUpperCase()} `)).toBe(id);
    expect(runIdIn(`http://127.0.0.1:3000/logs/${id}`)).toBe(id);
    expect(runIdIn(`/logs?type=llm&selected=${id}`)).toBe(id);
  });

  it('finds nothing in page names or half an id', () => {
    expect(runIdIn('traces')).toBeNull();
    expect(runIdIn(id.slice(0, 20))).toBeNull();
  });
});
