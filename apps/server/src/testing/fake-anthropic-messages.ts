import type { ServerResponse } from 'node:http';
import {
  answerPieces,
  contentText,
  type FakeProviderMode,
  fakeAnswer,
  fakeTokens,
} from './fake-provider-modes.js';
import { sendEvent, streamPieces } from './fake-sse.js';

interface MessagesRequest {
  model?: string;
  system?: unknown;
  messages?: { role: string; content?: unknown }[];
  tools?: { name?: string }[];
}

/**
 * Answers `POST /v1/messages` as Anthropic does when streaming: `message_start`
 * (input tokens), a content block of `text_delta`s (or a `tool_use` block of
 * `input_json_delta`s when tools are offered), `message_delta` with the stop
 * reason and output tokens, then `message_stop`.
 */
export async function answerAnthropicMessages(
  response: ServerResponse,
  body: MessagesRequest,
  mode: FakeProviderMode,
  /** The text to answer instead of the fakes' echo (scripted answers, the judge's verdict); no tool call then. */
  answer?: string,
): Promise<void> {
  const messages = body.messages ?? [];
  const lastUser = contentText([...messages].reverse().find((m) => m.role === 'user')?.content);
  const send = (data: { type: string } & Record<string, unknown>) =>
    sendEvent(response, data, data.type);
  const inputTokens =
    fakeTokens(contentText(body.system)) +
    messages.reduce((sum, m) => sum + 4 + fakeTokens(contentText(m.content)), 0);
  send({
    type: 'message_start',
    message: {
      id: `msg_fake${Date.now()}`,
      type: 'message',
      role: 'assistant',
      model: body.model ?? 'unknown',
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: inputTokens, output_tokens: 1 },
    },
  });
  const tool = answer === undefined ? body.tools?.[0]?.name : undefined;
  let completion: string;
  if (tool) {
    const args = JSON.stringify({ query: lastUser });
    const half = Math.floor(args.length / 2);
    send({
      type: 'content_block_start',
      index: 0,
      content_block: { type: 'tool_use', id: 'toolu_fake1', name: tool, input: {} },
    });
    for (const part of [args.slice(0, half), args.slice(half)]) {
      send({
        type: 'content_block_delta',
        index: 0,
        delta: { type: 'input_json_delta', partial_json: part },
      });
    }
    completion = args;
  } else {
    send({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } });
    completion = answer ?? fakeAnswer(lastUser);
    const finished = await streamPieces(response, mode, answerPieces(completion), (text) =>
      send({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } }),
    );
    if (!finished) return;
  }
  send({ type: 'content_block_stop', index: 0 });
  send({
    type: 'message_delta',
    delta: { stop_reason: tool ? 'tool_use' : 'end_turn', stop_sequence: null },
    usage: { output_tokens: fakeTokens(completion) },
  });
  send({ type: 'message_stop' });
  response.end();
}

/** Anthropic's error body for a status the mode asks for. */
export function anthropicError(status: number): unknown {
  const [type, message] =
    status === 401
      ? ['authentication_error', 'invalid x-api-key']
      : status === 429
        ? ['rate_limit_error', 'Number of requests has exceeded your rate limit.']
        : ['api_error', 'Internal server error'];
  return { type: 'error', error: { type, message } };
}
