import { describe, expect, it } from 'vitest';
import { statementChunks } from './statement-chunks.js';

describe('statementChunks', () => {
  it('keeps every row, in order, each chunk under 65,535 parameters', () => {
    const rows = Array.from({ length: 5_000 }, (_, index) => index);
    const chunks = statementChunks(rows, 30);
    expect(chunks.flat()).toEqual(rows);
    for (const chunk of chunks) expect(chunk.length * 30).toBeLessThan(65_535);
    expect(chunks).toHaveLength(3);
  });

  it('gives no chunk for no rows', () => {
    expect(statementChunks([], 5)).toEqual([]);
  });
});
