import { formatRelativeTime, type Role, type RunListType, runListTypes } from '@lookout/domain';
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
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-errors';
import { useWritePermission } from '../../../lib/write-permission';
import { useCreateReviewQueue, useDeleteReviewQueue } from '../api/review-mutations';
import { useReviewQueues } from '../api/reviews-queries';
import { progressText } from '../review-progress';
import { CreateQueueDialog } from './create-queue-dialog';

interface ReviewsPageProps {
  projectId: string;
  memberRole: Role;
}

function listTypeOf(value: string | null): RunListType {
  return (runListTypes as readonly string[]).includes(value ?? '') ? (value as RunListType) : 'llm';
}

/**
 * /reviews: the project's review queues with their progress. `?new` opens the create dialog with
 * the logs selection of `?type&filters` (how the logs page sends its current filter here).
 */
export function ReviewsPage({ projectId, memberRole }: ReviewsPageProps) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const queues = useReviewQueues(projectId);
  const create = useCreateReviewQueue(projectId);
  const remove = useDeleteReviewQueue(projectId);
  const [creating, setCreating] = useState(params.has('new'));
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const createWrite = useWritePermission(memberRole, 'evaluations', 'create');
  const removeWrite = useWritePermission(memberRole, 'evaluations', 'delete');
  const canCreate = createWrite.permitted;

  function closeCreate() {
    setCreating(false);
    create.reset();
    if (params.has('new')) setParams({}, { replace: true });
  }

  return (
    <div className="flex flex-col gap-4 p-6">
      <PageHeader
        title="Human Reviews"
        description="Queues of runs that people read and grade one by one: thumbs, a 1–5 score and a comment."
        actions={
          canCreate ? (
            <Button onClick={() => setCreating(true)} {...createWrite.controlProps}>
              <IconPlus className="size-4" aria-hidden />
              New queue
            </Button>
          ) : null
        }
      />
      {queues.isPending ? (
        <TableSkeleton
          label="Loading review queues"
          columns={['Name', 'Source', 'Progress', 'By me', 'Created']}
        />
      ) : null}
      {queues.isError ? (
        <ErrorState
          title="Could not load the review queues"
          message={errorMessage(queues.error)}
          onRetry={() => queues.refetch()}
        />
      ) : null}
      {queues.isSuccess && queues.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-6 py-10 text-center text-sm text-muted-foreground">
          {createWrite.allowed
            ? 'No review queues yet. Create one from a logs filter or a dataset, then grade its runs with the keyboard.'
            : 'No review queues yet.'}
        </p>
      ) : null}
      {queues.isSuccess && queues.data.length > 0 ? (
        <Table aria-label="Review queues">
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Source</TableHead>
              <TableHead>Progress</TableHead>
              <TableHead>By me</TableHead>
              <TableHead>Created</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {queues.data.map((queue) => (
              <TableRow key={queue.id}>
                <TableCell>
                  <Link
                    to={`/reviews/${queue.id}`}
                    className="rounded-sm font-medium hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    {queue.name}
                  </Link>
                </TableCell>
                <TableCell>
                  {queue.source === 'dataset' ? (
                    <Badge variant="secondary">Dataset</Badge>
                  ) : queue.source === 'experiment' ? (
                    <span className="flex items-center gap-2">
                      <Badge variant="secondary">Experiment</Badge>
                      {queue.experimentId ? (
                        <Link
                          to={`/experiments/${queue.experimentId}`}
                          className="rounded-sm text-xs text-muted-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                        >
                          Open the experiment
                        </Link>
                      ) : null}
                    </span>
                  ) : (
                    <span className="flex items-center gap-2">
                      <Badge variant="secondary">{queue.filters?.type ?? 'llm'}</Badge>
                      <code className="max-w-64 truncate text-xs text-muted-foreground">
                        {queue.filters?.filters || 'All runs'}
                      </code>
                    </span>
                  )}
                </TableCell>
                <TableCell className="tabular-nums">
                  <ProgressBar done={queue.reviewedCount} total={queue.itemCount} />
                </TableCell>
                <TableCell className="tabular-nums">{`${queue.reviewedByMeCount}`}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {formatRelativeTime(queue.createdAt)}
                  {queue.createdBy ? ` by ${queue.createdBy.name}` : ''}
                </TableCell>
                <TableCell className="text-right">
                  {removeWrite.permitted ? (
                    <Button
                      {...removeWrite.controlProps}
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete ${queue.name}`}
                      onClick={() => setDeleting({ id: queue.id, name: queue.name })}
                    >
                      <IconTrash className="size-4" aria-hidden />
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {creating ? (
        <CreateQueueDialog
          projectId={projectId}
          onOpenChange={(open) => !open && closeCreate()}
          initialFilters={{
            type: listTypeOf(params.get('type')),
            filters: params.get('filters') ?? '',
          }}
          pending={create.isPending}
          error={create.error ? errorMessage(create.error) : null}
          onSubmit={(body) =>
            create.mutate(body, { onSuccess: (queue) => navigate(`/reviews/${queue.id}`) })
          }
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) {
              setDeleting(null);
              remove.reset();
            }
          }}
          title="Delete review queue"
          confirmLabel="Delete"
          danger
          pending={remove.isPending}
          error={remove.error ? errorMessage(remove.error) : null}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        >
          {`"${deleting.name}" and every review given in it will be deleted.`}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

function ProgressBar({ done, total }: { done: number; total: number }) {
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <div className="flex min-w-40 items-center gap-2">
      <div
        className="h-1.5 w-20 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-label="Reviewed"
      >
        <div className="h-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
      <span className="text-xs">{progressText(done, total)}</span>
    </div>
  );
}
