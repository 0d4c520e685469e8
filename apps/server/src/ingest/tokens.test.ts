import { encodeChat } from 'gpt-tokenizer/model/gpt-4o';
import { describe, expect, it } from 'vitest';
import { countPayloadTokens, countTextTokens, resolveRunTokens } from './tokens.js';

const prompt = [
  { role: 'system', content: 'You are terse.' },
  { role: 'user', content: 'Capital of France?' },
];

describe('countTextTokens', () => {
  it('counts text with the model family tokenizer', () => {
    expect(countTextTokens('Capital of France?', 'gpt-4o-mini')).toBe(4);
    expect(countTextTokens('Capital of France?', 'gpt-3.5-turbo')).toBe(4);
    expect(countTextTokens('')).toBe(0);
  });

  it('reads special-token text in a prompt as plain text instead of failing', () => {
    expect(countTextTokens('a <|endoftext|> b')).toBeGreaterThan(3);
  });

  it('estimates very long text from a prefix', () => {
    const long = 'The quick brown fox jumps over the lazy dog. '.repeat(25_000);
    const exact = countTextTokens(long.slice(0, 450_000)) * (long.length / 450_000);
    expect(countTextTokens(long)).toBeGreaterThan(exact * 0.95);
    expect(countTextTokens(long)).toBeLessThan(exact * 1.05);
  });
});

describe('countPayloadTokens', () => {
  it('counts a chat prompt like the OpenAI chat format does', () => {
    expect(countPayloadTokens(prompt, { model: 'gpt-4o', asPrompt: true })).toBe(
      encodeChat(prompt).length,
    );
  });

  it('counts a single answer message, multi-part content and tool calls', () => {
    const answer = countPayloadTokens(
      { role: 'assistant', content: 'Paris.' },
      { model: 'gpt-4o' },
    );
    expect(answer).toBe(countTextTokens('assistant') + countTextTokens('Paris.'));
    const parts = countPayloadTokens({
      role: 'user',
      content: [
        { type: 'text', text: 'What is this?' },
        { type: 'image_url', image_url: { url: 'data:image/png;base64,AAAA' } },
      ],
    });
    expect(parts).toBe(countTextTokens('user') + countTextTokens('What is this?'));
    const call = countPayloadTokens({
      role: 'assistant',
      content: null,
      tool_calls: [
        {
          id: 'c1',
          type: 'function',
          function: { name: 'get_weather', arguments: '{"city":"Paris"}' },
        },
      ],
    });
    expect(call).toBe(
      countTextTokens('assistant') +
        countTextTokens('get_weather') +
        countTextTokens('{"city":"Paris"}'),
    );
  });

  it('counts text and other JSON as text', () => {
    expect(countPayloadTokens('Capital of France?')).toBe(4);
    expect(countPayloadTokens({ query: 'France' })).toBe(countTextTokens('{"query":"France"}'));
    expect(countPayloadTokens(null)).toBe(0);
  });
});

describe('resolveRunTokens', () => {
  it('keeps the counts the SDK sent', () => {
    expect(
      resolveRunTokens({
        type: 'llm',
        input: prompt,
        output: 'x',
        tokens: { prompt: 21, completion: 7, cachedPrompt: 3 },
      }),
    ).toEqual({ prompt: 21, completion: 7, cachedPrompt: 3, total: 28, estimated: false });
  });

  it('counts a streamed call that arrived without counts', () => {
    expect(
      resolveRunTokens({
        type: 'llm',
        model: 'gpt-4o',
        input: prompt,
        output: { role: 'assistant', content: 'Paris.' },
        tokens: {},
      }),
    ).toEqual({
      prompt: encodeChat(prompt).length,
      completion: 3,
      total: encodeChat(prompt).length + 3,
      estimated: true,
    });
  });

  it('fills only the missing side, and leaves other run types alone', () => {
    expect(
      resolveRunTokens({
        type: 'llm',
        name: 'gpt-4o',
        input: 'Hi',
        output: 'Hello there',
        tokens: { prompt: 9 },
      }),
    ).toEqual({
      prompt: 9,
      completion: countTextTokens('Hello there'),
      total: 9 + countTextTokens('Hello there'),
      estimated: true,
    });
    expect(
      resolveRunTokens({ type: 'embed', input: 'Capital of France?', tokens: {} }),
    ).toMatchObject({ prompt: 4, completion: 0 });
    expect(resolveRunTokens({ type: 'tool', input: 'x', tokens: {} })).toBeUndefined();
  });
});
