import type { RunTreeNode } from '@lookout/domain';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { Langfuse } from 'langfuse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spanRunUuid, toRunUuid } from '../runs/run-id.js';
import {
  contractTargets,
  eventually,
  type LookoutUnderTest,
  startLookout,
} from './lookout-under-test.js';
import { blockNonLoopbackConnections, type LoopbackGuard } from './loopback-guard.js';

const question = 'How do I reset my password?';
const answerMessages = [
  { role: 'system', content: 'You are a support assistant.' },
  { role: 'user', content: question },
];
const answer = { role: 'assistant', content: 'Open Settings, then Security, then Reset.' };

let guard: LoopbackGuard;
beforeAll(() => {
  guard = blockNonLoopbackConnections();
});
afterAll(() => guard.restore());

describe.each(contractTargets())('Langfuse JS SDK against Lookout on $kind', ({ kind }) => {
  let lookout: LookoutUnderTest;
  const sdkErrors: unknown[] = [];
  const ids = { trace: '', span: '', generation: '', failed: '', otlp: '' };

  beforeAll(async () => {
    lookout = await startLookout(kind);
    const langfuse = new Langfuse({
      publicKey: lookout.publicKey,
      secretKey: lookout.privateKey,
      baseUrl: lookout.url,
      release: 'v1.2.3',
    });
    langfuse.on('error', (error: unknown) => sdkErrors.push(error));

    const trace = langfuse.trace({
      name: 'support-chat',
      userId: 'user-langfuse',
      sessionId: 'langfuse-session-1',
      tags: ['support', 'contract'],
      metadata: { plan: 'pro' },
      input: { question },
    });
    const span = trace.span({ name: 'retrieve-docs', input: { query: 'reset password' } });
    span.end({ output: { documents: ['security-settings.md'] } });
    const generation = span.generation({
      name: 'answer',
      model: 'gpt-4o-mini',
      modelParameters: { temperature: 0.3, max_tokens: 100 },
      input: answerMessages,
    });
    generation.end({ output: answer, usage: { input: 21, output: 7 } });
    const failed = trace.generation({
      name: 'translate',
      model: 'gpt-4o-mini',
      input: [{ role: 'user', content: 'Translate to French' }],
      level: 'ERROR',
      statusMessage: 'Upstream timeout after 30s',
    });
    failed.end();
    trace.update({ output: answer });
    trace.score({ name: 'helpfulness', value: 0.8, comment: 'Solved it' });
    generation.score({ name: 'accuracy', value: 1 });
    ids.trace = trace.id;
    ids.span = span.id;
    ids.generation = generation.id;
    ids.failed = failed.id;
    await langfuse.flushAsync();
    await langfuse.shutdownAsync();

    // Newer Langfuse SDKs send OTLP spans with Basic auth and langfuse.* attributes.
    const basic = Buffer.from(`${lookout.publicKey}:${lookout.privateKey}`).toString('base64');
    const provider = new BasicTracerProvider({
      spanProcessors: [
        new SimpleSpanProcessor(
          new OTLPTraceExporter({
            url: `${lookout.url}/api/public/otel/v1/traces`,
            headers: { Authorization: `Basic ${basic}` },
          }),
        ),
      ],
    });
    const otlpSpan = provider.getTracer('langfuse-sdk').startSpan('summarise', {
      attributes: {
        'langfuse.observation.type': 'generation',
        'langfuse.observation.model.name': 'gpt-4o-mini',
        'langfuse.observation.input': JSON.stringify([{ role: 'user', content: 'Summarise' }]),
        'langfuse.observation.output': JSON.stringify({ role: 'assistant', content: 'Short.' }),
        'langfuse.observation.usage_details': JSON.stringify({ input: 10, output: 5 }),
        'langfuse.user.id': 'user-langfuse-otel',
        'langfuse.session.id': 'langfuse-otel-session',
      },
    });
    otlpSpan.end();
    ids.otlp = spanRunUuid(otlpSpan.spanContext().traceId, otlpSpan.spanContext().spanId);
    await provider.shutdown();
  });
  afterAll(async () => {
    await lookout?.stop();
  });

  const traceTree = () =>
    eventually(
      () => lookout.tree(toRunUuid(ids.trace)),
      (tree) => tree.children.length === 2 && tree.scores.length > 0,
      { what: 'the Langfuse trace with its span and failed generation' },
    );
  const find = (tree: RunTreeNode, id: string): RunTreeNode => {
    const stack = [tree];
    for (let node = stack.pop(); node; node = stack.pop()) {
      if (node.id === toRunUuid(id)) return node;
      stack.push(...node.children);
    }
    throw new Error(`No run ${id} in the tree`);
  };

  it('accepted every batch the SDK sent (207 with no errors)', async () => {
    await traceTree();
    expect(sdkErrors).toEqual([]);
  });

  it('stores the trace as the root run with user, tags, metadata, input, output and its score', async () => {
    const tree = await traceTree();
    expect(tree).toMatchObject({
      type: 'chain',
      name: 'support-chat',
      parentRunId: null,
      userId: 'user-langfuse',
      tags: ['contract', 'support'],
      input: { question },
      output: answer,
      scores: [{ label: 'helpfulness', value: 0.8, comment: 'Solved it' }],
    });
    expect(tree.metadata).toMatchObject({ plan: 'pro', release: 'v1.2.3' });
    expect(JSON.stringify(tree.metadata)).not.toContain(lookout.privateKey);
  });

  it('nests the span under the trace and the generation under the span', async () => {
    const tree = await traceTree();
    const span = find(tree, ids.span);
    expect(span).toMatchObject({
      type: 'chain',
      name: 'retrieve-docs',
      status: 'success',
      parentRunId: tree.id,
      input: { query: 'reset password' },
      output: { documents: ['security-settings.md'] },
    });
    expect(span.children.map((child) => child.id)).toEqual([toRunUuid(ids.generation)]);
  });

  it('stores the generation as an LLM run with model params, usage, cost and its score', async () => {
    const generation = find(await traceTree(), ids.generation);
    expect(generation).toMatchObject({
      type: 'llm',
      name: 'answer',
      status: 'success',
      input: answerMessages,
      output: answer,
      params: { temperature: 0.3, max_tokens: 100 },
      promptTokens: 21,
      completionTokens: 7,
      totalTokens: 28,
      scores: [{ label: 'accuracy', value: 1 }],
    });
    expect(generation.cost).toBeCloseTo((21 * 0.15 + 7 * 0.6) / 1_000_000, 12);
    const byModel = await lookout.runs('llm', 'models=gpt-4o-mini');
    expect(byModel.map((run) => run.id)).toEqual(
      expect.arrayContaining([toRunUuid(ids.generation), toRunUuid(ids.failed)]),
    );
  });

  it('marks the generation of level ERROR as failed with its status message', async () => {
    const failed = find(await traceTree(), ids.failed);
    expect(failed).toMatchObject({
      type: 'llm',
      name: 'translate',
      status: 'error',
      parentRunId: toRunUuid(ids.trace),
      error: { message: 'Upstream timeout after 30s' },
    });
  });

  it('turns the sessionId into a thread and lists the user', async () => {
    const threadId = toRunUuid('langfuse-session-1');
    const threads = await eventually(
      () => lookout.runs('thread'),
      (list) => list.some((run) => run.id === threadId),
      { what: 'the thread of the session' },
    );
    expect(threads.find((run) => run.id === threadId)).toMatchObject({
      type: 'thread',
      name: 'langfuse-session-1',
      userId: 'user-langfuse',
    });
    expect((await traceTree()).threadId).toBe(threadId);
    const users = await lookout.users();
    expect(users.map((user) => user.externalId)).toContain('user-langfuse');
    const conversation = await lookout.tree(threadId);
    expect(conversation.children.map((turn) => turn.id)).toEqual([toRunUuid(ids.trace)]);
    expect(conversation.children[0]?.children).toHaveLength(2);
  });

  it("counts the trace's generations in the end user's cost", async () => {
    await traceTree();
    const users = await lookout.users();
    expect(users.find((user) => user.externalId === 'user-langfuse')?.cost).toBeGreaterThan(0);
  });

  it('takes the OTLP spans of newer Langfuse SDKs on /api/public/otel with Basic auth', async () => {
    const run = await eventually(
      () => lookout.run(ids.otlp),
      (candidate) => candidate.status === 'success',
      { what: 'the generation sent over OTLP' },
    );
    expect(run).toMatchObject({
      type: 'llm',
      name: 'summarise',
      input: [{ role: 'user', content: 'Summarise' }],
      output: { role: 'assistant', content: 'Short.' },
      promptTokens: 10,
      completionTokens: 5,
      userId: 'user-langfuse-otel',
      threadId: toRunUuid('langfuse-otel-session'),
    });
    expect(run.cost).toBeCloseTo((10 * 0.15 + 5 * 0.6) / 1_000_000, 12);
  });

  it('never connected anywhere but this machine', () => {
    expect(guard.blocked).toEqual([]);
  });
});
