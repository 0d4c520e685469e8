import { type Evaluator, formatRelativeTime, type Role } from '@lookout/domain';
import {
  Badge,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableSkeleton,
} from '@lookout/ui';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { filterBarSummary } from '../../../components/filter-bar/filter-bar-summary';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-errors';
import { useWritePermission } from '../../../lib/write-permission';
import { useDeleteEvaluator } from '../api/evaluator-mutations';
import { useEvaluatorList } from '../api/evaluators-queries';
import { evaluatorTypeName, needsProvider } from '../evaluator-types';
import { type EvaluatorAction, EvaluatorActionsMenu } from './evaluator-actions-menu';
import { EvaluatorModeBadge } from './evaluator-mode-badge';
import { PassRateCell } from './pass-rate-cell';
import { RunEvaluatorDialog } from './run-evaluator-dialog';

interface EvaluatorsPageProps {
  projectId: string;
  memberRole: Role;
}

type Pending = { action: Exclude<EvaluatorAction, 'edit'>; evaluator: Evaluator };

/** /evaluators: the project's evaluators, with create, edit, run on existing logs and delete. */
export function EvaluatorsPage({ projectId, memberRole }: EvaluatorsPageProps) {
  const navigate = useNavigate();
  const list = useEvaluatorList(projectId);
  const remove = useDeleteEvaluator(projectId);
  const [pending, setPending] = useState<Pending | null>(null);
  const create = useWritePermission(memberRole, 'evaluations', 'create');
  const canCreate = create.allowed;
  const rows = list.data ?? [];

  function close() {
    setPending(null);
    remove.reset();
  }

  return (
    <div className="flex flex-col gap-4 p-6">
      <PageHeader
        title="Evaluators"
        description="Automatic checks that grade your runs: on new production runs as they arrive, or on existing logs when you ask."
        actions={
          canCreate ? (
            <Button asChild>
              <Link to="/evaluators/new">
                <IconPlus className="size-4" aria-hidden />
                New evaluator
              </Link>
            </Button>
          ) : create.permitted ? (
            <Button {...create.controlProps}>
              <IconPlus className="size-4" aria-hidden />
              New evaluator
            </Button>
          ) : null
        }
      />
      {list.isPending ? (
        <TableSkeleton
          label="Loading evaluators"
          columns={['Name', 'Type', 'Mode', 'Sample', 'Runs graded', 'Pass rate', 'Updated']}
        />
      ) : null}
      {list.isError ? (
        <ErrorState
          title="Could not load the evaluators"
          message={errorMessage(list.error)}
          onRetry={() => list.refetch()}
        />
      ) : null}
      {list.isSuccess && rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-6 py-10 text-center text-sm text-muted-foreground">
          {canCreate
            ? 'No evaluators yet. Create one to grade your production runs automatically: tone, assertions, PII, JSON validity and more.'
            : 'No evaluators yet.'}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <Table aria-label="Evaluators">
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Type</TableHead>
              <TableHead>Mode</TableHead>
              <TableHead>Sample</TableHead>
              <TableHead>Runs graded</TableHead>
              <TableHead>Pass rate</TableHead>
              <TableHead>Updated</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((evaluator) => (
              <TableRow key={evaluator.id}>
                <TableCell>
                  <Link
                    to={`/evaluators/${evaluator.id}`}
                    className="rounded-sm font-medium hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    {evaluator.name}
                  </Link>
                </TableCell>
                <TableCell>
                  <span className="flex items-center gap-1.5">
                    {evaluatorTypeName(evaluator.type)}
                    {needsProvider(evaluator.type, evaluator.params) ? (
                      <Badge variant="outline" title="Graded by a model through your provider keys">
                        AI
                      </Badge>
                    ) : null}
                  </span>
                </TableCell>
                <TableCell>
                  <EvaluatorModeBadge mode={evaluator.mode} />
                </TableCell>
                <TableCell className="tabular-nums">
                  {`${Math.round(evaluator.sampleRate * 100)} %`}
                </TableCell>
                <TableCell className="max-w-64 truncate text-muted-foreground">
                  {filterBarSummary(evaluator.filters, 'Every LLM call')}
                </TableCell>
                <TableCell>
                  <PassRateCell projectId={projectId} evaluatorId={evaluator.id} />
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {formatRelativeTime(evaluator.updatedAt)}
                </TableCell>
                <TableCell className="text-right">
                  <EvaluatorActionsMenu
                    name={evaluator.name}
                    memberRole={memberRole}
                    onAction={(action) =>
                      action === 'edit'
                        ? navigate(`/evaluators/${evaluator.id}`)
                        : setPending({ action, evaluator })
                    }
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {pending?.action === 'run' ? (
        <RunEvaluatorDialog evaluator={pending.evaluator} onClose={close} />
      ) : null}
      {pending?.action === 'delete' ? (
        <ConfirmDialog
          open
          onOpenChange={close}
          title="Delete evaluator"
          confirmLabel="Delete"
          pending={remove.isPending}
          error={remove.error ? errorMessage(remove.error) : null}
          onConfirm={() => remove.mutate(pending.evaluator.id, { onSuccess: close })}
        >
          {`"${pending.evaluator.name}" stops grading runs, and its results are removed from the run view and the logs.`}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
