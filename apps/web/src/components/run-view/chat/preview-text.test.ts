import { describe, expect, it } from 'vitest';
import { previewText } from './preview-text';

describe('previewText', () => {
  it('shows the last message of a chat on one line', () => {
    expect(
      previewText([
        { role: 'system', content: 'Be terse' },
        { role: 'user', content: 'Hello\n\n  there' },
      ]),
    ).toBe('Hello there');
  });

  it('names tool calls, and shows strings and JSON as text', () => {
    expect(
      previewText({
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'c', type: 'function', function: { name: 'f', arguments: '{}' } }],
      }),
    ).toBe('f({})');
    expect(previewText('raw')).toBe('raw');
    expect(previewText({ a: 1 })).toBe('{"a":1}');
    expect(previewText(null)).toBe('');
  });
});
