import { describe, expect, it } from 'vitest';
import { toJsonbText, withoutNul } from './postgres-safe.js';

describe('postgres-safe text', () => {
  it('drops NUL from text and from every string and key of JSON, keeping the rest', () => {
    expect(withoutNul('a\u0000b')).toBe('ab');
    expect(
      JSON.parse(toJsonbText({ 'k\u0000ey': ['x\u0000y', { deep: 'z\u0000' }], n: 1 })),
    ).toEqual({ key: ['xy', { deep: 'z' }], n: 1 });
    expect(withoutNul('half \uD800 pair \uD83D\uDE00')).toBe('half \uFFFD pair \uD83D\uDE00');
    expect(toJsonbText('literal \\u0000 stays')).toBe(JSON.stringify('literal \\u0000 stays'));
  });

  it('writes clean values as JSON.stringify does, emoji and escapes included', () => {
    const clean = {
      text: 'caf\u00e9 \uD83D\uDE00 "quoted" \\ back',
      list: [1, null, true],
      nested: { a: 'b' },
    };
    expect(toJsonbText(clean)).toBe(JSON.stringify(clean));
    // Text holding the six characters \u0000 (not NUL) and \ud800 stays as it is.
    const lookalike = { note: 'escape \\u0000 and \\ud800 by hand' };
    expect(toJsonbText(lookalike)).toBe(JSON.stringify(lookalike));
    expect(toJsonbText(undefined)).toBeUndefined();
  });

  it('replaces lone surrogates in keys too, at any depth', () => {
    expect(
      JSON.parse(toJsonbText({ 'a\uD800': 1, nested: [{ '\uDFFFb\u0000': 'c\uD800' }] })),
    ).toEqual({ 'a\uFFFD': 1, nested: [{ '\uFFFDb': 'c\uFFFD' }] });
  });
});
