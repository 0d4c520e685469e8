import { setSession } from '@arizeai/openinference-core';
import { OpenAIInstrumentation } from '@arizeai/openinference-instrumentation-openai';
import { context } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toRunUuid } from '../runs/run-id.js';
import { answerTokens, chatPromptTokens, gpt4oMiniCost } from './expected-usage.js';
import {
  answeredModel,
  type FakeOpenAiServer,
  fakePromptTokens,
  fakeReply,
  fakeTokenCount,
  startFakeOpenAiServer,
} from './fake-openai-server.js';
import {
  contractTargets,
  eventually,
  type LookoutUnderTest,
  startLookout,
} from './lookout-under-test.js';
import { blockNonLoopbackConnections, type LoopbackGuard } from './loopback-guard.js';

const chatMessages = [
  { role: 'system' as const, content: 'Answer in one sentence.' },
  { role: 'user' as const, content: 'What does an observability platform do?' },
];
const streamedMessages = [{ role: 'user' as const, content: 'Stream me a short answer.' }];
const embeddedText = 'Lookout records every LLM call.';
const sessionMessages = [{ role: 'user' as const, content: 'Which parcel is mine?' }];

let guard: LoopbackGuard;
// One instrumentation patches the OpenAI classes once; each target gets its own tracer provider.
const instrumentation = new OpenAIInstrumentation();
instrumentation.manuallyInstrument(OpenAI);
// setSession travels in the OpenTelemetry context, as in a Node app.
const contextManager = new AsyncLocalStorageContextManager();
beforeAll(() => {
  guard = blockNonLoopbackConnections();
  context.setGlobalContextManager(contextManager.enable());
});
afterAll(() => {
  instrumentation.disable();
  context.disable();
  guard.restore();
});

describe.each(contractTargets())(
  'OpenAI SDK + OpenInference instrumentation over OTLP/HTTP JSON against Lookout on $kind',
  ({ kind }) => {
    let lookout: LookoutUnderTest;
    let fake: FakeOpenAiServer;
    let provider: BasicTracerProvider;

    beforeAll(async () => {
      lookout = await startLookout(kind);
      fake = await startFakeOpenAiServer();
      provider = new BasicTracerProvider({
        resource: resourceFromAttributes({ 'service.name': 'contract-openinference' }),
        spanProcessors: [
          new BatchSpanProcessor(
            new OTLPTraceExporter({
              url: `${lookout.url}/v1/traces`,
              headers: { Authorization: `Bearer ${lookout.publicKey}` },
            }),
          ),
        ],
      });
      instrumentation.setTracerProvider(provider);
      const openai = new OpenAI({ apiKey: 'sk-contract', baseURL: fake.baseUrl, maxRetries: 0 });
      await openai.chat.completions.create({
        model: 'gpt-4o-mini',
        messages: chatMessages,
        temperature: 0.3,
        max_tokens: 50,
      });
      await openai.embeddings.create({ model: 'text-embedding-3-small', input: embeddedText });
      const stream = await openai.chat.completions.create({
        model: 'gpt-4o-mini',
        messages: streamedMessages,
        stream: true,
        stream_options: { include_usage: true },
      });
      for await (const _chunk of stream) {
        // Read to the end, as an app would.
      }
      await context.with(setSession(context.active(), { sessionId: 'oi-session' }), () =>
        openai.chat.completions.create({ model: 'gpt-4o-mini', messages: sessionMessages }),
      );
      await provider.forceFlush();
    });
    afterAll(async () => {
      await provider?.shutdown();
      await fake?.stop();
      await lookout?.stop();
    });

    const llmRuns = () =>
      eventually(
        () => lookout.runs('llm'),
        (runs) => runs.filter((run) => run.status !== 'started').length >= 2,
        { what: 'the two LLM runs' },
      );
    const chatRun = async () => {
      const runs = await llmRuns();
      const run = runs.find((candidate) =>
        JSON.stringify(candidate.input).includes('observability'),
      );
      if (!run) throw new Error(`No chat run in ${JSON.stringify(runs)}`);
      return run;
    };

    it('stores the chat completion as an LLM run with messages, params, tokens and cost', async () => {
      const run = await chatRun();
      const reply = fakeReply(chatMessages);
      expect(run).toMatchObject({
        type: 'llm',
        status: 'success',
        parentRunId: null,
        input: chatMessages,
        output: { role: 'assistant', content: reply },
        promptTokens: fakePromptTokens(chatMessages),
        completionTokens: fakeTokenCount(reply),
        totalTokens: fakePromptTokens(chatMessages) + fakeTokenCount(reply),
      });
      expect(run.params).toMatchObject({ temperature: 0.3, max_tokens: 50 });
      expect(run.cost).toBeCloseTo(
        gpt4oMiniCost(fakePromptTokens(chatMessages), fakeTokenCount(reply)),
        12,
      );
      expect(run.metadata).toMatchObject({ 'service.name': 'contract-openinference' });
    });

    it('keeps the model the API answered with', async () => {
      const run = await chatRun();
      // The span is named for the operation; the model is its own field (the Model column).
      expect(run.model).toBe(answeredModel('gpt-4o-mini'));
      expect(run.name).not.toBe(run.model);
      expect(await lookout.models()).toContain(answeredModel('gpt-4o-mini'));
      const byModel = await lookout.runs('llm', `models=${answeredModel('gpt-4o-mini')}`);
      expect(byModel.map((candidate) => candidate.id)).toContain(run.id);
    });

    it('counts the tokens of a streamed call locally (the instrumentation reports none)', async () => {
      const runs = await llmRuns();
      const run = runs.find((candidate) => JSON.stringify(candidate.input).includes('Stream me'));
      expect(run).toMatchObject({
        status: 'success',
        input: streamedMessages,
        output: { role: 'assistant', content: fakeReply(streamedMessages) },
      });
      const promptTokens = chatPromptTokens(streamedMessages);
      const completionTokens = answerTokens(fakeReply(streamedMessages));
      expect(run).toMatchObject({
        promptTokens,
        completionTokens,
        totalTokens: promptTokens + completionTokens,
      });
      expect(run?.cost).toBeCloseTo(gpt4oMiniCost(promptTokens, completionTokens), 12);
    });

    const embedRun = async () => {
      const traces = await eventually(
        () => lookout.runs('trace'),
        (runs) => runs.some((run) => run.type === 'embed' && run.status === 'success'),
        { what: 'the embed run' },
      );
      const embed = traces.find((run) => run.type === 'embed');
      if (!embed) throw new Error('No embed run');
      return embed;
    };

    it('stores the embeddings call as an embed run with its input, model and tokens', async () => {
      const embed = await embedRun();
      expect(embed).toMatchObject({ parentRunId: null, input: embeddedText, completionTokens: 0 });
      // The instrumentation sends no usage for embeddings: Lookout counts the input.
      expect(embed.promptTokens).toBeGreaterThan(0);
      expect(await lookout.models()).toContain('text-embedding-3-small');
    });

    it('prices the embeddings call', async () => {
      expect((await embedRun()).cost).toBeGreaterThan(0);
    });

    it('opens the session of setSession as a conversation with its question and answer', async () => {
      const threadId = toRunUuid('oi-session');
      const threads = await eventually(
        () => lookout.runs('thread'),
        (list) => list.some((run) => run.id === threadId && run.messageCount === 1),
        { what: 'the conversation of oi-session' },
      );
      expect(threads.find((run) => run.id === threadId)?.name).toBe('oi-session');
      const conversation = await lookout.tree(threadId);
      expect(conversation.children).toHaveLength(1);
      expect(conversation.children[0]).toMatchObject({
        type: 'llm',
        input: sessionMessages,
        output: { role: 'assistant', content: fakeReply(sessionMessages) },
      });
    });

    it('never connected anywhere but this machine', () => {
      expect(guard.blocked).toEqual([]);
      expect(fake.requests.map((request) => request.path)).toEqual([
        '/v1/chat/completions',
        '/v1/embeddings',
        '/v1/chat/completions',
        '/v1/chat/completions',
      ]);
    });
  },
);
