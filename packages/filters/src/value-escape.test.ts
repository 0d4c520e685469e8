import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeFilterValue, unescapeFilterValue } from './value-escape.js';

describe('filter value escaping', () => {
  it('leaves no structural character in an escaped value', () => {
    expect(escapeFilterValue('a.b,c&d=e%f')).toBe('a%2Eb%2Cc%26d%3De%25f');
  });

  it('round-trips any well-formed string', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })),
        (value) => {
          const escaped = escapeFilterValue(value);
          expect(escaped).not.toMatch(/[.,&=]/);
          expect(unescapeFilterValue(escaped)).toBe(value);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('answers null for a malformed escape instead of throwing', () => {
    expect(unescapeFilterValue('%E0%A4%A')).toBeNull();
    expect(unescapeFilterValue('50%')).toBeNull();
  });

  it('writes a lone surrogate as U+FFFD instead of throwing, and reads it the same way', () => {
    expect(escapeFilterValue('a\uD800b')).toBe('a%EF%BF%BDb');
    expect(unescapeFilterValue('a\uDC00')).toBe('a\uFFFD');
  });
});
