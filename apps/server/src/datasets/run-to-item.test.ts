import { describe, expect, it } from 'vitest';
import { runToItem, toItemValue } from './run-to-item.js';

describe('toItemValue', () => {
  it.each([
    ['text stays text', 'Hi', 'Hi'],
    ['nothing is null', null, null],
    [
      'a list of messages stays messages',
      [{ role: 'user', content: 'Hi' }],
      [{ role: 'user', content: 'Hi' }],
    ],
    [
      'one message becomes a list',
      { role: 'assistant', content: 'Paris' },
      [{ role: 'assistant', content: 'Paris' }],
    ],
    ['other JSON becomes its text', { query: 'x', n: 2 }, '{"query":"x","n":2}'],
    [
      'a tool-call message without text content is kept as JSON text',
      { role: 'assistant', content: null, tool_calls: [] },
      '{"role":"assistant","content":null,"tool_calls":[]}',
    ],
  ])('%s', (_name, value, expected) => {
    expect(toItemValue(value)).toEqual(expected);
  });
});

describe('runToItem', () => {
  it('keeps the run id in the metadata and skips runs without input', () => {
    expect(runToItem({ id: 'r1', input: 'Q', output: 'A' })).toEqual({
      input: 'Q',
      expectedOutput: 'A',
      metadata: { runId: 'r1' },
    });
    expect(runToItem({ id: 'r2', input: null, output: 'A' })).toBeNull();
  });
});
