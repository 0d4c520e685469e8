import { describe, expect, it } from 'vitest';
import { ChatInputError, toModelMessages } from './to-model-messages.js';

describe('toModelMessages', () => {
  it('carries a tool round trip: the call, its result named after the tool, and text parts', () => {
    expect(
      toModelMessages([
        { role: 'developer', content: [{ type: 'text', text: 'Be brief.' }] },
        {
          role: 'user',
          content: [
            { type: 'text', text: 'What is here?' },
            { type: 'image_url', image_url: { url: 'https://example.com/a.png' } },
          ],
        },
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: 'call_1',
              type: 'function',
              function: { name: 'lookup', arguments: '{"q":"a"}' },
            },
          ],
        },
        { role: 'tool', tool_call_id: 'call_1', content: 'found it' },
      ]),
    ).toEqual([
      { role: 'system', content: 'Be brief.' },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'What is here?' },
          { type: 'image', image: 'https://example.com/a.png' },
        ],
      },
      {
        role: 'assistant',
        content: [
          { type: 'tool-call', toolCallId: 'call_1', toolName: 'lookup', input: { q: 'a' } },
        ],
      },
      {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: 'call_1',
            toolName: 'lookup',
            output: { type: 'text', value: 'found it' },
          },
        ],
      },
    ]);
  });

  it('names the message it cannot send', () => {
    expect(() =>
      toModelMessages([
        { role: 'user', content: 'Hi' },
        {
          role: 'assistant',
          tool_calls: [
            { id: 'c', type: 'function', function: { name: 'f', arguments: '{not json' } },
          ],
        },
      ]),
    ).toThrow(new ChatInputError('messages.1: tool call arguments must be JSON (got "{not json")'));
    expect(() =>
      toModelMessages([{ role: 'user', content: [{ type: 'file', file: { file_id: 'file-1' } }] }]),
    ).toThrow('messages.0: file parts cannot be sent from the playground');
  });
});
