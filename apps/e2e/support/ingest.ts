import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { type APIRequestContext, expect } from '@playwright/test';

// The real SDKs are dev dependencies of the server (its contract tests use them); load them from
// there, as an application would load them from its own node_modules.
const requireFromServer = createRequire(new URL('../../server/package.json', import.meta.url));

/** The parts of the Lunary JS SDK these tests call. */
export interface LunarySdk {
  init(options: { publicKey: string; apiUrl: string }): void;
  trackEvent(type: string, event: string, data: Record<string, unknown>): void;
  wrapAgent<A extends unknown[], R>(
    fn: (...args: A) => Promise<R>,
    params: { name: string; tags?: string[]; metadata?: Record<string, unknown> },
  ): (...args: A) => Promise<R> & { identify(userId: string, props?: object): Promise<R> };
  wrapTool<A extends unknown[], R>(
    fn: (...args: A) => Promise<R>,
    params: { name: string },
  ): (...args: A) => Promise<R>;
  openThread(params?: { id?: string; userId?: string; tags?: string[] }): LunaryThread;
  flush(): Promise<void>;
}

/** A conversation opened with the Lunary SDK, as far as these tests use it. */
export interface LunaryThread {
  id: string;
  trackMessage(message: { id?: string; role: 'user' | 'assistant'; content: string }): string;
}

/** An OpenTelemetry span, as far as these tests use it. */
export interface OtelSpan {
  setAttribute(key: string, value: string | number): void;
  end(): void;
}

/** An OpenTelemetry tracer whose spans go to Lookout, and the way to send them. */
export interface OtelTracer {
  /** Starts a span, as a child of `parent` when given. */
  startSpan(
    name: string,
    attributes?: Record<string, string | number>,
    parent?: OtelSpan,
  ): OtelSpan;
  /** Sends every ended span and waits for the export to finish. */
  flush(): Promise<void>;
}

/** The project a new account starts with, and the public key its SDKs send. */
export interface ProjectAccess {
  projectId: string;
  publicKey: string;
}

/**
 * The first project of the signed-in account and its public key, read through the API with the
 * session token.
 */
export async function projectAccess(
  request: APIRequestContext,
  token: string,
): Promise<ProjectAccess> {
  const headers = { Authorization: `Bearer ${token}` };
  const projects = await request.get('/v1/projects', { headers });
  expect(projects.ok(), `GET /v1/projects answered ${projects.status()}`).toBe(true);
  const [project] = (await projects.json()) as { id: string }[];
  if (!project) throw new Error('The new account has no project');
  const keys = await request.get(`/v1/projects/${project.id}/api-keys`, { headers });
  expect(keys.ok(), `GET api-keys answered ${keys.status()}`).toBe(true);
  const publicKey = ((await keys.json()) as { type: string; key: string }[]).find(
    (key) => key.type === 'public',
  )?.key;
  if (!publicKey) throw new Error('The project has no public key');
  return { projectId: project.id, publicKey };
}

/**
 * The Lunary JS SDK, set up to send to the Lookout at `apiUrl` with `publicKey`.
 *
 * @example
 * const lunary = lunaryFor(baseURL, publicKey);
 * lunary.trackEvent('llm', 'start', { runId, name: 'gpt-4o', input: 'Hi' });
 */
export function lunaryFor(apiUrl: string, publicKey: string): LunarySdk {
  const module = requireFromServer('lunary') as { default: LunarySdk };
  module.default.init({ publicKey, apiUrl });
  return module.default;
}

/** An OpenAI client as far as these tests call it: a streamed chat completion. */
export interface MonitoredOpenAi {
  chat: {
    completions: { create(request: Record<string, unknown>): Promise<AsyncIterable<unknown>> };
  };
}

/**
 * The real OpenAI client pointed at `baseURL` (a fake provider on 127.0.0.1), wrapped by the
 * Lunary SDK's `monitorOpenAI`, so each call is reported to the Lookout `lunaryFor` set up,
 * with the `templateId` of a rendered template.
 */
export function monitoredOpenAi(baseURL: string, apiKey: string): MonitoredOpenAi {
  const OpenAI = requireFromServer('openai') as new (options: object) => object;
  const { monitorOpenAI } = requireFromServer('lunary/openai') as {
    monitorOpenAI(client: object): MonitoredOpenAi;
  };
  return monitorOpenAI(new OpenAI({ apiKey, baseURL, maxRetries: 0 }));
}

interface OtelApi {
  trace: { setSpan(context: unknown, span: OtelSpan): unknown };
  context: { active(): unknown };
}
interface OtelProvider {
  getTracer(name: string): {
    startSpan(name: string, options: { attributes?: object }, context?: unknown): OtelSpan;
  };
  forceFlush(): Promise<void>;
  shutdown(): Promise<void>;
}

/**
 * An OpenTelemetry tracer that exports OTLP/HTTP JSON to `apiUrl`/v1/traces with `publicKey`,
 * one span at a time as each ends (the SDK's simple span processor).
 */
export function otelTracerFor(apiUrl: string, publicKey: string, serviceName: string): OtelTracer {
  const api = requireFromServer('@opentelemetry/api') as OtelApi;
  const { OTLPTraceExporter } = requireFromServer('@opentelemetry/exporter-trace-otlp-http') as {
    OTLPTraceExporter: new (options: { url: string; headers: Record<string, string> }) => object;
  };
  const { BasicTracerProvider, SimpleSpanProcessor } = requireFromServer(
    '@opentelemetry/sdk-trace-base',
  ) as {
    BasicTracerProvider: new (options: { spanProcessors: object[] }) => OtelProvider;
    SimpleSpanProcessor: new (exporter: object) => object;
  };
  const exporter = new OTLPTraceExporter({
    url: `${apiUrl}/v1/traces`,
    headers: { Authorization: `Bearer ${publicKey}` },
  });
  const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  const tracer = provider.getTracer(serviceName);
  return {
    startSpan: (name, attributes = {}, parent) =>
      tracer.startSpan(
        name,
        { attributes },
        parent ? api.trace.setSpan(api.context.active(), parent) : undefined,
      ),
    flush: async () => {
      await provider.forceFlush();
      await provider.shutdown();
    },
  };
}

/**
 * The project's private key (the one servers call the API with, such as the guardrail check),
 * read through the API with the session token.
 */
export async function privateKeyOf(
  request: APIRequestContext,
  token: string,
  projectId: string,
): Promise<string> {
  const keys = await request.get(`/v1/projects/${projectId}/api-keys`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(keys.ok(), `GET api-keys answered ${keys.status()}`).toBe(true);
  const key = ((await keys.json()) as { type: string; key: string }[]).find(
    (candidate) => candidate.type === 'private',
  )?.key;
  if (!key) throw new Error('The project has no private key');
  return key;
}

/**
 * Waits (at most `timeoutMs`) until the project's `type` list (llm, trace, thread) holds `count`
 * runs, as `GET /v1/runs/count` says; fails with the last count otherwise.
 */
export async function waitForRunCount(
  request: APIRequestContext,
  access: { token: string; projectId: string },
  type: 'llm' | 'trace' | 'thread',
  count: number,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown = null;
  for (;;) {
    const response = await request.get('/v1/runs/count', {
      headers: { Authorization: `Bearer ${access.token}` },
      params: { projectId: access.projectId, type },
    });
    if (response.ok()) {
      last = ((await response.json()) as { count: number }).count;
      if (last === count) return;
    } else {
      last = `HTTP ${response.status()}`;
    }
    if (Date.now() > deadline) {
      throw new Error(`Expected ${count} ${type} runs within ${timeoutMs} ms, last saw ${last}`);
    }
    await sleep(200);
  }
}

/** One LLM call as an application reports it: what it asked, which model, what it answered. */
export interface TrackedLlmCall {
  runId?: string;
  model: string;
  input: string;
  output: string;
}

/**
 * Reports each call through the Lunary SDK (an `llm` start, then its end with the assistant's
 * answer) and sends them. Returns the run ids, in the order of `calls`.
 *
 * @example const [runId] = await trackLlmCalls(lunary, [{ model: 'gpt-4o', input: 'Hi', output: 'Hello' }]);
 */
export async function trackLlmCalls(
  lunary: LunarySdk,
  calls: readonly TrackedLlmCall[],
): Promise<string[]> {
  const runIds = calls.map((call) => call.runId ?? randomUUID());
  for (const [index, call] of calls.entries()) {
    const runId = runIds[index];
    lunary.trackEvent('llm', 'start', { runId, name: call.model, input: call.input });
    lunary.trackEvent('llm', 'end', {
      runId,
      output: { role: 'assistant', content: call.output },
      tokensUsage: { prompt: 20, completion: 10 },
    });
  }
  await lunary.flush();
  return runIds;
}

/**
 * Reports a conversation through the Lunary SDK (a thread of `userId` and its messages, in
 * order) and sends it. Returns the thread's id and its messages' run ids, in order.
 *
 * @example const { threadId } = await trackConversation(lunary, 'user-ada', [{ role: 'user', content: 'Hi' }]);
 */
export async function trackConversation(
  lunary: LunarySdk,
  userId: string,
  messages: readonly { role: 'user' | 'assistant'; content: string }[],
): Promise<{ threadId: string; messageIds: string[] }> {
  const thread = lunary.openThread({ userId });
  const messageIds = messages.map((message) =>
    thread.trackMessage({ id: randomUUID(), ...message }),
  );
  await lunary.flush();
  return { threadId: thread.id, messageIds };
}

/**
 * Posts Lunary events to `POST /v1/runs/ingest` with `publicKey`, as an SDK does, and fails
 * unless the server accepted them.
 *
 * @example await sendEvents(request, publicKey, [{ event: 'start', type: 'llm', runId, ... }]);
 */
export async function sendEvents(
  request: APIRequestContext,
  publicKey: string,
  events: readonly unknown[],
): Promise<void> {
  const sent = await request.post('/v1/runs/ingest', {
    headers: { authorization: `Bearer ${publicKey}` },
    data: { events },
  });
  expect(sent.ok(), `ingest answered ${sent.status()}`).toBe(true);
}

/** A conversation to seed: its name, when it started and its messages, each `agoMs` before now. */
export interface SeededConversation {
  name: string;
  agoMs: number;
  messages: readonly { role: 'user' | 'assistant'; content: string; agoMs: number }[];
}

/**
 * Sends a named conversation as raw Lunary events (a `thread` start, then one `chat` event per
 * message, with the timestamps given) through `sendEvents`. Returns the thread's run id.
 *
 * @example
 * await sendConversation(request, publicKey, {
 *   name: 'Lost luggage',
 *   agoMs: 20_000,
 *   messages: [{ role: 'user', content: 'My suitcase never arrived', agoMs: 19_000 }],
 * });
 */
export async function sendConversation(
  request: APIRequestContext,
  publicKey: string,
  conversation: SeededConversation,
): Promise<string> {
  const thread = randomUUID();
  const now = Date.now();
  await sendEvents(request, publicKey, [
    {
      event: 'start',
      type: 'thread',
      runId: thread,
      name: conversation.name,
      timestamp: now - conversation.agoMs,
    },
    ...conversation.messages.map((message) => ({
      event: 'chat',
      type: 'thread',
      runId: randomUUID(),
      parentRunId: thread,
      timestamp: now - message.agoMs,
      message: { role: message.role, content: message.content },
    })),
  ]);
  return thread;
}
