import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@lookout/ui';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-errors';
import { useGuardrailDecisionsChart } from '../api/guardrails-queries';

const dayLabel = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

/**
 * "Guardrail decisions" of the last 14 days: a stacked bar a day, passed under
 * blocked, with the figures in each bar's accessible name.
 */
export function DecisionsChart({ projectId }: { projectId: string }) {
  const chart = useGuardrailDecisionsChart(projectId);
  const points =
    chart.data?.kind === 'area'
      ? chart.data.data.map((point) => ({
          date: point.date,
          passed: Number(point.passed ?? 0),
          blocked: Number(point.blocked ?? 0),
        }))
      : [];
  const highest = Math.max(1, ...points.map((point) => point.passed + point.blocked));
  const total = points.reduce((sum, point) => sum + point.passed + point.blocked, 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Guardrail decisions</CardTitle>
        <CardDescription>
          Checks your applications made in the last 14 days: passed and blocked.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {chart.isPending ? <CenteredSpinner label="Loading decisions" /> : null}
        {chart.isError ? (
          <ErrorState
            title="Could not load the decisions"
            message={errorMessage(chart.error)}
            onRetry={() => chart.refetch()}
          />
        ) : null}
        {chart.isSuccess && total === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            No decisions yet. Call the check API with the project's private key to see them here.
          </p>
        ) : null}
        {chart.isSuccess && total > 0 ? (
          <div>
            <ul className="flex h-32 items-end gap-1" aria-label="Decisions per day">
              {points.map((point) => (
                <li
                  key={point.date}
                  className="flex h-full flex-1 flex-col justify-end"
                  aria-label={`${dayLabel.format(new Date(point.date))}: ${point.passed} passed, ${point.blocked} blocked`}
                  title={`${dayLabel.format(new Date(point.date))}: ${point.passed} passed, ${point.blocked} blocked`}
                >
                  <div
                    className="w-full rounded-t-sm bg-danger"
                    style={{ height: `${(point.blocked / highest) * 100}%` }}
                  />
                  <div
                    className="w-full bg-success"
                    style={{ height: `${(point.passed / highest) * 100}%` }}
                  />
                </li>
              ))}
            </ul>
            <div className="mt-2 flex gap-4 text-xs text-muted-foreground">
              <span className="flex items-center gap-1">
                <span className="size-2 rounded-full bg-success" aria-hidden /> Passed
              </span>
              <span className="flex items-center gap-1">
                <span className="size-2 rounded-full bg-danger" aria-hidden /> Blocked
              </span>
            </div>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
