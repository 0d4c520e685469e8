import type { TopicInsight } from '@lookout/domain';
import {
  Badge,
  SegmentedControl,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@lookout/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useInsights } from '../api/insights';
import { insightsLogsLink } from './insights-logs-link';

type Days = '7' | '30' | '90';
type Sort = 'growth' | 'unhappy';

const dayMs = 86_400_000;

/** `[from, to)` of the last `days` days, ending at the next hour so the query key stays put. */
export function rangeOf(days: number, now = Date.now()): { from: string; to: string } {
  const to = Math.ceil(now / 3_600_000) * 3_600_000;
  return { from: new Date(to - days * dayMs).toISOString(), to: new Date(to).toISOString() };
}

function percent(value: number | null): string {
  return value === null ? '—' : `${Math.round(value * 100)} %`;
}

function growthText(topic: TopicInsight): string {
  if (topic.growth === null) return topic.conversations > 0 ? 'New' : '—';
  const rounded = Math.round(topic.growth * 100);
  return `${rounded > 0 ? '+' : ''}${rounded} %`;
}

/** Growth first (new topics above all), or the unhappy share first. */
export function sortTopics(topics: readonly TopicInsight[], sort: Sort): TopicInsight[] {
  const growthKey = (topic: TopicInsight) =>
    topic.growth === null
      ? topic.conversations > 0
        ? Number.POSITIVE_INFINITY
        : -1
      : topic.growth;
  return [...topics].sort((a, b) =>
    sort === 'growth'
      ? growthKey(b) - growthKey(a) || b.conversations - a.conversations
      : (b.negativeShare ?? -1) - (a.negativeShare ?? -1) || b.conversations - a.conversations,
  );
}

/** `/insights` (Alpha): which topics grow, which ones users are unhappy about, with examples. */
export function InsightsPage() {
  useDocumentTitle('Insights');
  const [days, setDays] = useState<Days>('7');
  const [sort, setSort] = useState<Sort>('growth');
  const [range] = useState(() => ({ 7: rangeOf(7), 30: rangeOf(30), 90: rangeOf(90) }));
  const insights = useInsights(range[days]);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <PageHeader
        title="Insights"
        description="Topics and sentiment of your conversations, compared with the period before."
      />
      <div className="flex flex-wrap items-center gap-3">
        <SegmentedControl<Days>
          aria-label="Period"
          size="sm"
          value={days}
          onChange={setDays}
          data={[
            { value: '7', label: 'Last 7 days' },
            { value: '30', label: 'Last 30 days' },
            { value: '90', label: 'Last 90 days' },
          ]}
        />
        <SegmentedControl<Sort>
          aria-label="Sort topics by"
          size="sm"
          value={sort}
          onChange={setSort}
          data={[
            { value: 'growth', label: 'Growing' },
            { value: 'unhappy', label: 'Unhappy' },
          ]}
        />
        {insights.data ? (
          <span className="text-xs text-muted-foreground">
            {`${insights.data.conversations.toLocaleString('en-US')} conversations`}
          </span>
        ) : null}
      </div>
      {insights.isPending ? <CenteredSpinner label="Loading the insights" /> : null}
      {insights.isError ? (
        <ErrorState
          title="Could not load the insights"
          message={errorMessage(insights.error)}
          onRetry={() => insights.refetch()}
        />
      ) : null}
      {insights.isSuccess && insights.data.topics.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          No topics in these conversations yet. List your project's topics in Settings →
          Enrichments, then run them on existing runs.
        </p>
      ) : null}
      {insights.isSuccess && insights.data.topics.length > 0 ? (
        <Table aria-label="Topics">
          <TableHeader>
            <TableRow>
              <TableHead>Topic</TableHead>
              <TableHead className="text-right">Conversations</TableHead>
              <TableHead className="text-right">Growth</TableHead>
              <TableHead className="text-right">Unhappy</TableHead>
              <TableHead>Examples</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {sortTopics(insights.data.topics, sort).map((topic) => (
              <TableRow key={topic.topic}>
                <TableCell className="align-top font-medium">
                  <Link
                    to={insightsLogsLink(topic.topic, insights.data)}
                    className="underline-offset-2 hover:underline"
                  >
                    {topic.topic}
                  </Link>
                </TableCell>
                <TableCell className="text-right align-top tabular-nums">
                  {topic.conversations.toLocaleString('en-US')}
                  <span className="block text-xs text-muted-foreground">
                    {`before ${topic.previousConversations.toLocaleString('en-US')}`}
                  </span>
                </TableCell>
                <TableCell className="text-right align-top tabular-nums">
                  {growthText(topic)}
                </TableCell>
                <TableCell className="text-right align-top tabular-nums">
                  {topic.negativeConversations > 0 ? (
                    <Link
                      to={insightsLogsLink(topic.topic, insights.data, true)}
                      aria-label={`Unhappy conversations about ${topic.topic}`}
                      className="underline-offset-2 hover:underline"
                    >
                      {percent(topic.negativeShare)}
                    </Link>
                  ) : (
                    percent(topic.negativeShare)
                  )}
                </TableCell>
                <TableCell className="max-w-md align-top">
                  <ul className="flex flex-col gap-1">
                    {topic.examples.map((example) => (
                      <li key={example.id} className="flex items-center gap-1.5 text-sm">
                        {example.negative ? <Badge variant="danger">negative</Badge> : null}
                        <Link
                          to={`/logs/${example.id}`}
                          className="truncate underline-offset-2 hover:underline"
                        >
                          {example.opening ?? 'Conversation'}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </div>
  );
}
