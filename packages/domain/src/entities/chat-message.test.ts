import { describe, expect, it } from 'vitest';
import { chatMessageSchema } from './chat-message.js';

function firstMessage(input: unknown): string | undefined {
  return chatMessageSchema.safeParse(input).error?.issues[0]?.message;
}

describe('chatMessageSchema', () => {
  it('accepts plain text messages of every role that takes text', () => {
    for (const role of ['developer', 'system', 'user', 'assistant'] as const) {
      expect(chatMessageSchema.parse({ role, content: 'Hello' })).toEqual({
        role,
        content: 'Hello',
      });
    }
  });

  it('accepts a user message with a name, text, an image, audio and a file', () => {
    const message = {
      role: 'user',
      name: 'ada',
      content: [
        { type: 'text', text: 'What is in this picture?' },
        { type: 'image_url', image_url: { url: 'https://example.com/cat.png', detail: 'low' } },
        { type: 'input_audio', input_audio: { url: 'https://example.com/q.wav', format: 'wav' } },
        { type: 'file', file: { file_id: 'file-123' } },
      ],
    };
    expect(chatMessageSchema.parse(message)).toEqual(message);
  });

  it('rejects an image detail other than auto, low or high', () => {
    expect(
      chatMessageSchema.safeParse({
        role: 'user',
        content: [{ type: 'image_url', image_url: { url: 'https://x.io/a.png', detail: 'max' } }],
      }).success,
    ).toBe(false);
  });

  it('accepts an assistant message that only calls tools', () => {
    const message = {
      role: 'assistant',
      content: null,
      tool_calls: [
        {
          id: 'call_1',
          type: 'function',
          function: { name: 'get_weather', arguments: '{"city":"Paris"}' },
        },
      ],
    };
    expect(chatMessageSchema.parse(message)).toEqual(message);
  });

  it('keeps the refusal, audio and legacy function call of an assistant message', () => {
    const message = {
      role: 'assistant',
      content: [{ type: 'refusal', refusal: 'I cannot help with that.' }],
      refusal: 'I cannot help with that.',
      audio: { id: 'audio_1' },
      function_call: { name: 'lookup', arguments: '{}' },
    };
    expect(chatMessageSchema.parse(message)).toEqual(message);
  });

  it('needs the tool_call_id a tool message answers', () => {
    expect(
      chatMessageSchema.parse({ role: 'tool', content: '18°C', tool_call_id: 'call_1' }),
    ).toEqual({
      role: 'tool',
      content: '18°C',
      tool_call_id: 'call_1',
    });
    expect(firstMessage({ role: 'tool', content: '18°C', tool_call_id: '' })).toBe(
      'A tool message needs the tool_call_id it answers',
    );
    expect(firstMessage({ role: 'tool', content: '18°C' })).toBeDefined();
  });

  it('needs the function name of a function message', () => {
    expect(firstMessage({ role: 'function', content: '42', name: '' })).toBe(
      'A function message needs the function name',
    );
  });

  it('rejects images in a system message and tool calls that are not functions', () => {
    expect(
      chatMessageSchema.safeParse({
        role: 'system',
        content: [{ type: 'image_url', image_url: { url: 'https://x.io/a.png' } }],
      }).success,
    ).toBe(false);
    expect(
      chatMessageSchema.safeParse({
        role: 'assistant',
        tool_calls: [{ id: 'c', type: 'web_search', function: { name: 'f', arguments: '' } }],
      }).success,
    ).toBe(false);
  });

  it('rejects an unknown role', () => {
    expect(chatMessageSchema.safeParse({ role: 'bot', content: 'hi' }).success).toBe(false);
  });
});
