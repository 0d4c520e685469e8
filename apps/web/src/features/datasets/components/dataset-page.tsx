import type { DatasetItem, Role } from '@lookout/domain';
import { Button } from '@lookout/ui';
import { IconArrowLeft, IconDownload, IconFileImport, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-errors';
import { notifications } from '../../../lib/notifications';
import { useWritePermission } from '../../../lib/write-permission';
import {
  useCreateDatasetItem,
  useDeleteDatasetItem,
  useExportDatasetV2,
  useGenerateItemOutput,
  useImportDatasetV2,
  useUpdateDatasetItem,
  useUpdateDatasetV2,
} from '../api/datasets-v2-mutations';
import { useDatasetV2 } from '../api/datasets-v2-queries';
import { GenerateDialog } from './generate-dialog';
import { ImportDialog } from './import-dialog';
import { InlineText } from './inline-text';
import { ItemEditorDialog } from './item-editor-dialog';
import { type ItemAction, ItemsTable } from './items-table';
import { ListSkeleton } from './list-skeleton';
import { NewDatasetForm } from './new-dataset-form';

interface DatasetPageProps {
  projectId: string;
  memberRole: Role;
}

/** `/datasets/v2/{id}`: the create state for `new`, else the dataset and its items. */
export function DatasetPage({ projectId, memberRole }: DatasetPageProps) {
  const { datasetId = 'new' } = useParams();
  if (datasetId === 'new') return <NewDatasetForm projectId={projectId} />;
  return (
    <DatasetDetail
      key={datasetId}
      projectId={projectId}
      datasetId={datasetId}
      memberRole={memberRole}
    />
  );
}

type Open =
  | { dialog: 'add' }
  | { dialog: 'edit' | 'generate' | 'delete'; item: DatasetItem }
  | { dialog: 'import' };

function DatasetDetail({
  projectId,
  datasetId,
  memberRole,
}: DatasetPageProps & { datasetId: string }) {
  const dataset = useDatasetV2(projectId, datasetId);
  const rename = useUpdateDatasetV2(projectId, datasetId);
  const createItem = useCreateDatasetItem(projectId, datasetId);
  const updateItem = useUpdateDatasetItem(projectId, datasetId);
  const deleteItem = useDeleteDatasetItem(projectId, datasetId);
  const generate = useGenerateItemOutput(projectId, datasetId);
  const importItems = useImportDatasetV2(projectId, datasetId);
  const exportItems = useExportDatasetV2(datasetId);
  const [open, setOpen] = useState<Open | null>(null);
  const edit = useWritePermission(memberRole, 'datasets', 'update');
  const canEdit = edit.allowed;
  const itemActions: ItemAction[] = canEdit ? ['edit', 'generate', 'delete'] : [];

  function close() {
    setOpen(null);
    for (const mutation of [createItem, updateItem, deleteItem, generate]) mutation.reset();
  }

  const back = (
    <Link
      to="/datasets/v2"
      className="flex w-fit items-center gap-1 rounded-sm text-muted-foreground text-sm hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <IconArrowLeft className="size-4" aria-hidden />
      Datasets
    </Link>
  );
  if (dataset.isPending) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <ListSkeleton label="Loading the dataset" />
      </div>
    );
  }
  if (dataset.isError) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <ErrorState
          title="Could not load the dataset"
          message={errorMessage(dataset.error)}
          onRetry={() => dataset.refetch()}
        />
      </div>
    );
  }
  const { name, description, items } = dataset.data;
  const saveField = (body: { name?: string; description?: string | null }) =>
    rename.mutate(body, {
      onError: (error) =>
        notifications.show({ title: 'Not saved', message: errorMessage(error), color: 'red' }),
    });

  return (
    <div className="flex min-h-0 flex-col gap-4">
      {back}
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="font-semibold text-xl">
            <InlineText
              label="Dataset name"
              value={name}
              placeholder="Name"
              required
              disabled={!canEdit}
              onSave={(next) => saveField({ name: next })}
            />
          </h1>
          <InlineText
            label="Description"
            value={description ?? ''}
            placeholder={canEdit ? 'Add a description' : ''}
            disabled={!canEdit}
            className="text-muted-foreground text-sm"
            onSave={(next) => saveField({ description: next || null })}
          />
          <p className="text-muted-foreground text-xs">
            {`${items.length.toLocaleString()} ${items.length === 1 ? 'item' : 'items'}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            loading={exportItems.isPending}
            disabled={items.length === 0}
            onClick={() =>
              exportItems.mutate(`${name.replace(/[^\w-]+/g, '-') || 'dataset'}.jsonl`, {
                onError: (error) =>
                  notifications.show({
                    title: 'Export failed',
                    message: errorMessage(error),
                    color: 'red',
                  }),
              })
            }
          >
            <IconDownload className="size-4" aria-hidden />
            Export JSONL
          </Button>
          {edit.permitted ? (
            <>
              <Button
                variant="outline"
                onClick={() => setOpen({ dialog: 'import' })}
                {...edit.controlProps}
              >
                <IconFileImport className="size-4" aria-hidden />
                Import
              </Button>
              <Button onClick={() => setOpen({ dialog: 'add' })} {...edit.controlProps}>
                <IconPlus className="size-4" aria-hidden />
                Add item
              </Button>
            </>
          ) : null}
        </div>
      </header>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-6 py-10 text-center text-muted-foreground text-sm">
          No items yet. Add one by hand, import a CSV or JSON-lines file, or select runs in the logs
          and choose “Add to dataset”.
        </p>
      ) : (
        <ItemsTable
          items={items}
          actions={itemActions}
          onAction={(action, item) => setOpen({ dialog: action, item })}
        />
      )}
      {open?.dialog === 'add' ? (
        <ItemEditorDialog
          onClose={close}
          pending={createItem.isPending}
          error={createItem.error ? errorMessage(createItem.error) : null}
          onSave={(change) => createItem.mutate(change, { onSuccess: close })}
        />
      ) : null}
      {open?.dialog === 'edit' ? (
        <ItemEditorDialog
          item={open.item}
          onClose={close}
          pending={updateItem.isPending}
          error={updateItem.error ? errorMessage(updateItem.error) : null}
          onSave={(change) =>
            updateItem.mutate({ itemId: open.item.id, body: change }, { onSuccess: close })
          }
        />
      ) : null}
      {open?.dialog === 'delete' ? (
        <ConfirmDialog
          open
          onOpenChange={close}
          title="Delete item"
          confirmLabel="Delete"
          pending={deleteItem.isPending}
          error={deleteItem.error ? errorMessage(deleteItem.error) : null}
          onConfirm={() => deleteItem.mutate(open.item.id, { onSuccess: close })}
        >
          The item is removed from this dataset for good.
        </ConfirmDialog>
      ) : null}
      {open?.dialog === 'generate' ? (
        <GenerateDialog
          projectId={projectId}
          onClose={close}
          pending={generate.isPending}
          error={generate.error ? errorMessage(generate.error) : null}
          onGenerate={(body) =>
            generate.mutate(
              { itemId: open.item.id, body },
              {
                onSuccess: () => {
                  close();
                  notifications.show({
                    title: 'Expected output generated',
                    message: 'The answer is stored on the item.',
                    color: 'green',
                  });
                },
              },
            )
          }
        />
      ) : null}
      {open?.dialog === 'import' ? (
        <ImportDialog onClose={close} onImport={(upload) => importItems.mutateAsync(upload)} />
      ) : null}
    </div>
  );
}
