import { formatRelativeTime, type Role } from '@lookout/domain';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableSkeleton,
} from '@lookout/ui';
import { IconDots, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { filterBarSummary } from '../../../components/filter-bar/filter-bar-summary';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-errors';
import { useWritePermission } from '../../../lib/write-permission';
import { useDeleteChecklist } from '../api/checklist-mutations';
import { useChecklistList } from '../api/checklists-queries';

interface ChecklistsPageProps {
  projectId: string;
  memberRole: Role;
}

/** /checklists: named sets of evaluation checks, with create, edit (and rename) and delete. */
export function ChecklistsPage({ projectId, memberRole }: ChecklistsPageProps) {
  const navigate = useNavigate();
  const list = useChecklistList(projectId);
  const remove = useDeleteChecklist(projectId);
  const [deleting, setDeleting] = useState<{ id: string; slug: string } | null>(null);
  const createWrite = useWritePermission(memberRole, 'checklists', 'create');
  const editWrite = useWritePermission(memberRole, 'checklists', 'update');
  const removeWrite = useWritePermission(memberRole, 'checklists', 'delete');
  const canCreate = createWrite.allowed;
  const canEdit = editWrite.permitted;
  const canDelete = removeWrite.permitted;
  const rows = list.data ?? [];

  function close() {
    setDeleting(null);
    remove.reset();
  }

  return (
    <div className="flex flex-col gap-4 p-6">
      <PageHeader
        title="Checklists"
        description="Named sets of checks an answer must pass, used by evaluations and experiments."
        actions={
          canCreate ? (
            <Button asChild>
              <Link to="/checklists/new">
                <IconPlus className="size-4" aria-hidden />
                New checklist
              </Link>
            </Button>
          ) : createWrite.permitted ? (
            <Button {...createWrite.controlProps}>
              <IconPlus className="size-4" aria-hidden />
              New checklist
            </Button>
          ) : null
        }
      />
      {list.isPending ? (
        <TableSkeleton label="Loading checklists" columns={['Slug', 'Checks', 'Updated']} />
      ) : null}
      {list.isError ? (
        <ErrorState
          title="Could not load the checklists"
          message={errorMessage(list.error)}
          onRetry={() => list.refetch()}
        />
      ) : null}
      {list.isSuccess && rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-6 py-10 text-center text-sm text-muted-foreground">
          {canCreate
            ? 'No checklists yet. Create one to grade answers against several checks at once.'
            : 'No checklists yet.'}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <Table aria-label="Checklists">
          <TableHeader>
            <TableRow>
              <TableHead>Slug</TableHead>
              <TableHead>Checks</TableHead>
              <TableHead>Updated</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((checklist) => (
              <TableRow key={checklist.id}>
                <TableCell>
                  <Link
                    to={`/checklists/${checklist.id}`}
                    className="rounded-sm font-mono font-medium hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    {checklist.slug}
                  </Link>
                </TableCell>
                <TableCell className="max-w-96 truncate text-muted-foreground">
                  {filterBarSummary(checklist.data, 'No checks')}
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {formatRelativeTime(checklist.updatedAt)}
                </TableCell>
                <TableCell className="text-right">
                  {canEdit || canDelete ? (
                    <DropdownMenu>
                      <DropdownMenuTrigger asChild>
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Actions for ${checklist.slug}`}
                        >
                          <IconDots className="size-4" aria-hidden />
                        </Button>
                      </DropdownMenuTrigger>
                      <DropdownMenuContent align="end">
                        {canEdit ? (
                          <DropdownMenuItem
                            onSelect={() => navigate(`/checklists/${checklist.id}`)}
                            {...editWrite.controlProps}
                          >
                            Edit or rename
                          </DropdownMenuItem>
                        ) : null}
                        {canDelete ? (
                          <DropdownMenuItem
                            variant="danger"
                            onSelect={() => setDeleting({ id: checklist.id, slug: checklist.slug })}
                            {...removeWrite.controlProps}
                          >
                            Delete
                          </DropdownMenuItem>
                        ) : null}
                      </DropdownMenuContent>
                    </DropdownMenu>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={close}
          title="Delete checklist"
          confirmLabel="Delete"
          pending={remove.isPending}
          error={remove.error ? errorMessage(remove.error) : null}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: close })}
        >
          {`"${deleting.slug}" is deleted for good. Experiments that used it keep their results.`}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
