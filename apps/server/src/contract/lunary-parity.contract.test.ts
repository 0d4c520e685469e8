import type { RunTreeNode } from '@lookout/domain';
import lunary from 'lunary';
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

const greeting = 'Hi, is my order on its way?';
const botReply = 'Yes, it ships today.';

let guard: LoopbackGuard;
beforeAll(() => {
  guard = blockNonLoopbackConnections();
});
afterAll(() => guard.restore());

/**
 * What an app with only the public key (a browser, a mobile app) does with the
 * Lunary SDK: info and warn logs inside a tool, the deprecated string messages
 * of a thread (trackUserMessage / trackBotMessage), and reading feedback back.
 */
describe.each(contractTargets())('Lunary JS SDK with the public key on $kind', ({ kind }) => {
  let lookout: LookoutUnderTest;
  const sent = { toolRunId: '', threadId: '', userMessageId: '' };

  beforeAll(async () => {
    lookout = await startLookout(kind);
    lunary.init({ publicKey: lookout.publicKey, apiUrl: lookout.url });
    const checkStock = lunary.wrapTool(
      async (sku: string) => {
        lunary.info('Checking the warehouse', { sku });
        lunary.warn('Stock is low', { sku, left: 2 });
        return { sku, left: 2 };
      },
      { name: 'check-stock' },
    );
    const call = checkStock('SKU-7');
    sent.toolRunId = call.runId;
    await call;

    const thread = lunary.openThread({ tags: ['legacy'] });
    sent.threadId = thread.id;
    sent.userMessageId = thread.trackUserMessage(greeting);
    thread.trackBotMessage(sent.userMessageId, botReply);
    lunary.trackFeedback(sent.userMessageId, { thumbs: 'down', comment: 'Too slow' });
    await lunary.flush();
  });
  afterAll(async () => {
    await lunary.flush();
    await lookout?.stop();
  });

  it('shows info and warn logs under the run they were sent in', async () => {
    const tree = await eventually(
      () => lookout.tree(toRunUuid(sent.toolRunId)),
      (node) => node.children.length === 2,
      { what: 'the tool with its two logs' },
    );
    expect(tree).toMatchObject({ type: 'tool', name: 'check-stock' });
    const logs = tree.children.map((child) => ({
      type: child.type,
      name: child.name,
      input: child.input,
      metadata: child.metadata,
    }));
    expect(logs).toEqual([
      { type: 'log', name: 'info', input: 'Checking the warehouse', metadata: { sku: 'SKU-7' } },
      { type: 'log', name: 'warn', input: 'Stock is low', metadata: { sku: 'SKU-7', left: 2 } },
    ]);
  });

  it("keeps a legacy thread's string messages as the user's question and the bot's answer", async () => {
    const threadId = toRunUuid(sent.threadId);
    const tree = await eventually(
      () => lookout.tree(threadId),
      (node) => flattenTree(node).some((run) => run.type === 'chat' && run.output !== null),
      { what: 'the legacy thread with its answered message' },
    );
    const messages = tree.children.filter((child: RunTreeNode) => child.type === 'chat');
    expect(messages.map((message) => [message.input, message.output])).toEqual([
      [greeting, botReply],
    ]);
    const threads = await lookout.runs('thread');
    expect(threads.find((run) => run.id === threadId)?.messageCount).toBe(1);
  });

  it('answers getFeedback sent with only the public key, in the shape the SDK reads', async () => {
    await eventually(
      () => lookout.feedback(toRunUuid(sent.userMessageId)),
      (feedback) => feedback !== null,
      { what: 'the feedback of the message' },
    );
    const feedback = await lunary.getFeedback(sent.userMessageId);
    expect(feedback).toMatchObject({ thumbs: 'down', comment: 'Too slow' });
  });

  it('never connected anywhere but this machine', () => {
    expect(guard.blocked).toEqual([]);
  });
});
