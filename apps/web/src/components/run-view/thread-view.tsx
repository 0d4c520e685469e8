import { formatRelativeTime, type RunTreeNode } from '@lookout/domain';
import { Badge } from '@lookout/ui';
import { IconSparkles } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ChatMessageView } from './chat-message-view';
import { OutlineLevel, subLevel, useOutlineLevel } from './outline-level';
import { RunDetail, RunHeading } from './run-detail';
import { threadOtherRuns, threadTurns } from './trace/thread-turns';

/**
 * A conversation: its messages in order as a chat, each with the LLM calls linked to it;
 * picking a call shows its detail.
 */
export function ThreadView({ tree }: { tree: RunTreeNode }) {
  const turns = threadTurns(tree);
  const others = threadOtherRuns(tree);
  const [openCallId, setOpenCallId] = useState<string | null>(null);
  const callLevel = subLevel(useOutlineLevel());
  const linked = [...turns.flatMap((turn) => turn.linked), ...others];
  const openCall = linked.find((run) => run.id === openCallId);
  const callSection = useRef<HTMLElement>(null);
  useEffect(() => {
    if (openCallId) callSection.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [openCallId]);

  return (
    <div className="flex flex-col gap-4">
      {turns.length === 0 ? (
        <p className="text-sm text-muted-foreground">This conversation has no messages yet.</p>
      ) : null}
      <ol aria-label="Conversation" className="flex flex-col gap-3">
        {turns.map((turn) => (
          <li key={turn.run.id} className="flex flex-col gap-1.5">
            {turn.messages.map((message, index) => (
              <ChatMessageView key={index} message={message} />
            ))}
            <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <time dateTime={turn.run.createdAt}>{formatRelativeTime(turn.run.createdAt)}</time>
              {turn.run.feedback?.thumb ? (
                <Badge variant={turn.run.feedback.thumb === 'up' ? 'success' : 'danger'}>
                  Thumb {turn.run.feedback.thumb}
                </Badge>
              ) : null}
              {turn.linked.map((run) => (
                <button
                  key={run.id}
                  type="button"
                  onClick={() => setOpenCallId(openCallId === run.id ? null : run.id)}
                  aria-expanded={openCallId === run.id}
                  className="inline-flex items-center gap-1 rounded-md border border-border px-1.5 py-0.5 hover:bg-muted"
                >
                  <IconSparkles className="size-3" aria-hidden />
                  {run.name ?? run.type}
                </button>
              ))}
            </div>
          </li>
        ))}
      </ol>
      {others.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <span className="text-muted-foreground">Other runs of this conversation:</span>
          {others.map((run) => (
            <button
              key={run.id}
              type="button"
              onClick={() => setOpenCallId(run.id)}
              className="rounded-md border border-border px-1.5 py-0.5 hover:bg-muted"
            >
              {run.name ?? run.type}
            </button>
          ))}
        </div>
      ) : null}
      {openCall ? (
        <section
          ref={callSection}
          aria-label="Linked call"
          className="flex flex-col gap-4 rounded-lg border border-border p-4"
        >
          <RunHeading run={openCall} level={callLevel} />
          <OutlineLevel level={callLevel}>
            <RunDetail run={openCall} />
          </OutlineLevel>
        </section>
      ) : null}
    </div>
  );
}
