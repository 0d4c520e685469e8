import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepIdleConnectionsOpen } from '../testing/idle-connections.js';

/** Models that make the fake answer with an error instead of a completion. */
export const failingModels = {
  /** Answers 500 `server_error`. */
  serverError: 'fake-fail-500',
  /** Answers 400 `invalid_request_error`. */
  badRequest: 'fake-fail-400',
} as const;

/** The model name a dated snapshot answers with, as OpenAI does (`gpt-4o-mini` → `gpt-4o-mini-2024-07-18`). */
export const answeredModel = (model: string): string =>
  /-\d{4}-\d{2}-\d{2}$/.test(model) || !model.startsWith('gpt-') ? model : `${model}-2024-07-18`;

interface ChatMessage {
  role: string;
  content?: unknown;
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content))
    return content
      .map((part) =>
        typeof part === 'object' && part !== null && 'text' in part ? String(part.text) : '',
      )
      .join('');
  return '';
}

/**
 * The assistant's answer to a conversation: deterministic, so tests know what to expect.
 * @example fakeReply([{ role: 'user', content: 'Capital of France?' }]) // 'You asked: Capital of France?'
 */
export function fakeReply(messages: readonly ChatMessage[]): string {
  const lastUser = [...messages].reverse().find((message) => message.role === 'user');
  return `You asked: ${textOf(lastUser?.content)}`.trim();
}

/** The fake's token count of a text: one per four characters, at least one. */
export function fakeTokenCount(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}

/** The prompt tokens the fake reports for a conversation (content plus 4 per message). */
export function fakePromptTokens(messages: readonly ChatMessage[]): number {
  return messages.reduce((sum, message) => sum + 4 + fakeTokenCount(textOf(message.content)), 0);
}

/** The dimensions of the fake's embeddings. */
export const fakeEmbeddingDimensions = 8;

/** One request the fake answered, for tests that check the SDK really called it. */
export interface FakeOpenAiRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

/** A started fake and the one way to stop it. */
export interface FakeOpenAiServer {
  /** Base URL for an OpenAI client (`baseURL`), ending in `/v1`. */
  baseUrl: string;
  requests: FakeOpenAiRequest[];
  stop(): Promise<void>;
}

const randomId = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 14)}`;

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'x-request-id': randomId('req'),
  });
  response.end(text);
}

function failure(model: string): { status: number; body: unknown } | undefined {
  if (model === failingModels.serverError)
    return {
      status: 500,
      body: {
        error: {
          message: 'The server had an error while processing your request.',
          type: 'server_error',
          param: null,
          code: null,
        },
      },
    };
  if (model === failingModels.badRequest)
    return {
      status: 400,
      body: {
        error: {
          message: `The model \`${model}\` does not exist or you do not have access to it.`,
          type: 'invalid_request_error',
          param: 'model',
          code: 'model_not_found',
        },
      },
    };
  return undefined;
}

function usageOf(messages: readonly ChatMessage[], reply: string) {
  const prompt = fakePromptTokens(messages);
  const completion = fakeTokenCount(reply);
  return {
    prompt_tokens: prompt,
    completion_tokens: completion,
    total_tokens: prompt + completion,
    prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
    completion_tokens_details: {
      reasoning_tokens: 0,
      audio_tokens: 0,
      accepted_prediction_tokens: 0,
      rejected_prediction_tokens: 0,
    },
  };
}

function chatCompletion(body: Record<string, unknown>, response: ServerResponse): void {
  const model = String(body.model ?? '');
  const messages = Array.isArray(body.messages) ? (body.messages as ChatMessage[]) : [];
  const reply = fakeReply(messages);
  const id = randomId('chatcmpl');
  const created = Math.floor(Date.now() / 1000);
  const common = {
    id,
    created,
    model: answeredModel(model),
    service_tier: 'default',
    system_fingerprint: 'fp_fake0001',
  };
  if (body.stream !== true) {
    sendJson(response, 200, {
      ...common,
      object: 'chat.completion',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: reply, refusal: null, annotations: [] },
          logprobs: null,
          finish_reason: 'stop',
        },
      ],
      usage: usageOf(messages, reply),
    });
    return;
  }
  const options = body.stream_options as { include_usage?: boolean } | undefined;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) =>
    response.write(
      `data: ${JSON.stringify({ ...common, object: 'chat.completion.chunk', choices, ...extra })}\n\n`,
    );
  const withUsage = options?.include_usage === true ? { usage: null } : {};
  chunk(
    [{ index: 0, delta: { role: 'assistant', content: '', refusal: null }, finish_reason: null }],
    withUsage,
  );
  for (const piece of reply.match(/.{1,6}/gs) ?? []) {
    chunk([{ index: 0, delta: { content: piece }, finish_reason: null }], withUsage);
  }
  chunk([{ index: 0, delta: {}, finish_reason: 'stop' }], withUsage);
  if (options?.include_usage === true) chunk([], { usage: usageOf(messages, reply) });
  response.end('data: [DONE]\n\n');
}

function embeddings(body: Record<string, unknown>, response: ServerResponse): void {
  const inputs = Array.isArray(body.input) ? body.input.map(String) : [String(body.input ?? '')];
  const asBase64 = body.encoding_format === 'base64';
  const data = inputs.map((text, index) => {
    const vector = Float32Array.from({ length: fakeEmbeddingDimensions }, (_, i) =>
      Number(Math.sin(text.length + i).toFixed(6)),
    );
    return {
      object: 'embedding',
      index,
      embedding: asBase64 ? Buffer.from(vector.buffer).toString('base64') : [...vector],
    };
  });
  const tokens = inputs.reduce((sum, text) => sum + fakeTokenCount(text), 0);
  sendJson(response, 200, {
    object: 'list',
    data,
    model: String(body.model ?? ''),
    usage: { prompt_tokens: tokens, total_tokens: tokens },
  });
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return {};
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
}

/**
 * Starts an OpenAI-compatible server on 127.0.0.1 (a free port): `POST
 * /v1/chat/completions` (plain, or SSE with `stream: true`, with a usage chunk
 * when `stream_options.include_usage`) and `POST /v1/embeddings` (floats or
 * base64). The models of `failingModels` answer errors.
 *
 * @example
 * const fake = await startFakeOpenAiServer();
 * const openai = new OpenAI({ apiKey: 'sk-fake', baseURL: fake.baseUrl, maxRetries: 0 });
 */
export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const requests: FakeOpenAiRequest[] = [];
  const server = createServer((request, response) => {
    readBody(request)
      .then((body) => {
        const path = (request.url ?? '/').split('?')[0] ?? '/';
        requests.push({ method: request.method ?? 'GET', path, body });
        if (request.method !== 'POST')
          return sendJson(response, 405, { error: { message: 'Use POST' } });
        const failed = failure(String(body.model ?? ''));
        if (failed) return sendJson(response, failed.status, failed.body);
        if (path === '/v1/chat/completions') return chatCompletion(body, response);
        if (path === '/v1/embeddings') return embeddings(body, response);
        return sendJson(response, 404, {
          error: { message: `Unknown path ${path}`, type: 'invalid_request_error' },
        });
      })
      .catch((error: unknown) =>
        sendJson(response, 400, { error: { message: String(error), type: 'invalid_json' } }),
      );
  });
  keepIdleConnectionsOpen(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
