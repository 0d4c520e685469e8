import { describe, expect, it } from 'vitest';
import { exceedsJsonDepth } from './json-depth.js';

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { child: value };
  return value;
}

describe('exceedsJsonDepth', () => {
  it('accepts ordinary payloads and refuses deep ones, without overflowing the stack', () => {
    expect(exceedsJsonDepth({ events: [{ input: [{ role: 'user', content: 'hi' }] }] })).toBe(
      false,
    );
    expect(exceedsJsonDepth(nested(64))).toBe(false);
    expect(exceedsJsonDepth(nested(65))).toBe(true);
    expect(exceedsJsonDepth(nested(100_000))).toBe(true);
  });
});
