import type { Run, RunTreeNode } from '@lookout/domain';
import { type DisplayMessage, toDisplayMessages } from '../chat/display-message';
import { runStart } from './trace-tree';

/** One message of a conversation, with the LLM calls that produced or answered it. */
export interface ThreadTurn {
  /** The chat run of the message. */
  run: Run;
  messages: DisplayMessage[];
  /** LLM calls (and other runs) linked to the message. */
  linked: Run[];
}

function descendants(node: RunTreeNode): Run[] {
  return node.children.flatMap((child) => {
    const { children: _children, ...run } = child;
    return [run, ...descendants(child)];
  });
}

/**
 * A conversation as turns, oldest first: each chat message of the thread with the messages it
 * holds (its input for people, its output for the model) and the runs linked under it.
 */
export function threadTurns(thread: RunTreeNode): ThreadTurn[] {
  return [...thread.children]
    .filter((child) => child.type === 'chat')
    .sort((a, b) => runStart(a) - runStart(b))
    .map((child) => {
      const { children: _children, ...run } = child;
      const messages = [
        ...(toDisplayMessages(run.input) ?? []),
        ...(toDisplayMessages(run.output) ?? []),
      ];
      return { run, messages, linked: descendants(child) };
    });
}

/** Runs of a thread that are not chat messages (calls linked to the thread itself). */
export function threadOtherRuns(thread: RunTreeNode): Run[] {
  return thread.children
    .filter((child) => child.type !== 'chat')
    .map(({ children: _children, ...run }) => run);
}
