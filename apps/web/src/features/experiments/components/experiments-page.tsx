import { formatRelativeTime, type Role } from '@lookout/domain';
import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableSkeleton,
} from '@lookout/ui';
import { IconFlask, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-errors';
import { useWritePermission, type WritePermission } from '../../../lib/write-permission';
import { useExperimentList } from '../api/experiments-queries';
import { isExperimentActive, passRateText, progressText } from '../experiment-status';
import { variantLabel } from '../variant-label';
import { ExperimentStatusBadge } from './experiment-status-badge';
import { ExperimentsTitle } from './experiments-title';

interface ExperimentsPageProps {
  projectId: string;
  memberRole: Role;
  /** How often a running experiment's progress is asked for, in ms. */
  pollMs?: number;
}

function NewExperimentButton({ permission }: { permission: WritePermission }) {
  if (!permission.allowed) {
    return (
      <Button {...permission.controlProps}>
        <IconPlus className="size-4" aria-hidden />
        New experiment
      </Button>
    );
  }
  return (
    <Button asChild>
      <Link to="/experiments/new">
        <IconPlus className="size-4" aria-hidden />
        New experiment
      </Link>
    </Button>
  );
}

/** /experiments: the project's experiments, newest first, with live progress while they run. */
export function ExperimentsPage({ projectId, memberRole, pollMs }: ExperimentsPageProps) {
  const list = useExperimentList(projectId, pollMs);
  const create = useWritePermission(memberRole, 'evaluations', 'create');
  const canCreate = create.permitted;
  const experiments = list.data ?? [];

  return (
    <div className="flex flex-col gap-4 p-6">
      <PageHeader
        title={<ExperimentsTitle />}
        description="Run prompt versions and models over a dataset, grade the outputs, compare them side by side."
        actions={
          canCreate && experiments.length > 0 ? <NewExperimentButton permission={create} /> : null
        }
      />
      {list.isPending ? (
        <TableSkeleton
          label="Loading experiments"
          columns={['Name', 'Dataset', 'Variants', 'Status', 'Pass rate', 'Created']}
        />
      ) : null}
      {list.isError ? (
        <ErrorState
          title="Could not load the experiments"
          message={errorMessage(list.error)}
          onRetry={() => list.refetch()}
        />
      ) : null}
      {list.isSuccess && experiments.length === 0 ? (
        <section
          aria-label="No experiments yet"
          className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-6 py-10 text-center"
        >
          <IconFlask className="size-8 text-muted-foreground" aria-hidden />
          <h2 className="font-medium">No experiments yet</h2>
          <p className="max-w-xl text-sm text-muted-foreground">
            An experiment runs one or more prompts and models over every item of a dataset, grades
            each output with your evaluators or a checklist, and shows the results side by side:
            pass rates, cost, tokens, latency and a diff of any two outputs.
          </p>
          {canCreate ? <NewExperimentButton permission={create} /> : null}
        </section>
      ) : null}
      {experiments.length > 0 ? (
        <Table aria-label="Experiments">
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Dataset</TableHead>
              <TableHead>Variants</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Pass rate</TableHead>
              <TableHead>Created</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {experiments.map((experiment) => (
              <TableRow key={experiment.id}>
                <TableCell>
                  <Link
                    to={`/experiments/${experiment.id}`}
                    className="rounded-sm font-medium hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    {experiment.name}
                  </Link>
                </TableCell>
                <TableCell>
                  {experiment.datasetName}
                  {experiment.datasetId === null ? (
                    <span className="text-muted-foreground"> (deleted)</span>
                  ) : null}
                </TableCell>
                <TableCell className="tabular-nums">{experiment.variants.length}</TableCell>
                <TableCell>
                  <div className="flex items-center gap-2 whitespace-nowrap">
                    <ExperimentStatusBadge status={experiment.status} />
                    {isExperimentActive(experiment.status) ? (
                      <span className="text-xs tabular-nums text-muted-foreground">
                        {progressText(experiment.done, experiment.total)}
                      </span>
                    ) : null}
                  </div>
                </TableCell>
                <TableCell>
                  {!experiment.summaries?.length ? (
                    <span className="text-muted-foreground">—</span>
                  ) : (
                    <ul className="flex flex-col gap-0.5 text-xs">
                      {experiment.summaries.map((summary) => {
                        const variant = experiment.variants[summary.variantIndex];
                        return (
                          <li key={summary.variantIndex} className="flex gap-2">
                            <span className="max-w-40 truncate text-muted-foreground">
                              {variant ? variantLabel(variant, summary.variantIndex) : null}
                            </span>
                            <span className="tabular-nums">{passRateText(summary.passRate)}</span>
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {formatRelativeTime(experiment.createdAt)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </div>
  );
}
