import { describe, expect, it } from 'vitest';
import { edgeText, subjectText } from './subject-text.js';

const chat = [
  { role: 'system', content: 'Be brief.' },
  {
    role: 'user',
    content: [
      { type: 'text', text: 'Hello' },
      { type: 'image_url', image_url: { url: 'x' } },
      { type: 'text', text: 'there' },
    ],
  },
  { role: 'assistant', content: null, tool_calls: [{ id: '1' }] },
];

describe('subjectText', () => {
  it.each([
    ['a string as itself', 'Paris', 'Paris'],
    ['a chat as its messages, one a line', chat, 'Be brief.\nHello\nthere\n'],
    ['one message as its content', { role: 'assistant', content: 'Hi!' }, 'Hi!'],
    ['other JSON as its text', { answer: 42 }, '{"answer":42}'],
    ['a list that is not a chat as its JSON', [1, 2], '[1,2]'],
    ['a number as its JSON', 42, '42'],
  ])('reads %s', (_name, value, expected) => {
    expect(subjectText(value)).toBe(expected);
  });

  it('answers null when there is no field', () => {
    expect(subjectText(null)).toBeNull();
    expect(subjectText(undefined)).toBeNull();
  });
});

describe('edgeText', () => {
  it('reads the first or last message of a chat, or the whole text', () => {
    expect(edgeText(chat, 'first')).toBe('Be brief.');
    expect(edgeText(chat, 'last')).toBe('');
    expect(edgeText('Paris', 'last')).toBe('Paris');
    expect(edgeText(null, 'first')).toBeNull();
  });
});
