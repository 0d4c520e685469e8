import { Button, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@lookout/ui';
import { IconDatabasePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-errors';
import { notifications } from '../../../lib/notifications';
import { useAddToDataset } from '../api/review-mutations';
import { useDatasetChoices } from '../api/reviews-queries';
import { toDatasetValue } from '../dataset-value';

/** "Add to dataset": the run's input becomes a new item's input, its output the expected output. */
export function AddToDataset({
  projectId,
  input,
  output,
}: {
  projectId: string;
  input: unknown;
  output: unknown;
}) {
  const datasets = useDatasetChoices(projectId, true);
  const add = useAddToDataset();
  const [datasetId, setDatasetId] = useState('');
  const value = toDatasetValue(input);
  if (datasets.isError || datasets.data?.length === 0) return null;
  return (
    <section aria-label="Add to dataset" className="flex flex-col gap-1.5">
      <h2 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        Add to dataset
      </h2>
      <div className="flex gap-2">
        <Select value={datasetId} onValueChange={setDatasetId}>
          <SelectTrigger size="sm" aria-label="Dataset to add to">
            <SelectValue placeholder={datasets.isPending ? 'Loading…' : 'Pick a dataset'} />
          </SelectTrigger>
          <SelectContent>
            {(datasets.data ?? []).map((dataset) => (
              <SelectItem key={dataset.id} value={dataset.id}>
                {dataset.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button
          size="sm"
          variant="outline"
          disabled={!datasetId || value === null}
          loading={add.isPending}
          onClick={() =>
            value !== null &&
            add.mutate(
              { datasetId, input: value, expectedOutput: toDatasetValue(output) },
              {
                onSuccess: () =>
                  notifications.show({
                    title: 'Added to the dataset',
                    message: 'The input is the new item, the output its expected output.',
                    color: 'green',
                  }),
                onError: (error) =>
                  notifications.show({
                    title: 'Not added',
                    message: errorMessage(error),
                    color: 'red',
                  }),
              },
            )
          }
        >
          <IconDatabasePlus className="size-4" aria-hidden />
          Add
        </Button>
      </div>
    </section>
  );
}
