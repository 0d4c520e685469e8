import type { ServerResponse } from 'node:http';
import {
  answerPieces,
  contentText,
  type FakeProviderMode,
  fakeAnswer,
  fakeTokens,
} from './fake-provider-modes.js';
import { sendEvent, streamPieces } from './fake-sse.js';

interface ChatRequest {
  model?: string;
  messages?: { role: string; content?: unknown }[];
  tools?: { function?: { name?: string } }[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
}

/**
 * Answers `POST /v1/chat/completions` as OpenAI does when streaming: chunks of
 * `chat.completion.chunk`, a last chunk with `finish_reason`, a usage chunk with
 * no choices (only when `stream_options.include_usage` asks for it, as OpenAI does:
 * clients that read `choices[0]` of every chunk, like Lunary's wrapper, rely on that),
 * then `data: [DONE]`. When the request offers tools, the model
 * calls the first one with `{"query": <last user text>}`, its arguments split
 * over two deltas.
 */
export async function answerOpenAiChat(
  response: ServerResponse,
  body: ChatRequest,
  mode: FakeProviderMode,
  /** The text to answer instead of the fakes' echo (scripted answers, the judge's verdict); no tool call then. */
  answer?: string,
): Promise<void> {
  const messages = body.messages ?? [];
  const lastUser = contentText([...messages].reverse().find((m) => m.role === 'user')?.content);
  const id = `chatcmpl-fake${Date.now()}`;
  const model = body.model ?? 'unknown';
  const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) =>
    sendEvent(response, {
      id,
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model,
      choices,
      ...extra,
    });
  const promptTokens = messages.reduce((sum, m) => sum + 4 + fakeTokens(contentText(m.content)), 0);
  const tool = answer === undefined ? body.tools?.[0]?.function?.name : undefined;
  let completion = '';
  chunk([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]);
  if (tool) {
    const args = JSON.stringify({ query: lastUser });
    const half = Math.floor(args.length / 2);
    const call = (fn: Record<string, string>, first: boolean) =>
      chunk([
        {
          index: 0,
          delta: {
            tool_calls: [
              { index: 0, ...(first ? { id: 'call_fake1', type: 'function' } : {}), function: fn },
            ],
          },
          finish_reason: null,
        },
      ]);
    call({ name: tool, arguments: args.slice(0, half) }, true);
    call({ arguments: args.slice(half) }, false);
    completion = args;
  } else {
    const text = answer ?? fakeAnswer(lastUser);
    const finished = await streamPieces(response, mode, answerPieces(text), (piece) =>
      chunk([{ index: 0, delta: { content: piece }, finish_reason: null }]),
    );
    if (!finished) return;
    completion = text;
  }
  chunk([{ index: 0, delta: {}, finish_reason: tool ? 'tool_calls' : 'stop' }]);
  const completionTokens = fakeTokens(completion);
  if (body.stream_options?.include_usage)
    chunk([], {
      usage: {
        prompt_tokens: promptTokens,
        completion_tokens: completionTokens,
        total_tokens: promptTokens + completionTokens,
      },
    });
  sendEvent(response, '[DONE]');
  response.end();
}

/** OpenAI's error body for a status the mode asks for. */
export function openAiError(status: number): unknown {
  const [type, message] =
    status === 401
      ? ['invalid_request_error', 'Incorrect API key provided.']
      : status === 429
        ? ['rate_limit_exceeded', 'Rate limit reached for requests.']
        : ['server_error', 'The server had an error while processing your request.'];
  return { error: { message, type, param: null, code: status === 401 ? 'invalid_api_key' : null } };
}
