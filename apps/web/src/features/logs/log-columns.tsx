import {
  formatDuration,
  formatExactNumber,
  type Run,
  type RunListType,
  type RunSortField,
} from '@lookout/domain';
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { RunCost } from '../../components/run-cost';
import { previewText } from '../../components/run-view/chat/preview-text';
import { EvaluationChips } from '../../components/run-view/evaluation-chips';
import { RunStatusBadge, userNameOf } from '../../components/run-view/run-facts';
import { LogTime, TimeDisplayToggle } from './components/log-time';
import { RunTags } from './components/run-tags';

/** One column of a logs table. */
export interface LogColumn {
  id: string;
  label: string;
  /** Width in px. */
  width: number;
  /**
   * Set on the long text columns (input, output): they take what room the others leave and give
   * way first on a narrow screen, down to this width in px, so the key metrics stay in view.
   */
  minWidth?: number;
  /** The server sort this column's header applies, when it sorts. */
  sortField?: RunSortField;
  /** Shown until the user hides it. */
  defaultVisible: boolean;
  /**
   * Off by default, but shown once the list holds graded runs (the project has evaluators),
   * unless the user hid it.
   */
  showWhenEvaluated?: boolean;
  /** Right-aligned numbers. */
  numeric?: boolean;
  render: (run: Run) => ReactNode;
  /** A control beside the header's label (the time column's relative/exact switch). */
  headerAction?: () => ReactNode;
}

const dash = <span className="text-muted-foreground">—</span>;

function time(value: string | null): ReactNode {
  if (!value) return dash;
  return <LogTime value={value} />;
}

function tokens(run: Run): ReactNode {
  const total = run.totalTokens ?? (run.promptTokens ?? 0) + (run.completionTokens ?? 0);
  if (run.totalTokens === null && run.promptTokens === null) return dash;
  return (
    <span title={`${run.promptTokens ?? 0} prompt / ${run.completionTokens ?? 0} completion`}>
      {formatExactNumber(total)}
    </span>
  );
}

function preview(value: unknown): ReactNode {
  const text = previewText(value);
  return text ? <span title={text}>{text}</span> : dash;
}

function user(run: Run): ReactNode {
  if (!run.userId) return dash;
  const name = userNameOf(run.userProps);
  return <span title={run.userId}>{name ?? run.userId}</span>;
}

function tags(run: Run): ReactNode {
  if (run.tags.length === 0) return dash;
  return <RunTags tags={run.tags} />;
}

function feedback(run: Run): ReactNode {
  const thumb = run.feedback?.thumb;
  if (thumb === 'up')
    return <IconThumbUp className="size-4 text-success-ink" aria-label="Thumb up" />;
  if (thumb === 'down')
    return <IconThumbDown className="size-4 text-danger-ink" aria-label="Thumb down" />;
  return run.feedback?.comment ? <span title={run.feedback.comment}>💬</span> : dash;
}

/** A conversation's cost: of its messages and every call under them. */
function conversationCost(run: Run): ReactNode {
  const cost = run.subtreeTotals?.cost;
  return cost === undefined || cost === null ? dash : <RunCost run={{ ...run, cost }} />;
}

/** A conversation's length: from its start to its last activity. */
function conversationDuration(run: Run): ReactNode {
  const duration = run.subtreeTotals?.duration;
  return duration === undefined || duration === null ? dash : formatDuration(duration);
}

/** A conversation's tokens, of its messages and every call under them. */
function conversationTokens(run: Run): ReactNode {
  const totals = run.subtreeTotals;
  if (!totals || totals.tokens === null) return dash;
  return (
    <span title={`${totals.promptTokens ?? 0} prompt / ${totals.completionTokens ?? 0} completion`}>
      {totals.tokens.toLocaleString()}
    </span>
  );
}

const timeColumn: LogColumn = {
  id: 'time',
  label: 'Time',
  width: 100,
  sortField: 'createdAt',
  defaultVisible: true,
  render: (run) => time(run.createdAt),
  headerAction: () => <TimeDisplayToggle />,
};
const userColumn: LogColumn = {
  id: 'user',
  label: 'User',
  width: 110,
  defaultVisible: true,
  render: user,
};
const inputColumn: LogColumn = {
  id: 'input',
  label: 'Input',
  width: 300,
  minWidth: 70,
  defaultVisible: true,
  render: (run) => preview(run.input),
};
const outputColumn: LogColumn = {
  id: 'output',
  label: 'Output',
  width: 300,
  minWidth: 70,
  defaultVisible: true,
  render: (run) =>
    run.error ? <span className="text-danger-ink">{run.error.message}</span> : preview(run.output),
};
const tokensColumn: LogColumn = {
  id: 'tokens',
  label: 'Tokens',
  width: 80,
  sortField: 'totalTokens',
  defaultVisible: true,
  numeric: true,
  render: tokens,
};
const costColumn: LogColumn = {
  id: 'cost',
  label: 'Cost',
  // Room for a tiny cost in full ('$0.0000234') beside the cell's padding.
  width: 110,
  sortField: 'cost',
  defaultVisible: true,
  numeric: true,
  render: (run) => <RunCost run={run} />,
};
const durationColumn: LogColumn = {
  id: 'duration',
  label: 'Duration',
  width: 90,
  sortField: 'duration',
  defaultVisible: true,
  numeric: true,
  render: (run) => (run.duration === null ? dash : formatDuration(run.duration)),
};
const statusColumn: LogColumn = {
  id: 'status',
  label: 'Status',
  width: 100,
  defaultVisible: true,
  render: (run) => <RunStatusBadge status={run.status} />,
};
const tagsColumn: LogColumn = {
  id: 'tags',
  label: 'Tags',
  width: 120,
  defaultVisible: true,
  render: tags,
};
const feedbackColumn: LogColumn = {
  id: 'feedback',
  label: 'Feedback',
  width: 90,
  defaultVisible: true,
  render: feedback,
};
const evaluationsColumn: LogColumn = {
  id: 'evaluations',
  label: 'Evaluations',
  // After the key metrics: at 1280 px it is the first to scroll off, with tags.
  width: 120,
  defaultVisible: false,
  showWhenEvaluated: true,
  render: (run) =>
    run.evaluations && run.evaluations.length > 0 ? (
      <EvaluationChips evaluations={run.evaluations} />
    ) : (
      dash
    ),
};
const promptTokensColumn: LogColumn = {
  id: 'promptTokens',
  label: 'Prompt tokens',
  width: 120,
  sortField: 'promptTokens',
  defaultVisible: false,
  numeric: true,
  render: (run) => (run.promptTokens === null ? dash : run.promptTokens.toLocaleString()),
};
const completionTokensColumn: LogColumn = {
  id: 'completionTokens',
  label: 'Completion tokens',
  width: 140,
  sortField: 'completionTokens',
  defaultVisible: false,
  numeric: true,
  render: (run) => (run.completionTokens === null ? dash : run.completionTokens.toLocaleString()),
};
const runIdColumn: LogColumn = {
  id: 'id',
  label: 'Run id',
  width: 300,
  defaultVisible: false,
  render: (run) => <span className="font-mono text-xs">{run.id}</span>,
};

/** The columns of each logs table, in display order (SPEC §2 LLM Logs, Traces, Conversations). */
export const logColumns = {
  llm: [
    timeColumn,
    {
      // Kept as `name`: saved column choices refer to it.
      id: 'name',
      label: 'Model',
      width: 130,
      sortField: 'model',
      defaultVisible: true,
      // The model, not the run's name: an OpenTelemetry span is named for its operation ("chat gpt-4o").
      render: (run) => run.model ?? run.name ?? dash,
    },
    userColumn,
    inputColumn,
    outputColumn,
    tokensColumn,
    promptTokensColumn,
    completionTokensColumn,
    costColumn,
    durationColumn,
    statusColumn,
    // Feedback is a key figure; tags come after it and are the first to leave the screen.
    feedbackColumn,
    evaluationsColumn,
    tagsColumn,
    runIdColumn,
  ],
  trace: [
    timeColumn,
    {
      id: 'name',
      label: 'Name',
      width: 120,
      sortField: 'name',
      defaultVisible: true,
      render: (run) => (
        <span className="flex items-center gap-1.5">
          <span className="rounded bg-muted px-1 text-[10px] font-semibold text-muted-foreground uppercase">
            {run.type}
          </span>
          <span className="truncate">{run.name ?? run.type}</span>
        </span>
      ),
    },
    { ...userColumn, width: 90 },
    inputColumn,
    outputColumn,
    {
      id: 'spans',
      label: 'Spans',
      width: 56,
      defaultVisible: true,
      numeric: true,
      render: (run) => (run.spanCount === undefined ? dash : run.spanCount.toLocaleString()),
    },
    { ...tokensColumn, label: 'Total tokens', width: 90 },
    { ...costColumn, label: 'Total cost' },
    durationColumn,
    statusColumn,
    // Feedback is a key figure; tags come after it and are the first to leave the screen.
    feedbackColumn,
    evaluationsColumn,
    tagsColumn,
    runIdColumn,
  ],
  thread: [
    { ...timeColumn, label: 'Started' },
    {
      id: 'name',
      label: 'Name',
      width: 140,
      sortField: 'name',
      defaultVisible: true,
      render: (run) => (run.name ? <span title={run.name}>{run.name}</span> : dash),
    },
    {
      id: 'openingMessage',
      label: 'Opening message',
      width: 300,
      minWidth: 90,
      defaultVisible: true,
      render: (run) => preview(run.openingMessage),
    },
    { ...userColumn, width: 110 },
    {
      id: 'messages',
      label: 'Messages',
      width: 90,
      defaultVisible: true,
      numeric: true,
      render: (run) => (run.messageCount === undefined ? dash : run.messageCount.toLocaleString()),
    },
    {
      id: 'cost',
      label: 'Cost',
      width: 110,
      defaultVisible: true,
      numeric: true,
      render: conversationCost,
    },
    {
      id: 'duration',
      label: 'Duration',
      width: 90,
      defaultVisible: true,
      numeric: true,
      render: conversationDuration,
    },
    {
      id: 'lastActivity',
      label: 'Last activity',
      width: 130,
      defaultVisible: true,
      sortField: 'lastActivityAt',
      render: (run) => time(run.lastActivityAt ?? run.endedAt ?? run.createdAt),
    },
    {
      id: 'tokens',
      label: 'Tokens',
      width: 80,
      defaultVisible: false,
      numeric: true,
      render: conversationTokens,
    },
    tagsColumn,
    feedbackColumn,
    runIdColumn,
  ],
} as const satisfies Record<RunListType, readonly LogColumn[]>;
