import {
  type CreateReviewQueueBody,
  displayNameSchema,
  type ReviewQueueSource,
  type RunListType,
} from '@lookout/domain';
import {
  Alert,
  Button,
  Label,
  Modal,
  SegmentedControl,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@lookout/ui';
import { useState } from 'react';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-errors';
import { useDatasetChoices } from '../api/reviews-queries';

/** Experiment queues are made from the experiment's page ("Review outputs"), not here. */
type DialogSource = Exclude<ReviewQueueSource, 'experiment'>;

const sourceChoices = [
  { value: 'filter', label: 'Logs filter' },
  { value: 'dataset', label: 'Dataset' },
] as const satisfies readonly { value: DialogSource; label: string }[];

const typeChoices = [
  { value: 'llm', label: 'LLM calls' },
  { value: 'trace', label: 'Traces' },
  { value: 'thread', label: 'Conversations' },
] as const satisfies readonly { value: RunListType; label: string }[];

interface CreateQueueDialogProps {
  projectId: string;
  onOpenChange: (open: boolean) => void;
  /** The logs selection the dialog starts from (the logs page's `type` and `filters`). */
  initialFilters: { type: RunListType; filters: string };
  onSubmit: (body: CreateReviewQueueBody) => void;
  pending: boolean;
  error: string | null;
}

/** Names a new queue and picks its runs: a logs filter string, or a dataset's items. */
export function CreateQueueDialog({
  projectId,
  onOpenChange,
  initialFilters,
  onSubmit,
  pending,
  error,
}: CreateQueueDialogProps) {
  const [name, setName] = useState('');
  const [source, setSource] = useState<DialogSource>('filter');
  const [type, setType] = useState<RunListType>(initialFilters.type);
  const [filters, setFilters] = useState(initialFilters.filters);
  const [datasetId, setDatasetId] = useState('');
  const [touched, setTouched] = useState(false);
  const datasets = useDatasetChoices(projectId, source === 'dataset');
  const parsedName = displayNameSchema.safeParse(name);
  const nameProblem = parsedName.success ? null : (parsedName.error.issues[0]?.message ?? null);
  const datasetProblem = source === 'dataset' && !datasetId ? 'Pick a dataset' : null;
  return (
    <Modal open onOpenChange={(next) => !pending && onOpenChange(next)} title="New review queue">
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!parsedName.success || datasetProblem) return;
          onSubmit(
            source === 'filter'
              ? { name: parsedName.data, source, filters: { type, filters: filters.trim() } }
              : { name: parsedName.data, source, datasetId },
          );
        }}
      >
        <TextField
          label="Name"
          value={name}
          autoFocus
          maxLength={100}
          placeholder="Refund answers, week 12"
          error={touched && nameProblem ? nameProblem : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <div className="flex flex-col gap-1.5">
          <Label>Runs to review</Label>
          <SegmentedControl
            aria-label="Runs to review"
            value={source}
            onChange={setSource}
            data={sourceChoices}
          />
        </div>
        {source === 'filter' ? (
          <>
            <div className="flex flex-col gap-1.5">
              <Label>List</Label>
              <SegmentedControl
                aria-label="List"
                value={type}
                onChange={setType}
                data={typeChoices}
              />
            </div>
            <TextField
              label="Filter"
              value={filters}
              placeholder="models=gpt-4o&status=error"
              hint="The logs filter of the runs to review (empty: every run). The newest 1,000 matching runs are queued now."
              onChange={(event) => setFilters(event.target.value)}
              className="font-mono"
            />
          </>
        ) : (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="review-dataset">Dataset</Label>
            {datasets.isError ? (
              <p className="text-sm text-danger">{errorMessage(datasets.error)}</p>
            ) : datasets.data?.length === 0 ? (
              <p className="text-sm text-muted-foreground">No datasets in this project yet.</p>
            ) : (
              <Select value={datasetId} onValueChange={setDatasetId}>
                <SelectTrigger id="review-dataset" aria-label="Dataset">
                  <SelectValue
                    placeholder={datasets.isPending ? 'Loading datasets…' : 'Pick a dataset'}
                  />
                </SelectTrigger>
                <SelectContent>
                  {(datasets.data ?? []).map((dataset) => (
                    <SelectItem key={dataset.id} value={dataset.id}>
                      {`${dataset.name} (${dataset.itemCount})`}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
            {touched && datasetProblem ? (
              <p className="text-sm text-danger">{datasetProblem}</p>
            ) : null}
          </div>
        )}
        {error ? (
          <Alert variant="danger" title="That did not work">
            {error}
          </Alert>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button
            type="button"
            variant="outline"
            onClick={() => onOpenChange(false)}
            disabled={pending}
          >
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            Create queue
          </Button>
        </div>
      </form>
    </Modal>
  );
}
