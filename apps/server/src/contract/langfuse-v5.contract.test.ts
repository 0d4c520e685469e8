import { LangfuseClient } from '@langfuse/client';
import { LangfuseSpanProcessor } from '@langfuse/otel';
import {
  propagateAttributes,
  setLangfuseTracerProvider,
  startObservation,
} from '@langfuse/tracing';
import type { RunTreeNode } from '@lookout/domain';
import { context } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { BasicTracerProvider } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toRunUuid } from '../runs/run-id.js';
import {
  contractTargets,
  eventually,
  flattenTree,
  type LookoutUnderTest,
  startLookout,
} from './lookout-under-test.js';
import { blockNonLoopbackConnections, type LoopbackGuard } from './loopback-guard.js';

const question = 'Do you ship to Lyon?';
const answer = 'Yes, in two days.';

let guard: LoopbackGuard;
// propagateAttributes (session and user) travels in the OpenTelemetry context, as in a Node app.
const contextManager = new AsyncLocalStorageContextManager();
beforeAll(() => {
  guard = blockNonLoopbackConnections();
  context.setGlobalContextManager(contextManager.enable());
});
afterAll(() => {
  context.disable();
  guard.restore();
});

/**
 * The current Langfuse JS SDK (v5: `@langfuse/tracing` + `@langfuse/otel` over
 * OTLP, scores through `@langfuse/client`), unmodified, pointed at Lookout.
 */
describe.each(contractTargets())('Langfuse JS SDK v5 against Lookout on $kind', ({ kind }) => {
  let lookout: LookoutUnderTest;
  let provider: BasicTracerProvider;
  const sent = { traceHex: '' };

  beforeAll(async () => {
    lookout = await startLookout(kind);
    const keys = {
      publicKey: lookout.publicKey,
      secretKey: lookout.privateKey,
      baseUrl: lookout.url,
    };
    provider = new BasicTracerProvider({
      spanProcessors: [new LangfuseSpanProcessor({ ...keys, exportMode: 'immediate' })],
    });
    setLangfuseTracerProvider(provider);
    const client = new LangfuseClient(keys);

    // The score comes first here: the SDK sends scores and spans on separate paths.
    await propagateAttributes({ sessionId: 'v5-session', userId: 'user-v5' }, async () => {
      const root = startObservation('answer-question', {
        input: [{ role: 'user', content: question }],
      });
      sent.traceHex = root.traceId;
      client.score.create({ traceId: root.traceId, name: 'helpfulness', value: 0.9 });
      await client.score.flush();
      const generation = root.startObservation(
        'chat',
        { model: 'gpt-4o-mini', input: [{ role: 'user', content: question }] },
        { asType: 'generation' },
      );
      generation.update({
        output: { role: 'assistant', content: answer },
        usageDetails: { input: 12, output: 5 },
      });
      generation.end();
      root.update({ output: { role: 'assistant', content: answer } });
      root.end();
    });
    await provider.forceFlush();
  });
  afterAll(async () => {
    await provider?.shutdown();
    await lookout?.stop();
  });

  const trace = () =>
    eventually(
      async () => {
        const roots = await lookout.runs('trace');
        const root = roots.find((run) => run.traceId.replaceAll('-', '') === sent.traceHex);
        if (!root) throw new Error('The trace is not listed yet');
        return lookout.tree(root.id);
      },
      (tree) => tree.children.length === 1 && tree.status === 'success',
      { what: 'the v5 trace with its generation' },
    );

  it('puts a score sent with only the traceId on the root of the trace, not on a run of its own', async () => {
    const tree = await eventually(trace, (root) => root.scores.length > 0, {
      what: 'the score on the root',
    });
    expect(tree.name).toBe('answer-question');
    expect(tree.scores).toEqual([{ label: 'helpfulness', value: 0.9 }]);
    const scored = flattenTree(tree).filter((run: RunTreeNode) => run.scores.length > 0);
    expect(scored.map((run) => run.id)).toEqual([tree.id]);
    const llm = await lookout.runs('llm');
    expect(llm.map((run) => run.name)).toEqual(['chat']);
  });

  it('opens the session as a conversation with the question and the answer', async () => {
    const root = await trace();
    expect(root.children[0]).toMatchObject({ type: 'llm', model: 'gpt-4o-mini' });
    const threadId = toRunUuid('v5-session');
    const threads = await lookout.runs('thread');
    expect(threads.find((run) => run.id === threadId)).toMatchObject({
      name: 'v5-session',
      userId: 'user-v5',
      messageCount: 1,
    });
    const conversation = await lookout.tree(threadId);
    expect(conversation.children.map((turn) => turn.id)).toEqual([root.id]);
    expect(conversation.children[0]?.input).toEqual([{ role: 'user', content: question }]);
    expect(conversation.children[0]?.output).toEqual({ role: 'assistant', content: answer });
  });

  it('never connected anywhere but this machine', () => {
    expect(guard.blocked).toEqual([]);
  });
});
