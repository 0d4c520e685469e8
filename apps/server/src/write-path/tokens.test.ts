import { encode as encodeCl100k } from 'gpt-tokenizer/encoding/cl100k_base';
import { encode as encodeO200k } from 'gpt-tokenizer/encoding/o200k_base';
import { encodeChat as encodeGpt4Chat } from 'gpt-tokenizer/model/gpt-4';
import { encodeChat as encodeGpt4oChat } from 'gpt-tokenizer/model/gpt-4o';
import { describe, expect, it } from 'vitest';
import { countPayloadTokens, countTextTokens, resolveRunTokens } from './tokens.js';

// Expected counts come from the tokenizer library's own encodings, never from the code under test.
const plain = { disallowedSpecial: new Set<string>() };
const cl100k = (text: string) => encodeCl100k(text, plain).length;
const o200k = (text: string) => encodeO200k(text, plain).length;

/** A text the two tokenizers count differently, so a wrong choice of tokenizer shows. */
const french = 'Bonjour, où est la bibliothèque ?';

const prompt = [
  { role: 'system', content: 'You are terse.' },
  { role: 'user', content: french },
];

describe('countTextTokens', () => {
  it('uses texts that tell cl100k_base and o200k_base apart', () => {
    expect([cl100k(french), o200k(french)]).toEqual([10, 7]);
  });

  it('counts GPT-4, GPT-3.5 and ada-era models with cl100k_base, whatever the spelling', () => {
    for (const model of [
      'gpt-4',
      'gpt-4-0613',
      'gpt-4-1106-preview',
      'gpt-4-turbo-2024-04-09',
      'GPT-4',
      'gpt-3.5-turbo',
      'gpt-35-turbo',
      'text-embedding-ada-002',
      'text-embedding-3-small',
      'davinci-002',
      'babbage-002',
      'openai/gpt-4',
      'openrouter/openai/gpt-3.5-turbo',
      'ft:gpt-3.5-turbo-0125:acme::9xYz',
    ])
      expect(countTextTokens(french, model), model).toBe(10);
  });

  it('counts GPT-4o, 4.1, 4.5, the o-series and every other model with o200k_base', () => {
    for (const model of [
      undefined,
      '',
      'gpt-4o',
      'GPT-4o-mini',
      'chatgpt-4o-latest',
      'gpt-4.1',
      'gpt-4.5-preview',
      'o3-mini',
      'azure/gpt-4o',
      'ft:gpt-4o-mini-2024-07-18:acme::9xYz',
      'claude-3-5-sonnet',
      'llama-3-gpt-4-distill',
    ])
      expect(countTextTokens(french, model), String(model)).toBe(7);
  });

  it('reads special-token text in a prompt as plain text instead of failing', () => {
    const text = 'a <|endoftext|> b';
    expect(countTextTokens(text)).toBe(o200k(text));
    expect(countTextTokens(text, 'gpt-4')).toBe(cl100k(text));
    expect(countTextTokens('')).toBe(0);
  });

  // 40 characters that tokenize the same alone and repeated, so slices of 2,000 characters add up.
  const sentence = ' The quick brown fox jumps over the dog.';

  it('counts long text in slices that add up to its count', () => {
    expect(o200k(sentence)).toBe(9);
    expect(countTextTokens(sentence.repeat(100))).toBe(900);
  });

  it('counts 50,000 characters exactly, and longer text from that prefix scaled to its length', () => {
    expect(countTextTokens(sentence.repeat(1250))).toBe(11_250);
    const japanese = 'こんにちは、世界！東京タワーはどこですか？'.repeat(1000);
    const long = sentence.repeat(1250) + japanese;
    expect(long.length).toBe(71_000);
    // The prefix's 11,250 tokens times 71,000 / 50,000 characters.
    expect(countTextTokens(long)).toBe(15_975);
    // Counted in full it would be 25,250: the estimate trades accuracy for a bounded cost.
    expect(o200k(long)).toBe(25_250);
  });
});

describe('countPayloadTokens', () => {
  it('counts a chat prompt like the OpenAI chat format does, with the model family tokenizer', () => {
    expect(countPayloadTokens(prompt, { model: 'gpt-4o', asPrompt: true })).toBe(
      encodeGpt4oChat(prompt).length,
    );
    expect(countPayloadTokens(prompt, { model: 'gpt-4', asPrompt: true })).toBe(
      encodeGpt4Chat(prompt).length,
    );
    // Without the 3 tokens that prime the reply: a list of messages that is not a prompt.
    expect(countPayloadTokens(prompt, { model: 'gpt-4o' })).toBe(
      encodeGpt4oChat(prompt).length - 3,
    );
  });

  it('counts a single message as its role, name and content', () => {
    expect(countPayloadTokens({ role: 'assistant', content: french }, { model: 'gpt-4' })).toBe(
      cl100k('assistant') + cl100k(french),
    );
    expect(countPayloadTokens({ role: 'user', name: 'alice', content: french })).toBe(
      o200k('user') + 1 + o200k('alice') + o200k(french),
    );
    expect(countPayloadTokens({ role: 'tool', content: { temperature: 21 } })).toBe(
      o200k('tool') + o200k('{"temperature":21}'),
    );
  });

  it('counts the text parts of multi-part content and leaves images out', () => {
    const parts = countPayloadTokens({
      role: 'user',
      content: [
        { type: 'text', text: french },
        { type: 'image_url', image_url: { url: 'data:image/png;base64,AAAA' } },
        'Paris.',
      ],
    });
    expect(parts).toBe(o200k('user') + o200k(french) + o200k('Paris.'));
  });

  it('counts tool calls and the legacy function call by name and arguments', () => {
    const args = '{"city":"Paris","unit":"celsius"}';
    const calls = countPayloadTokens({
      role: 'assistant',
      tool_calls: [
        { id: 'c1', type: 'function', function: { name: 'get_weather', arguments: args } },
        null,
        { id: 'c2', type: 'function' },
      ],
    });
    expect(calls).toBe(o200k('assistant') + o200k('get_weather') + o200k(args));
    const legacy = countPayloadTokens({
      role: 'assistant',
      content: null,
      function_call: { name: 'get_weather', arguments: args },
    });
    expect(legacy).toBe(o200k('assistant') + o200k('get_weather') + o200k(args));
  });

  it('counts text and other JSON as text', () => {
    expect(countPayloadTokens(french)).toBe(7);
    expect(countPayloadTokens({ query: french }, { model: 'gpt-4' })).toBe(
      cl100k(JSON.stringify({ query: french })),
    );
    expect(countPayloadTokens([], { asPrompt: true })).toBe(o200k('[]'));
    expect(countPayloadTokens(['Bonjour', 'où'])).toBe(o200k('["Bonjour","où"]'));
    const mixed = [{ role: 'user', content: 'x' }, 'y'];
    expect(countPayloadTokens(mixed, { asPrompt: true })).toBe(o200k(JSON.stringify(mixed)));
    expect(countPayloadTokens(null)).toBe(0);
    expect(countPayloadTokens(undefined)).toBe(0);
  });
});

describe('resolveRunTokens', () => {
  it('keeps the counts the SDK sent, its total included', () => {
    expect(
      resolveRunTokens({
        type: 'llm',
        input: prompt,
        output: 'x',
        tokens: { prompt: 21, completion: 7, cachedPrompt: 3, total: 30 },
      }),
    ).toStrictEqual({ prompt: 21, completion: 7, cachedPrompt: 3, total: 30, estimated: false });
    expect(
      resolveRunTokens({ type: 'llm', input: prompt, tokens: { prompt: 21, completion: 7 } }),
    ).toStrictEqual({ prompt: 21, completion: 7, total: 28, estimated: false });
  });

  it("counts a streamed call that arrived without counts, with its model's tokenizer", () => {
    expect(
      resolveRunTokens({
        type: 'llm',
        model: 'gpt-4',
        name: 'answer-question',
        input: prompt,
        output: { role: 'assistant', content: french },
        tokens: {},
      }),
    ).toStrictEqual({
      prompt: encodeGpt4Chat(prompt).length,
      completion: cl100k('assistant') + cl100k(french),
      total: encodeGpt4Chat(prompt).length + 11,
      estimated: true,
    });
    // Lunary names LLM runs after their model.
    expect(
      resolveRunTokens({ type: 'llm', name: 'gpt-4', input: french, output: french, tokens: {} }),
    ).toStrictEqual({ prompt: 10, completion: 10, total: 20, estimated: true });
  });

  it('fills only the missing side, and then ignores a total sent with it', () => {
    expect(
      resolveRunTokens({
        type: 'llm',
        name: 'gpt-4o',
        input: 'Hi',
        output: french,
        tokens: { prompt: 9, total: 100 },
      }),
    ).toStrictEqual({ prompt: 9, completion: 7, total: 16, estimated: true });
  });

  it('counts an embedding input without reply priming, and never a completion', () => {
    expect(
      resolveRunTokens({
        type: 'embed',
        model: 'text-embedding-3-small',
        input: french,
        output: [0.12, -0.5],
        tokens: {},
      }),
    ).toStrictEqual({ prompt: 10, completion: 0, total: 10, estimated: true });
    const messages = [{ role: 'user', content: french }];
    expect(resolveRunTokens({ type: 'embed', input: messages, tokens: {} })?.prompt).toBe(
      encodeGpt4oChat(messages).length - 3,
    );
    expect(resolveRunTokens({ type: 'embed', tokens: { prompt: 12 } })).toStrictEqual({
      prompt: 12,
      completion: 0,
      total: 12,
      estimated: false,
    });
  });

  it('leaves runs other than LLM calls and embeddings alone, even with a model', () => {
    for (const type of ['tool', 'chain', 'agent', 'retriever'])
      expect(
        resolveRunTokens({ type, model: 'gpt-4o', input: french, output: french, tokens: {} }),
        type,
      ).toBeUndefined();
  });
});
