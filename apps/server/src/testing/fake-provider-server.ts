import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { answerAnthropicMessages, anthropicError } from './fake-anthropic-messages.js';
import { answerOpenAiChat, openAiError } from './fake-openai-chat.js';
import {
  type FakeProviderMode,
  type FakeScriptedAnswer,
  fakeJudgeVerdict,
  fakeModeOf,
} from './fake-provider-modes.js';
import { openEventStream } from './fake-sse.js';
import { keepIdleConnectionsOpen } from './idle-connections.js';

/** One request a fake answered, for tests that check what the provider layer sent. */
export interface FakeProviderRequest {
  path: string;
  /** The key as sent (`Authorization: Bearer` or `x-api-key`). */
  apiKey: string | undefined;
  body: Record<string, unknown>;
}

/** What a test makes the fake do differently with one request, besides its key's mode. */
export interface FakeProviderTweak {
  /** Wait this long before answering (on top of the server's `delayMs`). */
  delayMs?: number;
  /** Answer this HTTP error status instead (429, 500, 400…), as the provider would. */
  status?: number;
  /** Answer this text instead of the echo (a judge's verdict). */
  text?: string;
}

/** How a fake provider server behaves for every request. */
export interface FakeProviderOptions {
  /** Wait this long before answering each request: a provider's latency (benchmarks). */
  delayMs?: number;
}

/** A started fake provider and the one way to stop it. */
export interface FakeProviderServer {
  /**
   * Base URL for both wire formats, ending in `/v1`: OpenAI-compatible clients call
   * `{baseUrl}/chat/completions`, Anthropic clients `{baseUrl}/messages`.
   */
  baseUrl: string;
  port: number;
  requests: FakeProviderRequest[];
  /** Requests being answered now. */
  readonly inFlight: number;
  /** The most requests answered at the same time since the server started (or since `resetPeak`). */
  readonly maxInFlight: number;
  /** Starts counting `maxInFlight` again from the requests in flight now. */
  resetPeak(): void;
  /** Asked for each request (after it is recorded): what to do differently with it; null answers every request by its key. A scripted answer comes first. */
  tweak: ((request: FakeProviderRequest) => FakeProviderTweak | undefined) | null;
  /** Queues answers for the next requests, in order, overriding their keys' modes. */
  script(...answers: FakeScriptedAnswer[]): void;
  stop(): Promise<void>;
}

const failures: Partial<Record<FakeProviderMode, number>> = {
  unauthorized: 401,
  rateLimited: 429,
  serverError: 500,
};

function apiKeyOf(request: IncomingMessage): string | undefined {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string') return header;
  return /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/**
 * Starts a fake model provider on 127.0.0.1 speaking OpenAI's chat completions
 * and Anthropic's messages streaming wire formats (`/v1/chat/completions`,
 * `/v1/messages`). The API key picks the behaviour (`fakeProviderKeys`): a
 * normal answer, 401, 429, 500, no answer at all, a stream cut mid-way, or a
 * judge's verdict; answers a test queues with `script` come first.
 */
export async function startFakeProviderServer(
  port = 0,
  options: FakeProviderOptions = {},
): Promise<FakeProviderServer> {
  const requests: FakeProviderRequest[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const control: Pick<FakeProviderServer, 'tweak'> = { tweak: null };
  const scripted: FakeScriptedAnswer[] = [];
  const server = createServer((request, response) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    response.once('close', () => {
      inFlight -= 1;
    });
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      const anthropic = path === '/v1/messages';
      if (request.method !== 'POST' || (!anthropic && path !== '/v1/chat/completions')) {
        sendJson(response, 404, { error: { message: `No route ${request.method} ${path}` } });
        return;
      }
      const body = await readJson(request);
      const apiKey = apiKeyOf(request);
      const recorded = { path, apiKey, body };
      requests.push(recorded);
      const script = scripted.shift();
      const tweak = control.tweak?.(recorded);
      const delayMs = (options.delayMs ?? 0) + (script?.delayMs ?? 0) + (tweak?.delayMs ?? 0);
      if (delayMs > 0) await sleep(delayMs);
      if (response.destroyed) return;
      const mode = script ? 'ok' : fakeModeOf(apiKey);
      if (mode === 'hang' || script?.kind === 'hang') return; // never answers; stop() closes the socket
      const status =
        script?.kind === 'status'
          ? script.status
          : (tweak?.status ?? (apiKey ? failures[mode] : 401));
      if (status) {
        const retry = status === 429 ? { 'retry-after': '1' } : {};
        sendJson(response, status, anthropic ? anthropicError(status) : openAiError(status), retry);
        return;
      }
      const answer =
        script?.kind === 'text'
          ? script.text
          : (tweak?.text ?? (mode === 'judge' ? fakeJudgeVerdict : undefined));
      openEventStream(response);
      if (anthropic) await answerAnthropicMessages(response, body, mode, answer);
      else await answerOpenAiChat(response, body, mode, answer);
    })().catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: { message: String(error) } });
      else response.destroy();
    });
  });
  keepIdleConnectionsOpen(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${bound}/v1`,
    port: bound,
    requests,
    get inFlight() {
      return inFlight;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    resetPeak() {
      maxInFlight = inFlight;
    },
    get tweak() {
      return control.tweak;
    },
    set tweak(tweak) {
      control.tweak = tweak;
    },
    script: (...answers) => {
      scripted.push(...answers);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
