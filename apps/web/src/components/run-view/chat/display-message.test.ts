import { describe, expect, it } from 'vitest';
import { toDisplayMessages } from './display-message';

describe('toDisplayMessages', () => {
  it('reads every content part of a multi-part user message', () => {
    const [message] =
      toDisplayMessages([
        {
          role: 'user',
          name: 'ada',
          content: [
            { type: 'text', text: 'What is this?' },
            { type: 'image_url', image_url: { url: 'https://img.test/cat.png', detail: 'low' } },
            {
              type: 'input_audio',
              input_audio: { url: 'https://audio.test/a.wav', format: 'wav' },
            },
            { type: 'file', file: { file_id: 'file-abc' } },
            { type: 'mystery', value: 1 },
          ],
        },
      ]) ?? [];
    expect(message?.name).toBe('ada');
    expect(message?.content).toEqual([
      { kind: 'text', text: 'What is this?' },
      { kind: 'image', url: 'https://img.test/cat.png', detail: 'low' },
      { kind: 'audio', url: 'https://audio.test/a.wav', format: 'wav' },
      { kind: 'file', fileId: 'file-abc' },
      { kind: 'json', value: { type: 'mystery', value: 1 } },
    ]);
  });

  it('reads tool calls, legacy function calls, refusals and tool results', () => {
    const messages = toDisplayMessages([
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'call_1',
            type: 'function',
            function: { name: 'get_weather', arguments: '{"city":"Paris"}' },
          },
        ],
      },
      { role: 'assistant', content: null, function_call: { name: 'lookup', arguments: '{}' } },
      { role: 'assistant', content: [{ type: 'refusal', refusal: 'I cannot help.' }] },
      { role: 'tool', tool_call_id: 'call_1', content: 'sunny' },
    ]);
    expect(messages?.[0]?.toolCalls).toEqual([
      { id: 'call_1', name: 'get_weather', arguments: '{"city":"Paris"}' },
    ]);
    expect(messages?.[1]?.functionCall).toEqual({ name: 'lookup', arguments: '{}' });
    expect(messages?.[2]?.content).toEqual([{ kind: 'refusal', text: 'I cannot help.' }]);
    expect(messages?.[3]).toMatchObject({ role: 'tool', toolCallId: 'call_1' });
  });

  it('is null for values that are not chats, so they show as text or JSON', () => {
    expect(toDisplayMessages('plain text')).toBeNull();
    expect(toDisplayMessages({ query: 'x' })).toBeNull();
    expect(toDisplayMessages([])).toBeNull();
    expect(toDisplayMessages([{ role: 'user', content: 'a' }, 'b'])).toBeNull();
  });
});
