import type { RunTreeNode } from '@lookout/domain';
import lunary from 'lunary';
import { monitorOpenAI } from 'lunary/openai';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toRunUuid } from '../runs/run-id.js';
import { gpt4oMiniCost } from './expected-usage.js';
import {
  type FakeOpenAiServer,
  fakePromptTokens,
  fakeReply,
  fakeTokenCount,
  startFakeOpenAiServer,
} from './fake-openai-server.js';
import {
  contractTargets,
  eventually,
  flattenTree,
  type LookoutUnderTest,
  startLookout,
} from './lookout-under-test.js';
import { blockNonLoopbackConnections, type LoopbackGuard } from './loopback-guard.js';

const agentQuestion = 'Will it rain in Paris tomorrow?';
const agentMessages = [
  { role: 'system' as const, content: 'You are a terse weather assistant.' },
  { role: 'user' as const, content: agentQuestion },
];

let guard: LoopbackGuard;
beforeAll(() => {
  guard = blockNonLoopbackConnections();
});
afterAll(() => guard.restore());

describe.each(contractTargets())('Lunary JS SDK agent against Lookout on $kind', ({ kind }) => {
  let lookout: LookoutUnderTest;
  let fake: FakeOpenAiServer;
  const sent = { agentRunId: '', llmRunId: '' };

  beforeAll(async () => {
    lookout = await startLookout(kind);
    fake = await startFakeOpenAiServer();
    lunary.init({ publicKey: lookout.publicKey, apiUrl: lookout.url });
    const openai = monitorOpenAI(
      new OpenAI({ apiKey: 'sk-contract-test', baseURL: fake.baseUrl, maxRetries: 0 }),
    );

    const getWeather = lunary.wrapTool(
      async (city: string) => ({ city, forecast: 'light rain', temperatureC: 14 }),
      { name: 'get-weather' },
    );
    const lookupOrder = lunary.wrapTool(
      async (orderId: string): Promise<string> => {
        throw new Error(`Order ${orderId} not found`);
      },
      { name: 'lookup-order' },
    );
    const supportAgent = lunary.wrapAgent(
      async (question: string) => {
        await getWeather('Paris');
        await lookupOrder('A-42').catch((error: unknown) =>
          lunary.error('Order lookup failed', error),
        );
        const call = openai.chat.completions.create({
          model: 'gpt-4o-mini',
          temperature: 0.2,
          max_tokens: 64,
          messages: agentMessages,
          tags: ['weather'],
          metadata: { feature: 'forecast' },
        });
        sent.llmRunId = call.runId;
        const completion = await call;
        return completion.choices[0]?.message.content ?? question;
      },
      { name: 'support-agent', tags: ['contract'], metadata: { team: 'support' } },
    );
    const agentCall = supportAgent(agentQuestion);
    sent.agentRunId = agentCall.runId;
    await agentCall.identify('user-ada', { name: 'Ada', plan: 'pro' });
    lunary.trackFeedback(sent.llmRunId, { thumbs: 'down', comment: 'Too vague' });
    await lunary.flush();
  });
  afterAll(async () => {
    await lunary.flush();
    await fake?.stop();
    await lookout?.stop();
  });
  const agentTree = () =>
    eventually(
      () => lookout.tree(toRunUuid(sent.agentRunId)),
      (tree) =>
        tree.status === 'success' &&
        tree.children.length === 4 &&
        tree.children.every((child) => child.status !== 'started'),
      { what: 'the agent trace with its four finished children' },
    );
  const childNamed = (tree: RunTreeNode, name: string): RunTreeNode => {
    const child = tree.children.find((candidate) => candidate.name === name);
    if (!child) throw new Error(`No child named ${name} in ${JSON.stringify(tree.children)}`);
    return child;
  };

  it('stores the agent as the root of a trace with its tools and LLM call nested under it', async () => {
    const tree = await agentTree();
    expect(tree).toMatchObject({
      id: toRunUuid(sent.agentRunId),
      type: 'agent',
      name: 'support-agent',
      parentRunId: null,
      input: agentQuestion,
      output: fakeReply(agentMessages),
      tags: ['contract'],
      metadata: { team: 'support' },
      userId: 'user-ada',
      userProps: { name: 'Ada', plan: 'pro' },
    });
    expect(tree.children.map((child) => [child.type, child.name]).sort()).toEqual([
      ['llm', 'gpt-4o-mini'],
      ['log', 'error'],
      ['tool', 'get-weather'],
      ['tool', 'lookup-order'],
    ]);
    for (const run of flattenTree(tree)) expect(run.traceId).toBe(tree.id);
    expect(childNamed(tree, 'get-weather')).toMatchObject({
      status: 'success',
      parentRunId: tree.id,
      input: 'Paris',
      output: { city: 'Paris', forecast: 'light rain', temperatureC: 14 },
    });
    const traces = await lookout.runs('trace');
    expect(traces.find((run) => run.id === tree.id)).toMatchObject({ spanCount: 5 });
  });

  it('records the failing tool as an error with its message and stack', async () => {
    const tree = await agentTree();
    const failed = childNamed(tree, 'lookup-order');
    expect(failed.status).toBe('error');
    expect(failed.input).toBe('A-42');
    expect(failed.error?.message).toBe('Order A-42 not found');
    expect(failed.error?.stack).toContain('Order A-42 not found');
    // lunary.error() inside the agent: an error log under it.
    const log = childNamed(tree, 'error');
    expect(log).toMatchObject({ type: 'log', status: 'error', input: 'Order lookup failed' });
    expect(log.error?.message).toBe('Order lookup failed');
    expect(log.error?.stack).toContain('Order A-42 not found');
    const failedRuns = await lookout.runs('trace', 'status=error');
    expect(failedRuns).toEqual([]);
  });

  it('stores the wrapped OpenAI call as an LLM run with messages, params, tokens and cost', async () => {
    const llm = childNamed(await agentTree(), 'gpt-4o-mini');
    const reply = fakeReply(agentMessages);
    expect(llm).toMatchObject({
      id: toRunUuid(sent.llmRunId),
      type: 'llm',
      status: 'success',
      input: [
        { role: 'system', content: 'You are a terse weather assistant.' },
        { role: 'user', content: agentQuestion },
      ],
      output: { role: 'assistant', content: reply },
      params: { temperature: 0.2, max_tokens: 64 },
      tags: ['weather'],
      metadata: { feature: 'forecast' },
      userId: 'user-ada',
      promptTokens: fakePromptTokens(agentMessages),
      completionTokens: fakeTokenCount(reply),
      totalTokens: fakePromptTokens(agentMessages) + fakeTokenCount(reply),
    });
    expect(llm.cost).toBeCloseTo(
      gpt4oMiniCost(fakePromptTokens(agentMessages), fakeTokenCount(reply)),
      12,
    );
    expect(llm.duration).toBeGreaterThanOrEqual(0);
    const llmList = await lookout.runs('llm');
    expect(llmList.map((run) => run.id)).toContain(llm.id);
    expect(fake.requests.map((request) => request.path)).toEqual(['/v1/chat/completions']);
  });

  it('lists the identified user with the properties the app sent', async () => {
    const users = await eventually(
      () => lookout.users(),
      (list) => list.some((user) => user.externalId === 'user-ada'),
      { what: 'user-ada in /v1/users' },
    );
    const ada = users.find((user) => user.externalId === 'user-ada');
    expect(ada?.props).toMatchObject({ name: 'Ada', plan: 'pro' });
    expect(ada?.runCount).toBe(5);
    expect(ada?.cost).toBeGreaterThan(0);
  });

  it('attaches the thumb and comment sent with trackFeedback to the LLM call', async () => {
    const feedback = await eventually(
      () => lookout.feedback(toRunUuid(sent.llmRunId)),
      (value) => value !== null,
      { what: 'the feedback of the LLM call' },
    );
    expect(feedback).toEqual({ thumb: 'down', thumbs: 'down', comment: 'Too vague' });
    const disliked = await lookout.runs('llm', 'feedback=down');
    expect(disliked.map((run) => run.id)).toEqual([toRunUuid(sent.llmRunId)]);
  });

  it('never connected anywhere but this machine', () => {
    expect(guard.blocked).toEqual([]);
  });
});
