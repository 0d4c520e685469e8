import { describe, expect, it } from 'vitest';
import { copyText, expandJsonStrings, parseJsonText } from './json-text';

describe('parseJsonText', () => {
  it('reads objects and arrays written as text, with surrounding whitespace', () => {
    expect(parseJsonText(' {"city":"Paris"}\n')).toEqual({ city: 'Paris' });
    expect(parseJsonText('[1,2]')).toEqual([1, 2]);
  });

  it('leaves prose, scalars and broken JSON as text', () => {
    expect(parseJsonText('Sunny, 21°C')).toBeUndefined();
    expect(parseJsonText('42')).toBeUndefined();
    expect(parseJsonText('"quoted"')).toBeUndefined();
    expect(parseJsonText('{"city": "Par')).toBeUndefined();
    expect(parseJsonText('[see above]')).toBeUndefined();
  });
});

describe('expandJsonStrings', () => {
  it('parses JSON text at any depth and keeps everything else', () => {
    const logged = {
      role: 'tool',
      content: '{"forecast":"[\\"sun\\",\\"rain\\"]","temp":21}',
      note: 'plain',
      count: 3,
    };
    expect(expandJsonStrings(logged)).toEqual({
      role: 'tool',
      content: { forecast: ['sun', 'rain'], temp: 21 },
      note: 'plain',
      count: 3,
    });
    // The logged value itself is not changed: Raw and Copy still show it as logged.
    expect(logged.content).toBe('{"forecast":"[\\"sun\\",\\"rain\\"]","temp":21}');
  });
});

describe('copyText', () => {
  it('copies strings as logged and other values as indented JSON', () => {
    expect(copyText('{"a":1}')).toBe('{"a":1}');
    expect(copyText({ a: 1 })).toBe('{\n  "a": 1\n}');
  });
});
