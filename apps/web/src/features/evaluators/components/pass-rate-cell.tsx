import { Link } from 'react-router';
import { writeFilterBar } from '../../../components/filter-bar/filter-bar-url';
import { resultFilter, useEvaluatorPassRate } from '../api/evaluator-pass-rate';

function logsOf(evaluatorId: string, result: 'passed' | 'failed'): string {
  const params = writeFilterBar(
    new URLSearchParams({ type: 'llm' }),
    resultFilter(evaluatorId, result),
  );
  return `/logs?${params.toString()}`;
}

/** An evaluator's pass rate, with links to the logs it passed and failed. */
export function PassRateCell({
  projectId,
  evaluatorId,
}: {
  projectId: string;
  evaluatorId: string;
}) {
  const query = useEvaluatorPassRate(projectId, evaluatorId);
  if (query.isPending) return <span className="text-muted-foreground">…</span>;
  if (query.isError) return <span className="text-muted-foreground">—</span>;
  const { passed, failed, rate } = query.data;
  if (rate === null) return <span className="text-muted-foreground">Not graded yet</span>;
  const link =
    'rounded-sm hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';
  return (
    <span className="flex items-center gap-2 whitespace-nowrap tabular-nums">
      <span className="font-medium">{`${Math.round(rate * 100)} %`}</span>
      <Link to={logsOf(evaluatorId, 'passed')} className={`${link} text-success-ink`}>
        {`${passed} passed`}
      </Link>
      <Link to={logsOf(evaluatorId, 'failed')} className={`${link} text-danger-ink`}>
        {`${failed} failed`}
      </Link>
    </span>
  );
}
