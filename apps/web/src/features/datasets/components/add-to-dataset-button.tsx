import type { AddRunsToDatasetBody, RunListType } from '@lookout/domain';
import { Alert, Button, cn, fieldClasses, Input, Modal } from '@lookout/ui';
import { IconDatabasePlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-errors';
import { notifications } from '../../../lib/notifications';
import { useAddRunsToDataset, useCreateDatasetV2 } from '../api/datasets-v2-mutations';
import { useDatasetV2List } from '../api/datasets-v2-queries';

/** The logs view an "all runs of this view" choice adds. */
export interface RunsView {
  type: RunListType;
  filters: string;
  search: string;
  /** How many runs the view holds, when counted. */
  total?: number | undefined;
}

interface AddToDatasetButtonProps {
  projectId: string;
  /** The runs chosen one by one (the run view passes its run). */
  runIds: readonly string[];
  /** The logs view, offering to add every run it selects; none in the run view. */
  view?: RunsView | undefined;
  size?: 'sm' | 'md';
  /** Called once the runs are added (the logs uncheck them). */
  onAdded?: (() => void) | undefined;
}

const newDataset = '__new__';

/**
 * "Add to dataset": picks a dataset (or names a new one) and adds the selected runs, or every
 * run of the logs view, as items; their input becomes the item's input and their output its
 * expected output. A notice links to the dataset.
 */
export function AddToDatasetButton({
  projectId,
  runIds,
  view,
  size = 'md',
  onAdded,
}: AddToDatasetButtonProps) {
  const [open, setOpen] = useState(false);
  const disabled = runIds.length === 0 && !view;
  return (
    <>
      <Button variant="outline" size={size} disabled={disabled} onClick={() => setOpen(true)}>
        <IconDatabasePlus className="size-4" aria-hidden />
        {runIds.length > 0 ? `Add ${runIds.length} to dataset` : 'Add to dataset'}
      </Button>
      {open ? (
        <AddToDatasetDialog
          projectId={projectId}
          runIds={runIds}
          view={view}
          onClose={() => setOpen(false)}
          onAdded={onAdded}
        />
      ) : null}
    </>
  );
}

function AddToDatasetDialog({
  projectId,
  runIds,
  view,
  onClose,
  onAdded,
}: Omit<AddToDatasetButtonProps, 'size'> & { onClose: () => void }) {
  const navigate = useNavigate();
  const datasets = useDatasetV2List(projectId, { search: '', sort: 'newest' });
  const create = useCreateDatasetV2(projectId);
  const add = useAddRunsToDataset(projectId);
  const scopeName = useId();
  const [scope, setScope] = useState<'selected' | 'view'>(runIds.length > 0 ? 'selected' : 'view');
  const [chosen, setChosen] = useState('');
  const [name, setName] = useState('');
  const target = chosen || datasets.data?.[0]?.id || newDataset;
  const pending = create.isPending || add.isPending;
  const error = create.error ?? add.error;
  const viewCount =
    view?.total === undefined
      ? 'all runs of this view'
      : `all ${view.total.toLocaleString()} runs of this view`;

  async function submit() {
    const body: AddRunsToDatasetBody =
      scope === 'selected' || !view
        ? { runIds: [...runIds] }
        : {
            filters: view.filters,
            type: view.type,
            ...(view.search ? { search: view.search } : {}),
          };
    const dataset =
      target === newDataset
        ? await create.mutateAsync({ name: name.trim() })
        : datasets.data?.find((each) => each.id === target);
    if (!dataset) return;
    const result = await add.mutateAsync({ datasetId: dataset.id, body });
    onClose();
    onAdded?.();
    const path = `/datasets/v2/${dataset.id}`;
    notifications.show({
      title: 'Added to dataset',
      color: 'green',
      message: (
        <span>
          {`${result.added.toLocaleString()} ${result.added === 1 ? 'run' : 'runs'} added to `}
          <a
            href={path}
            className="font-medium underline"
            onClick={(event) => {
              event.preventDefault();
              navigate(path);
            }}
          >
            {dataset.name}
          </a>
        </span>
      ),
    });
  }

  return (
    <Modal
      open
      onOpenChange={(next) => !next && !pending && onClose()}
      title="Add to dataset"
      description="Each run's input becomes an item's input, and its output the expected output."
      size="md"
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit().catch(() => undefined);
        }}
      >
        {view && runIds.length > 0 ? (
          <fieldset className="flex flex-col gap-1.5 text-sm">
            <legend className="mb-1 font-medium">Runs</legend>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name={scopeName}
                checked={scope === 'selected'}
                onChange={() => setScope('selected')}
              />
              {`The ${runIds.length} selected ${runIds.length === 1 ? 'run' : 'runs'}`}
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name={scopeName}
                checked={scope === 'view'}
                onChange={() => setScope('view')}
              />
              {viewCount[0]?.toUpperCase() + viewCount.slice(1)}
            </label>
          </fieldset>
        ) : (
          <p className="text-sm">
            {runIds.length > 0
              ? `${runIds.length} ${runIds.length === 1 ? 'run' : 'runs'}`
              : viewCount[0]?.toUpperCase() + viewCount.slice(1)}
          </p>
        )}
        <label className="flex flex-col gap-1.5 text-sm">
          <span className="font-medium">Dataset</span>
          <select
            value={target}
            disabled={datasets.isPending}
            onChange={(event) => setChosen(event.target.value)}
            className={cn(fieldClasses, 'h-8 py-0')}
          >
            {(datasets.data ?? []).map((dataset) => (
              <option key={dataset.id} value={dataset.id}>
                {`${dataset.name} (${dataset.itemCount})`}
              </option>
            ))}
            <option value={newDataset}>New dataset…</option>
          </select>
        </label>
        {datasets.isError ? (
          <Alert variant="danger" title="Could not load the datasets">
            {errorMessage(datasets.error)}
          </Alert>
        ) : null}
        {target === newDataset ? (
          <Input
            aria-label="New dataset name"
            placeholder="New dataset name"
            value={name}
            autoFocus
            onChange={(event) => setName(event.target.value)}
          />
        ) : null}
        {error ? (
          <Alert variant="danger" title="The runs were not added">
            {errorMessage(error)}
          </Alert>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={pending}
            disabled={target === newDataset && name.trim() === ''}
          >
            Add
          </Button>
        </div>
      </form>
    </Modal>
  );
}
