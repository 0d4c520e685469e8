import { formatDuration, type Run } from '@lookout/domain';
import { Badge } from '@lookout/ui';
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { RunCost } from '../run-cost';
import { RunTemplateLink } from './run-template-link';

/** A user's display name from their props, when the app sent one. */
export function userNameOf(props: Run['userProps']): string | null {
  const name = props?.name ?? props?.email;
  return typeof name === 'string' && name ? name : null;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

/** Whether a run failed, succeeded or is still running, as a badge. */
export function RunStatusBadge({ status }: { status: Run['status'] }) {
  if (status === 'error') return <Badge variant="danger">Failed</Badge>;
  if (status === 'success') return <Badge variant="success">Completed</Badge>;
  return <Badge variant="secondary">Running</Badge>;
}

/** The recorded facts of a run: when, who, how long, how many tokens, how much. */
export function RunFacts({ run }: { run: Run }) {
  const userName = userNameOf(run.userProps);
  const tokens = run.totalTokens ?? (run.promptTokens ?? 0) + (run.completionTokens ?? 0);
  const hasTokens = run.totalTokens !== null || run.promptTokens !== null;
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 lg:grid-cols-4">
      <Fact label="Started">
        <time dateTime={run.createdAt}>{new Date(run.createdAt).toLocaleString()}</time>
      </Fact>
      <Fact label="Duration">{run.duration === null ? '—' : formatDuration(run.duration)}</Fact>
      <Fact label="Cost">
        <RunCost run={run} />
      </Fact>
      <Fact label="Tokens">
        {hasTokens ? (
          <span title="prompt / completion">
            {tokens.toLocaleString()}{' '}
            <span className="text-muted-foreground">
              ({(run.promptTokens ?? 0).toLocaleString()} /{' '}
              {(run.completionTokens ?? 0).toLocaleString()}
              {run.cachedPromptTokens ? `, ${run.cachedPromptTokens.toLocaleString()} cached` : ''})
            </span>
          </span>
        ) : (
          '—'
        )}
      </Fact>
      <Fact label="User">
        {run.userId ? (
          <span>
            <span className="font-mono">{run.userId}</span>
            {userName ? <span className="text-muted-foreground"> · {userName}</span> : null}
          </span>
        ) : (
          '—'
        )}
      </Fact>
      <Fact label="Feedback">
        {run.feedback?.thumb === 'up' ? (
          <IconThumbUp className="size-4 text-success-ink" aria-label="Thumb up" />
        ) : run.feedback?.thumb === 'down' ? (
          <IconThumbDown className="size-4 text-danger-ink" aria-label="Thumb down" />
        ) : (
          '—'
        )}
        {run.feedback?.comment ? (
          <span className="block text-muted-foreground whitespace-pre-wrap">
            “{run.feedback.comment}”
          </span>
        ) : null}
      </Fact>
      <Fact label="Tags">
        {run.tags.length > 0 ? (
          <span className="flex flex-wrap gap-1">
            {run.tags.map((tag) => (
              <Badge key={tag} variant="outline">
                {tag}
              </Badge>
            ))}
          </span>
        ) : (
          '—'
        )}
      </Fact>
      {run.templateVersionId ? (
        <Fact label="Template">
          <RunTemplateLink run={run} />
        </Fact>
      ) : null}
      {run.scores.length > 0 ? (
        <Fact label="Scores">
          {run.scores.map((score) => (
            <span key={score.label} className="block">
              {score.label}: {String(score.value)}
            </span>
          ))}
        </Fact>
      ) : null}
    </dl>
  );
}
