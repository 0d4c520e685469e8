import { randomUUID } from 'node:crypto';
import type { Run } from '@lookout/domain';
import lunary, { Monitor } from 'lunary';
import { monitorOpenAI } from 'lunary/openai';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toRunUuid } from '../runs/run-id.js';
import { chatPromptTokens, gpt4oMiniCost } from './expected-usage.js';
import { type FakeOpenAiServer, fakeReply, startFakeOpenAiServer } from './fake-openai-server.js';
import {
  contractTargets,
  eventually,
  flattenTree,
  type LookoutUnderTest,
  startLookout,
} from './lookout-under-test.js';
import { blockNonLoopbackConnections, type LoopbackGuard } from './loopback-guard.js';

const threadQuestion = 'Do you ship to Lyon?';
const streamedQuestion = 'And how long does delivery take?';
/** An id shaped like the SDK's own random ids, with a variant nibble RFC 4122 does not allow. */
const assistantMessageId = '1b9d6bcd-bbfd-4b2d-cbad-2b0d7b3dcb6d';

let guard: LoopbackGuard;
beforeAll(() => {
  guard = blockNonLoopbackConnections();
});
afterAll(() => guard.restore());

describe.each(contractTargets())('Lunary JS SDK thread against Lookout on $kind', ({ kind }) => {
  let lookout: LookoutUnderTest;
  let fake: FakeOpenAiServer;
  const sent = { threadId: '', userMessageId: '' };

  beforeAll(async () => {
    lookout = await startLookout(kind);
    fake = await startFakeOpenAiServer();
    lunary.init({ publicKey: lookout.publicKey, apiUrl: lookout.url });
    const openai = monitorOpenAI(
      new OpenAI({ apiKey: 'sk-contract-test', baseURL: fake.baseUrl, maxRetries: 0 }),
    );

    const thread = lunary.openThread({
      tags: ['support-thread'],
      userId: 'user-ada',
      userProps: { name: 'Ada' },
    });
    sent.threadId = thread.id;
    sent.userMessageId = thread.trackMessage({
      id: randomUUID(),
      role: 'user',
      content: threadQuestion,
    });
    const reply = await openai.chat.completions
      .create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: threadQuestion }] })
      .setParent(sent.userMessageId);
    thread.trackMessage({
      id: assistantMessageId,
      role: 'assistant',
      content: reply.choices[0]?.message.content ?? '',
    });
    lunary.trackFeedback(assistantMessageId, { thumbs: 'up', comment: 'Clear answer' });
    thread.trackEvent('handed-to-human', { reason: 'billing question' });

    // A streamed call: the SDK counts chunks as completion tokens and sends no prompt count.
    const stream = await openai.chat.completions
      .create({
        model: 'gpt-4o-mini',
        stream: true,
        messages: [{ role: 'user', content: streamedQuestion }],
      })
      .setParent(sent.userMessageId);
    for await (const _chunk of stream) {
      // Read the stream to its end, as an app would.
    }
    await lunary.flush();
  });
  afterAll(async () => {
    await lunary.flush();
    await fake?.stop();
    await lookout?.stop();
  });

  it('attaches the thumb and comment sent with trackFeedback to the message', async () => {
    const feedback = await eventually(
      () => lookout.feedback(toRunUuid(assistantMessageId)),
      (value) => value?.thumb === 'up',
      { what: 'the feedback of the assistant message' },
    );
    expect(feedback).toEqual({ thumb: 'up', thumbs: 'up', comment: 'Clear answer' });
  });

  it('stores the thread with its messages, and the LLM calls linked to the user message', async () => {
    const threadId = toRunUuid(sent.threadId);
    const threads = await eventually(
      () => lookout.runs('thread'),
      (list) => list.some((run) => run.id === threadId && run.messageCount === 2),
      { what: 'the thread with two messages' },
    );
    const thread = threads.find((run) => run.id === threadId) as Run;
    expect(thread).toMatchObject({ type: 'thread', tags: ['support-thread'], userId: 'user-ada' });

    const tree = await eventually(
      () => lookout.tree(threadId),
      (node) => flattenTree(node).filter((run) => run.type === 'llm').length === 2,
      { what: 'the thread tree with its two LLM calls' },
    );
    const messages = tree.children.filter((child) => child.type === 'chat');
    expect(messages.map((message) => message.threadId)).toEqual([threadId, threadId]);
    const userMessage = messages.find((message) => message.id === toRunUuid(sent.userMessageId));
    expect(userMessage?.input).toEqual([{ role: 'user', content: threadQuestion }]);
    const assistant = messages.find((message) => message.id === toRunUuid(assistantMessageId));
    expect(assistant?.output).toEqual([
      { role: 'assistant', content: fakeReply([{ role: 'user', content: threadQuestion }]) },
    ]);
    const handoff = tree.children.find((child) => child.type === 'custom-event');
    expect(handoff).toMatchObject({
      name: 'handed-to-human',
      threadId,
      metadata: { reason: 'billing question' },
    });
    const linked = userMessage?.children ?? [];
    expect(linked.map((run) => run.type)).toEqual(['llm', 'llm']);
    for (const run of linked) {
      expect(run.parentRunId).toBe(userMessage?.id);
      expect(run.threadId).toBe(threadId);
    }
  });

  it('counts the prompt tokens of a streamed call the SDK sent without them', async () => {
    const streamed = await eventually(
      () => lookout.runs('llm'),
      (list) =>
        list.some(
          (run) =>
            Array.isArray(run.input) &&
            JSON.stringify(run.input).includes(streamedQuestion) &&
            run.status === 'success',
        ),
      { what: 'the streamed LLM call' },
    );
    const run = streamed.find((candidate) =>
      JSON.stringify(candidate.input).includes(streamedQuestion),
    );
    const reply = fakeReply([{ role: 'user', content: streamedQuestion }]);
    expect(run?.output).toMatchObject({ role: 'assistant', content: reply });
    // Counted by Lookout as OpenAI bills the prompt, with gpt-4o-mini's tokenizer.
    const promptTokens = chatPromptTokens([{ role: 'user', content: streamedQuestion }]);
    expect(run?.promptTokens).toBe(promptTokens);
    // The SDK counts one completion token per streamed chunk.
    const completionTokens = run?.completionTokens ?? 0;
    expect(completionTokens).toBeGreaterThan(0);
    expect(run?.totalTokens).toBe(promptTokens + completionTokens);
    expect(run?.cost).toBeCloseTo(gpt4oMiniCost(promptTokens, completionTokens), 12);
  });

  /** A second SDK client with the private key, as a backend reading feedback and scoring would use. */
  const privateClient = () => {
    const client = new Monitor();
    client.init({ privateKey: lookout.privateKey, apiUrl: lookout.url });
    return client;
  };

  it('reads feedback back and scores a run through the SDK (getFeedback, score)', async () => {
    const client = privateClient();
    await eventually(
      () => lookout.feedback(toRunUuid(assistantMessageId)),
      (feedback) => feedback !== null,
    );
    const userMessageRun = toRunUuid(sent.userMessageId);
    expect(await client.getFeedback(sent.userMessageId)).toBeNull();
    await client.score(sent.userMessageId, 'relevance', 0.9, 'On topic');
    const scored = await lookout.run(userMessageRun);
    expect(scored.scores).toEqual([{ label: 'relevance', value: 0.9, comment: 'On topic' }]);
  });

  it('reads feedback and scores runs whose SDK id is not an RFC 4122 UUID', async () => {
    const client = privateClient();
    await eventually(
      () => lookout.feedback(toRunUuid(assistantMessageId)),
      (feedback) => feedback !== null,
    );
    expect(await client.getFeedback(assistantMessageId)).toEqual({
      thumb: 'up',
      thumbs: 'up',
      comment: 'Clear answer',
    });
    await client.score(assistantMessageId, 'helpfulness', 4);
    const scored = await lookout.run(toRunUuid(assistantMessageId));
    expect(scored.scores).toEqual([{ label: 'helpfulness', value: 4 }]);
  });

  it('never connected anywhere but this machine', () => {
    expect(guard.blocked).toEqual([]);
    expect(fake.requests).toHaveLength(2);
  });
});
