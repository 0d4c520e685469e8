import { type Dataset, type DatasetFormat, formatRelativeTime, type Role } from '@lookout/domain';
import {
  Alert,
  Button,
  Modal,
  SegmentedControl,
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
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { ErrorState } from '../../../../components/error-state';
import { PageHeader } from '../../../../components/page-header';
import { TextField } from '../../../../components/text-field';
import { errorMessage } from '../../../../lib/api-errors';
import { useWritePermission } from '../../../../lib/write-permission';
import { datasetV1Calls, useDatasetV1Change, useDatasetV1List } from '../../api/datasets-v1';
import { DatasetsEmptyState } from '../datasets-empty-state';

interface DatasetsV1PageProps {
  projectId: string;
  memberRole: Role;
}

const formatChoices = [
  { value: 'chat', label: 'Chat' },
  { value: 'text', label: 'Text' },
] as const;

/** `/datasets` for orgs without datasets v2: datasets of prompts with variations. */
export function DatasetsV1Page({ projectId, memberRole }: DatasetsV1PageProps) {
  const navigate = useNavigate();
  const list = useDatasetV1List(projectId);
  const create = useDatasetV1Change(projectId, datasetV1Calls.create);
  const remove = useDatasetV1Change(projectId, datasetV1Calls.remove);
  const [creating, setCreating] = useState(false);
  const [slug, setSlug] = useState('');
  const [format, setFormat] = useState<DatasetFormat>('chat');
  const [deleting, setDeleting] = useState<Dataset | null>(null);
  const createWrite = useWritePermission(memberRole, 'datasets', 'create');
  const removeWrite = useWritePermission(memberRole, 'datasets', 'delete');
  const canCreate = createWrite.permitted;
  const rows = [...(list.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Datasets"
        description="Prompts with variables and ideal outputs, to evaluate models against."
        actions={
          canCreate ? (
            <Button onClick={() => setCreating(true)} {...createWrite.controlProps}>
              <IconPlus className="size-4" aria-hidden />
              New dataset
            </Button>
          ) : null
        }
      />
      {list.isPending ? (
        <TableSkeleton
          label="Loading datasets"
          columns={['Slug', 'Format', 'Prompts', 'Updated']}
        />
      ) : null}
      {list.isError ? (
        <ErrorState
          title="Could not load the datasets"
          message={errorMessage(list.error)}
          onRetry={() => list.refetch()}
        />
      ) : null}
      {list.isSuccess && rows.length === 0 ? (
        <DatasetsEmptyState onCreate={createWrite.allowed ? () => setCreating(true) : undefined} />
      ) : null}
      {rows.length > 0 ? (
        <Table aria-label="Datasets">
          <TableHeader>
            <TableRow>
              <TableHead>Slug</TableHead>
              <TableHead>Format</TableHead>
              <TableHead>Prompts</TableHead>
              <TableHead>Updated</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((dataset) => (
              <TableRow key={dataset.id}>
                <TableCell>
                  <Link
                    to={`/datasets/${dataset.id}`}
                    className="rounded-sm font-medium font-mono hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    {dataset.slug}
                  </Link>
                </TableCell>
                <TableCell>{dataset.format === 'chat' ? 'Chat' : 'Text'}</TableCell>
                <TableCell className="tabular-nums">{dataset.prompts.length}</TableCell>
                <TableCell>{formatRelativeTime(dataset.updatedAt)}</TableCell>
                <TableCell className="text-right">
                  {removeWrite.permitted ? (
                    <Button
                      {...removeWrite.controlProps}
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete ${dataset.slug}`}
                      onClick={() => setDeleting(dataset)}
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
        <Modal open onOpenChange={setCreating} title="New dataset" size="sm">
          <form
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              create.mutate(
                { slug: slug.trim(), format },
                { onSuccess: (dataset) => navigate(`/datasets/${dataset.id}`) },
              );
            }}
          >
            <TextField
              label="Slug"
              value={slug}
              autoFocus
              placeholder="support-questions"
              onChange={(event) => setSlug(event.target.value)}
            />
            <SegmentedControl
              aria-label="Format"
              value={format}
              onChange={setFormat}
              data={formatChoices}
            />
            {create.error ? (
              <Alert variant="danger" title="The dataset was not created">
                {errorMessage(create.error)}
              </Alert>
            ) : null}
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => setCreating(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending} disabled={slug.trim() === ''}>
                Create
              </Button>
            </div>
          </form>
        </Modal>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={() => setDeleting(null)}
          title="Delete dataset"
          confirmLabel="Delete"
          pending={remove.isPending}
          error={remove.error ? errorMessage(remove.error) : null}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        >
          {`"${deleting.slug}", its prompts and variations are deleted for good.`}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
