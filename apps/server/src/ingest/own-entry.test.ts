import { describe, expect, it } from 'vitest';
import { ownEntry } from './own-entry.js';

describe('ownEntry', () => {
  const table = { convo: 'thread', message: 'chat' };

  it("finds the table's own entries", () => {
    expect(ownEntry(table, 'convo')).toBe('thread');
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
    'finds nothing behind the inherited name %s',
    (key) => {
      expect(ownEntry(table, key)).toBeUndefined();
    },
  );
});
