import { describe, expect, it } from 'vitest';
import { fromPartsMessage, type SpanEventLike, spanInput, spanOutput } from './span-messages.js';

describe('fromPartsMessage', () => {
  it('turns GenAI parts into OpenAI-style messages, tool results into tool messages', () => {
    expect(
      fromPartsMessage({
        role: 'assistant',
        parts: [
          { type: 'text', content: 'Checking. ' },
          { type: 'tool_call', id: 'call_1', name: 'get_weather', arguments: { city: 'Paris' } },
        ],
      }),
    ).toEqual([
      {
        role: 'assistant',
        content: 'Checking. ',
        tool_calls: [
          {
            id: 'call_1',
            type: 'function',
            function: { name: 'get_weather', arguments: '{"city":"Paris"}' },
          },
        ],
      },
    ]);
    expect(
      fromPartsMessage({
        role: 'tool',
        parts: [{ type: 'tool_call_response', id: 'call_1', response: { temp: 21 } }],
      }),
    ).toEqual([{ role: 'tool', tool_call_id: 'call_1', content: '{"temp":21}' }]);
  });

  it('keeps images as image_url parts and unknown parts as they are', () => {
    expect(
      fromPartsMessage({
        role: 'user',
        parts: [
          { type: 'text', content: 'What is this?' },
          { type: 'uri', modality: 'image', uri: 'https://example.test/cat.png' },
          { type: 'blob', modality: 'audio', mime_type: 'audio/wav' },
        ],
      }),
    ).toEqual([
      {
        role: 'user',
        content: [
          { type: 'text', text: 'What is this?' },
          { type: 'image_url', image_url: { url: 'https://example.test/cat.png' } },
          { type: 'blob', modality: 'audio', mime_type: 'audio/wav' },
        ],
      },
    ]);
  });
});

describe('spanInput / spanOutput from span events', () => {
  it('reads gen_ai.*.message events and gen_ai.choice', () => {
    const events: SpanEventLike[] = [
      { name: 'gen_ai.system.message', attributes: { content: 'Be kind.' } },
      { name: 'gen_ai.user.message', attributes: { content: 'Hi!' } },
      {
        name: 'gen_ai.choice',
        attributes: {
          index: 0,
          finish_reason: 'stop',
          message: JSON.stringify({ role: 'assistant', content: 'Hello!' }),
        },
      },
    ];
    expect(spanInput({}, events)).toEqual([
      { role: 'system', content: 'Be kind.' },
      { role: 'user', content: 'Hi!' },
    ]);
    expect(spanOutput({}, events)).toEqual({ role: 'assistant', content: 'Hello!' });
  });

  it('reads bodies sent as gen_ai.event.content and tool messages with their call id', () => {
    const events = [
      {
        name: 'gen_ai.tool.message',
        attributes: { 'gen_ai.event.content': JSON.stringify({ content: '21°C', id: 'call_1' }) },
      },
    ];
    expect(spanInput({}, events)).toEqual([
      { role: 'tool', content: '21°C', tool_call_id: 'call_1' },
    ]);
  });

  it('reads the older gen_ai.content.prompt / completion events', () => {
    const events: SpanEventLike[] = [
      {
        name: 'gen_ai.content.prompt',
        attributes: { 'gen_ai.prompt': JSON.stringify([{ role: 'user', content: 'Hi' }]) },
      },
      { name: 'gen_ai.content.completion', attributes: { 'gen_ai.completion': 'Hello!' } },
    ];
    expect(spanInput({}, events)).toEqual([{ role: 'user', content: 'Hi' }]);
    expect(spanOutput({}, events)).toEqual({ role: 'assistant', content: 'Hello!' });
  });

  it('reads messages of a GenAI inference-details event', () => {
    const events = [
      {
        name: 'gen_ai.client.inference.operation.details',
        attributes: {
          'gen_ai.input.messages': JSON.stringify([
            { role: 'user', parts: [{ type: 'text', content: 'Hi' }] },
          ]),
          'gen_ai.output.messages': JSON.stringify([
            { role: 'assistant', parts: [{ type: 'text', content: 'Hey' }] },
          ]),
        },
      },
    ];
    expect(spanInput({}, events)).toEqual([{ role: 'user', content: 'Hi' }]);
    expect(spanOutput({}, events)).toEqual({ role: 'assistant', content: 'Hey' });
  });
});

describe('spanInput / spanOutput from attributes', () => {
  it('prefers an explicit Langfuse input, then GenAI messages, then older conventions', () => {
    expect(
      spanInput({ 'langfuse.observation.input': '"explicit"', 'input.value': 'ignored' }, []),
    ).toBe('explicit');
    expect(
      spanInput({ 'gen_ai.prompt.0.content': 'legacy', 'input.value': 'ignored' }, []),
    ).toEqual([{ role: 'user', content: 'legacy' }]);
  });

  it('keeps text/plain values as text even when they look like JSON', () => {
    expect(spanInput({ 'input.value': '{"a":1}', 'input.mime_type': 'text/plain' }, [])).toBe(
      '{"a":1}',
    );
    expect(spanOutput({ 'output.value': '{"a":1}' }, [])).toEqual({ a: 1 });
  });

  it('returns several output messages as a list and nothing when there is none', () => {
    expect(
      spanOutput({ 'gen_ai.completion.0.content': 'A', 'gen_ai.completion.1.content': 'B' }, []),
    ).toEqual([
      { role: 'assistant', content: 'A' },
      { role: 'assistant', content: 'B' },
    ]);
    expect(spanOutput({ 'http.status_code': 200 }, [])).toBeUndefined();
  });
});
