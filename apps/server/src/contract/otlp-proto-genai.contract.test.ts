import type { Run } from '@lookout/domain';
import { context, type Span, SpanStatusCode, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spanRunUuid, toRunUuid } from '../runs/run-id.js';
import {
  contractTargets,
  eventually,
  flattenTree,
  type LookoutUnderTest,
  startLookout,
} from './lookout-under-test.js';
import { blockNonLoopbackConnections, type LoopbackGuard } from './loopback-guard.js';

const instructions = 'You answer questions about shipping.';
const question = 'Do you ship to Lyon?';
const answer = 'Yes, in two to three days.';
const legacyQuestion = 'Summarise the answer in five words.';

class RateLimitError extends Error {
  override name = 'RateLimitError';
}

/** The run id Lookout gives a span. */
const runIdOf = (span: Span) => spanRunUuid(span.spanContext().traceId, span.spanContext().spanId);

let guard: LoopbackGuard;
let compressionBefore: string | undefined;
beforeAll(() => {
  guard = blockNonLoopbackConnections();
  // The exporter reads its compression from the environment, as users configure it.
  compressionBefore = process.env.OTEL_EXPORTER_OTLP_TRACES_COMPRESSION;
  process.env.OTEL_EXPORTER_OTLP_TRACES_COMPRESSION = 'gzip';
});
afterAll(() => {
  if (compressionBefore === undefined) delete process.env.OTEL_EXPORTER_OTLP_TRACES_COMPRESSION;
  else process.env.OTEL_EXPORTER_OTLP_TRACES_COMPRESSION = compressionBefore;
  guard.restore();
});

describe.each(contractTargets())(
  'OTLP/HTTP protobuf (gzip) with GenAI spans against Lookout on $kind',
  ({ kind }) => {
    let lookout: LookoutUnderTest;
    const providers: BasicTracerProvider[] = [];
    const ids = { root: '', semconv: '', legacy: '', events: '', followUp: '' };

    /** A tracer whose spans go to `path` on Lookout, as protobuf. */
    const tracerTo = (path: string) => {
      const provider = new BasicTracerProvider({
        resource: resourceFromAttributes({
          'service.name': 'contract-shop-assistant',
          'deployment.environment': 'test',
        }),
        spanProcessors: [
          new SimpleSpanProcessor(
            new OTLPTraceExporter({
              url: `${lookout.url}${path}`,
              headers: { Authorization: `Bearer ${lookout.publicKey}` },
            }),
          ),
        ],
      });
      providers.push(provider);
      return provider.getTracer('contract-genai', '1.2.3');
    };

    beforeAll(async () => {
      lookout = await startLookout(kind);
      const tracer = tracerTo('/v1/traces');
      const root = tracer.startSpan('answer-question', {
        attributes: {
          'session.id': 'session-42',
          'user.id': 'user-otel',
          'app.feature': 'shipping-faq',
          'app.retries': 2,
        },
      });
      const inRoot = trace.setSpan(context.active(), root);

      const semconv = tracer.startSpan(
        'chat gpt-4o',
        {
          attributes: {
            'gen_ai.operation.name': 'chat',
            'gen_ai.provider.name': 'openai',
            'gen_ai.request.model': 'gpt-4o',
            'gen_ai.response.model': 'gpt-4o-2024-08-06',
            'gen_ai.request.temperature': 0.2,
            'gen_ai.request.max_tokens': 200,
            'gen_ai.system_instructions': JSON.stringify([{ type: 'text', content: instructions }]),
            'gen_ai.input.messages': JSON.stringify([
              { role: 'user', parts: [{ type: 'text', content: question }] },
            ]),
            'gen_ai.output.messages': JSON.stringify([
              {
                role: 'assistant',
                parts: [{ type: 'text', content: answer }],
                finish_reason: 'stop',
              },
            ]),
            'gen_ai.usage.input_tokens': 42,
            'gen_ai.usage.output_tokens': 12,
            'gen_ai.response.id': 'chatcmpl-contract-1',
          },
        },
        inRoot,
      );
      semconv.end();

      const legacy = tracer.startSpan(
        'openai.chat',
        {
          attributes: {
            'gen_ai.system': 'openai',
            'llm.request.type': 'chat',
            'gen_ai.request.model': 'gpt-4o-mini',
            'gen_ai.prompt.0.role': 'system',
            'gen_ai.prompt.0.content': instructions,
            'gen_ai.prompt.1.role': 'user',
            'gen_ai.prompt.1.content': legacyQuestion,
            'gen_ai.completion.0.role': 'assistant',
            'gen_ai.completion.0.content': 'Ships to Lyon in days.',
            'gen_ai.usage.prompt_tokens': 30,
            'gen_ai.usage.completion_tokens': 8,
          },
        },
        inRoot,
      );
      legacy.recordException(new RateLimitError('Rate limit reached for gpt-4o-mini'));
      legacy.setStatus({ code: SpanStatusCode.ERROR });
      legacy.end();
      root.end();
      ids.root = runIdOf(root);
      ids.semconv = runIdOf(semconv);
      ids.legacy = runIdOf(legacy);

      // Span events carry the messages of older GenAI conventions; sent to the /otel prefix.
      const prefixed = tracerTo('/otel/v1/traces').startSpan('chat gpt-4o-mini', {
        attributes: {
          'gen_ai.operation.name': 'chat',
          'gen_ai.request.model': 'gpt-4o-mini',
          'gen_ai.conversation.id': 'conversation-7',
        },
      });
      prefixed.addEvent('gen_ai.user.message', { content: 'Hello there' });
      prefixed.addEvent('gen_ai.choice', {
        index: 0,
        finish_reason: 'stop',
        message: JSON.stringify({ role: 'assistant', content: 'Hi! How can I help?' }),
      });
      // A span that follows from the question's trace (a batch job, say), by a span link.
      const followUp = tracerTo('/otel/v1/traces').startSpan('grade-answers', {
        links: [{ context: root.spanContext(), attributes: { 'link.reason': 'graded' } }],
      });
      followUp.end();
      prefixed.end();
      ids.events = runIdOf(prefixed);
      ids.followUp = runIdOf(followUp);
      await Promise.all(providers.map((provider) => provider.forceFlush()));
    });
    afterAll(async () => {
      await Promise.all(providers.map((provider) => provider.shutdown()));
      await lookout?.stop();
    });

    const traceTree = () =>
      eventually(
        () => lookout.tree(ids.root),
        (tree) =>
          tree.children.length === 2 && tree.children.every((child) => child.status !== 'started'),
        { what: 'the trace with its two finished children' },
      );
    const child = async (id: string): Promise<Run> => {
      const found = (await traceTree()).children.find((candidate) => candidate.id === id);
      if (!found) throw new Error(`No child ${id}`);
      return found;
    };

    it('builds the trace tree: a chain root with its two LLM spans under it', async () => {
      const tree = await traceTree();
      expect(tree).toMatchObject({
        id: ids.root,
        type: 'chain',
        name: 'answer-question',
        status: 'success',
        parentRunId: null,
        userId: 'user-otel',
      });
      expect(tree.children.map((run) => run.id).sort()).toEqual([ids.legacy, ids.semconv].sort());
      for (const run of tree.children) {
        expect(run.type).toBe('llm');
        expect(run.parentRunId).toBe(ids.root);
        expect(run.traceId).toBe(tree.traceId);
      }
      const traces = await lookout.runs('trace');
      expect(traces.find((run) => run.id === ids.root)).toMatchObject({ spanCount: 3 });
    });

    it('keeps resource and unmapped attributes as metadata', async () => {
      const tree = await traceTree();
      expect(tree.metadata).toMatchObject({
        'service.name': 'contract-shop-assistant',
        'deployment.environment': 'test',
        'app.feature': 'shipping-faq',
        'app.retries': 2,
        'otel.scope.name': 'contract-genai',
        'otel.scope.version': '1.2.3',
      });
      expect(tree.metadata).not.toHaveProperty('session.id');
      expect(tree.metadata).not.toHaveProperty('user.id');
      expect((await child(ids.semconv)).metadata).toMatchObject({
        'gen_ai.provider.name': 'openai',
        'gen_ai.response.id': 'chatcmpl-contract-1',
      });
    });

    it('maps the current GenAI message attributes, parameters, tokens, model and cost', async () => {
      const run = await child(ids.semconv);
      expect(run).toMatchObject({
        status: 'success',
        input: [
          { role: 'system', content: instructions },
          { role: 'user', content: question },
        ],
        output: { role: 'assistant', content: answer },
        params: { temperature: 0.2, max_tokens: 200 },
        promptTokens: 42,
        completionTokens: 12,
        totalTokens: 54,
      });
      expect(run.cost).toBeCloseTo((42 * 2.5 + 12 * 10) / 1_000_000, 12);
      const byModel = await lookout.runs('llm', 'models=gpt-4o-2024-08-06');
      expect(byModel.map((candidate) => candidate.id)).toEqual([ids.semconv]);
    });

    it('maps the legacy gen_ai.prompt.N / completion.N attributes and the exception of a failed span', async () => {
      const run = await child(ids.legacy);
      expect(run).toMatchObject({
        status: 'error',
        input: [
          { role: 'system', content: instructions },
          { role: 'user', content: legacyQuestion },
        ],
        output: { role: 'assistant', content: 'Ships to Lyon in days.' },
        promptTokens: 30,
        completionTokens: 8,
      });
      expect(run.error?.message).toBe('RateLimitError: Rate limit reached for gpt-4o-mini');
      expect(run.error?.stack).toContain('Rate limit reached for gpt-4o-mini');
      expect(run.cost).toBeGreaterThan(0);
      const failed = await lookout.runs('llm', 'status=error');
      expect(failed.map((candidate) => candidate.id)).toEqual([ids.legacy]);
    });

    it('turns session.id into a thread with the user, holding the trace', async () => {
      const threadId = toRunUuid('session-42');
      const threads = await eventually(
        () => lookout.runs('thread'),
        (list) => list.some((run) => run.id === threadId),
        { what: 'the thread of session-42' },
      );
      expect(threads.find((run) => run.id === threadId)).toMatchObject({
        type: 'thread',
        name: 'session-42',
        userId: 'user-otel',
      });
      const tree = await traceTree();
      expect(tree.threadId).toBe(threadId);
      const users = await lookout.users();
      expect(users.map((user) => user.externalId)).toContain('user-otel');
    });

    it('opens the conversation of session.id with its trace and the messages of its calls', async () => {
      const threadId = toRunUuid('session-42');
      await traceTree();
      const conversation = await lookout.tree(threadId);
      expect(conversation.children.map((turn) => turn.id)).toEqual([ids.root]);
      const calls = flattenTree(conversation).filter((run) => run.type === 'llm');
      expect(calls.length).toBe(2);
      expect(JSON.stringify(calls.map((call) => call.input))).toContain(question);
      const threads = await lookout.runs('thread');
      expect(threads.find((run) => run.id === threadId)?.messageCount).toBe(1);
    });

    it('reads messages from GenAI span events sent to the /otel prefix, and counts their tokens', async () => {
      const run = await eventually(
        () => lookout.run(ids.events),
        (candidate) => candidate.status === 'success',
        { what: 'the span sent to /otel/v1/traces' },
      );
      expect(run).toMatchObject({
        type: 'llm',
        threadId: toRunUuid('conversation-7'),
        input: [{ role: 'user', content: 'Hello there' }],
        output: { role: 'assistant', content: 'Hi! How can I help?' },
      });
      expect(run.promptTokens).toBeGreaterThan(0);
      expect(run.completionTokens).toBeGreaterThan(0);
      expect(run.cost).toBeGreaterThan(0);
    });

    it('keeps the links of a span, with the run each linked span is stored as', async () => {
      const run = await eventually(
        () => lookout.run(ids.followUp),
        (candidate) => candidate.status === 'success',
        { what: 'the linked span' },
      );
      const [root] = [await lookout.run(ids.root)];
      expect(run.metadata?.['otel.links']).toEqual([
        {
          traceId: root?.traceId.replaceAll('-', ''),
          spanId: expect.stringMatching(/^[0-9a-f]{16}$/),
          runId: ids.root,
          attributes: { 'link.reason': 'graded' },
        },
      ]);
    });

    it('never connected anywhere but this machine', () => {
      expect(guard.blocked).toEqual([]);
    });
  },
);
