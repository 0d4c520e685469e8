import { describe, expect, it } from 'vitest';
import { splitCodeFences } from './text-segments';

describe('splitCodeFences', () => {
  it('separates prose from fenced code and keeps the language', () => {
    expect(splitCodeFences('Try:\n```python\nprint(1)\n```\nDone.')).toEqual([
      { kind: 'prose', text: 'Try:\n' },
      { kind: 'code', text: 'print(1)', language: 'python' },
      { kind: 'prose', text: '\nDone.' },
    ]);
  });

  it('runs an unclosed fence to the end and leaves text without fences whole', () => {
    expect(splitCodeFences('```\nhalf')).toEqual([{ kind: 'code', text: 'half', language: '' }]);
    expect(splitCodeFences('  just **text**  ')).toEqual([
      { kind: 'prose', text: '  just **text**  ' },
    ]);
  });
});
