import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  compactObject,
  isEmptyJson,
  isJsonValue,
  parseJsonText,
  toJsonValue,
} from './json-value.js';

describe('JSON values', () => {
  it('writes equal values as equal text whatever the key order', () => {
    expect(canonicalJson({ b: 1, a: [2, { d: 3, c: 4 }] })).toBe('{"a":[2,{"c":4,"d":3}],"b":1}');
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
  });

  it('tells JSON from values JSON cannot hold', () => {
    expect(isJsonValue({ a: [1, 'x', null, true, { b: {} }] })).toBe(true);
    expect(isJsonValue({ a: Number.NaN })).toBe(false);
    expect(isJsonValue({ a: new Date() })).toBe(false);
    expect(isJsonValue({ a: undefined })).toBe(false);
  });

  it('parses structured text and leaves other text alone', () => {
    expect(parseJsonText('{"a":1}')).toEqual({ a: 1 });
    expect(parseJsonText('"quoted"')).toBe('quoted');
    expect(parseJsonText('[broken')).toBe('[broken');
    expect(parseJsonText('plain text')).toBe('plain text');
    expect(parseJsonText('42')).toBe('42');
  });

  it('makes values JSON-safe and drops undefined fields', () => {
    expect(
      toJsonValue({
        when: new Date(0),
        n: Number.POSITIVE_INFINITY,
        big: 10n,
        skip: undefined,
        f: () => 1,
      }),
    ).toEqual({
      when: '1970-01-01T00:00:00.000Z',
      n: 'Infinity',
      big: '10',
    });
    expect(compactObject({ role: 'user', name: undefined })).toEqual({ role: 'user' });
  });

  it('knows which values are empty', () => {
    expect([null, '', [], {}].every(isEmptyJson)).toBe(true);
    expect([0, false, 'x', [null], { a: null }].some(isEmptyJson)).toBe(false);
  });
});
