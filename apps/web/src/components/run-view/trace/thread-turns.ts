import type { Run, RunTreeNode } from '@lookout/domain';
import { type DisplayMessage, toDisplayMessages } from '../chat/display-message';
import { runStart } from './trace-tree';

/** One message of a conversation, with the LLM calls that produced or answered it. */
export interface ThreadTurn {
  /** The chat run of the message, or the root run of a session's trace. */
  run: Run;
  messages: DisplayMessage[];
  /** LLM calls (and other runs) linked to the message. */
  linked: Run[];
}

function withoutChildren(node: RunTreeNode): Run {
  const { children: _children, ...run } = node;
  return run;
}

function descendants(node: RunTreeNode): Run[] {
  return node.children.flatMap((child) => [withoutChildren(child), ...descendants(child)]);
}

/** Messages logged as JSON, or as a bare string (Lunary's legacy trackUserMessage / trackBotMessage). */
function messagesOf(value: unknown, stringRole: 'user' | 'assistant'): DisplayMessage[] {
  if (typeof value === 'string') {
    return value.trim() === ''
      ? []
      : (toDisplayMessages({ role: stringRole, content: value }) ?? []);
  }
  return toDisplayMessages(value) ?? [];
}

/**
 * What a model call adds to a conversation: the messages after the last answer in its input
 * (the rest is history, shown by earlier turns; never the system prompt), then its output.
 */
function callMessages(run: Run): DisplayMessage[] {
  const input = messagesOf(run.input, 'user');
  let lastAnswer = -1;
  input.forEach((message, index) => {
    if (message.role === 'assistant') lastAnswer = index;
  });
  const asked = input.slice(lastAnswer + 1).filter((message) => message.role !== 'system');
  return [...asked, ...messagesOf(run.output, 'assistant')];
}

/**
 * The messages a session's trace adds: its root's own when its input holds messages, else
 * those of the first model call under it (a workflow span often logs its arguments).
 */
function traceMessages(root: RunTreeNode): DisplayMessage[] {
  if (messagesOf(root.input, 'user').length > 0) return callMessages(withoutChildren(root));
  const call = [withoutChildren(root), ...descendants(root)]
    .filter((run) => run.type === 'llm')
    .sort((a, b) => runStart(a) - runStart(b))
    .find((run) => callMessages(run).length > 0);
  return call ? callMessages(call) : [];
}

function isTurn(node: RunTreeNode): boolean {
  return node.type === 'chat' || traceMessages(node).length > 0;
}

/**
 * A conversation as turns, oldest first: each chat message of the thread with the messages it
 * holds (its input for people, its output for the model) and the runs linked under it. Threads
 * of OpenTelemetry and Langfuse sessions have no chat messages: each trace of the session is a
 * turn, with what its model call was asked and answered, and its runs linked.
 */
export function threadTurns(thread: RunTreeNode): ThreadTurn[] {
  return [...thread.children]
    .filter(isTurn)
    .sort((a, b) => runStart(a) - runStart(b))
    .map((child) => {
      const run = withoutChildren(child);
      if (child.type === 'chat') {
        const messages = [...messagesOf(run.input, 'user'), ...messagesOf(run.output, 'assistant')];
        return { run, messages, linked: descendants(child) };
      }
      return { run, messages: traceMessages(child), linked: [run, ...descendants(child)] };
    });
}

/** Runs of a thread that are not turns (custom events, logs, calls without messages). */
export function threadOtherRuns(thread: RunTreeNode): Run[] {
  return thread.children.filter((child) => !isTurn(child)).map(withoutChildren);
}
