import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.js';
import { assertUsableRegexes, compileUserRegex } from './user-regex.js';

describe('user regexes', () => {
  it('compiles JavaScript-style patterns without backtracking constructs', () => {
    for (const source of [
      'ORD-\\d+',
      '\\bid\\b',
      '(?<order>x\\d{2,4})',
      '(a+)+$',
      '[A-Z]{2}\\s?\\d+',
    ])
      expect(compileUserRegex(source).ok).toBe(true);
  });

  it('matches a catastrophic-backtracking pattern in linear time', () => {
    const compiled = compileUserRegex('(a+)+$');
    if (!compiled.ok) throw new Error(compiled.reason);
    const began = performance.now();
    // RegExp takes longer than the age of the universe on this; RE2JS a few milliseconds.
    expect(compiled.regex.matcher(`${'a'.repeat(5_000)}!`).find()).toBe(false);
    expect(performance.now() - began).toBeLessThan(1_000);
  });

  it.each([
    ['(\\w+)\\1', 'invalid escape sequence: `\\1`'],
    ['(?=x)y', 'invalid or unsupported Perl syntax: `(?=`'],
    ['(?<=a)b', 'invalid named capture'],
    ['(', 'missing closing )'],
  ])('refuses %s naming the construct', (source, reason) => {
    const compiled = compileUserRegex(source);
    expect(compiled.ok).toBe(false);
    if (!compiled.ok) expect(compiled.reason).toContain(reason);
  });

  it('answers 400 naming the pattern and what the engine lacks', () => {
    expect(() => assertUsableRegexes(['ok-\\d', '(?=x)y'])).toThrow(ApiError);
    expect(() => assertUsableRegexes(['ok-\\d', '(?=x)y'])).toThrow(
      /Custom regex 2 \("\(\?=x\)y"\) cannot be used: invalid or unsupported Perl syntax: `\(\?=`\. .*lookarounds/,
    );
    expect(() => assertUsableRegexes(['x'.repeat(1_001)])).toThrow(/longer than 1000 characters/);
  });
});
