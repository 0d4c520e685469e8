import {
  type CustomChart,
  customChartMetrics,
  customChartSplits,
  customChartTypes,
  displayNameSchema,
} from '@lookout/domain';
import { Alert, Button, Modal } from '@lookout/ui';
import { type FormEvent, useMemo, useState } from 'react';
import { FilterBar } from '../../../components/filter-bar/filter-bar';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-errors';
import { fieldError } from '../../../lib/field-error';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCreateCustomChart, useUpdateCustomChart } from '../api/custom-charts-api';
import { ChartPanel } from '../charts/chart-panel';
import type { ChartRange } from '../charts/chart-source';
import {
  aggregationLabels,
  allowedAggregations,
  type BuilderChoices,
  builderProblems,
  createChartBody,
  initialChoices,
  metricLabels,
  previewChart,
  splitLabels,
  typeLabels,
  updateChartBody,
  withMetric,
} from './builder-choices';
import { ChoiceSelect } from './choice-select';
import { MetadataKeyField } from './metadata-key-field';

export interface ChartBuilderDialogProps {
  projectId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The chart to edit; a new one is built when absent. */
  chart?: CustomChart;
  /** The range the preview shows. */
  range: ChartRange;
  onSaved(chart: CustomChart): void;
}

/** How long the choices rest before the preview asks for them. */
const previewDelayMs = 300;

/** The Split by choice meaning "no split". */
const noSplit = 'none';
type SplitChoice = (typeof customChartSplits)[number] | typeof noSplit;
const splitChoices: readonly SplitChoice[] = [noSplit, ...customChartSplits];
const splitChoiceLabels: Record<SplitChoice, string> = { none: 'None', ...splitLabels };

/**
 * The chart builder: name, metric, aggregation (only those the metric
 * allows), split, chart type, the logs filter bar, description and colour,
 * with a live preview and the server's checks shown before saving. Save
 * creates the chart or saves what changed, then hands it to `onSaved`.
 */
export function ChartBuilderDialog({ open, onOpenChange, ...props }: ChartBuilderDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size={1100}
      title={props.chart ? 'Edit chart' : 'New chart'}
    >
      {/* Mounted each time the dialog opens, so the form starts from the chart again. */}
      {open ? <ChartBuilderForm {...props} onCancel={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}

type FormProps = Omit<ChartBuilderDialogProps, 'open' | 'onOpenChange'> & { onCancel(): void };

function ChartBuilderForm({ projectId, chart, range, onSaved, onCancel }: FormProps) {
  const [choices, setChoices] = useState<BuilderChoices>(() => initialChoices(chart));
  const [touched, setTouched] = useState(false);
  const create = useCreateCustomChart(projectId);
  const update = useUpdateCustomChart(projectId);
  const saving = create.isPending || update.isPending;
  const saveError = create.error ?? update.error;

  const problems = builderProblems(choices);
  const nameError = fieldError(displayNameSchema, choices.name);
  const settled = useDebouncedValue(choices, previewDelayMs);
  const preview = useMemo(() => previewChart(settled, chart), [settled, chart]);
  const previewReady = builderProblems(settled).length === 0;

  const set = (change: Partial<BuilderChoices>) =>
    setChoices((current) => ({ ...current, ...change }));

  async function save(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (nameError || problems.length > 0 || saving) return;
    if (!chart) {
      onSaved(await create.mutateAsync(createChartBody(choices)));
      return;
    }
    const body = updateChartBody(chart, choices);
    // Nothing changed: the saved chart is already what the user sees.
    onSaved(Object.keys(body).length > 1 ? await update.mutateAsync(body) : chart);
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void save(event).catch(() => undefined)}
      className="grid gap-6 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]"
    >
      <div className="flex min-w-0 flex-col gap-4">
        <TextField
          label="Name"
          value={choices.name}
          maxLength={100}
          autoFocus
          onChange={(event) => set({ name: event.target.value })}
          onBlur={() => setTouched(true)}
          error={touched ? nameError : undefined}
        />
        <div className="grid grid-cols-2 gap-3">
          <ChoiceSelect
            label="Metric"
            value={choices.metric}
            options={customChartMetrics}
            labels={metricLabels}
            onChange={(metric) => setChoices((current) => withMetric(current, metric))}
          />
          <ChoiceSelect
            label="Aggregation"
            value={choices.aggregation}
            options={allowedAggregations(choices.metric)}
            labels={aggregationLabels}
            onChange={(aggregation) => set({ aggregation })}
          />
          {choices.metric === 'metadata' ? (
            <div className="col-span-2">
              <MetadataKeyField
                label="Metadata key"
                value={choices.metricKey}
                onChange={(metricKey) => set({ metricKey })}
              />
            </div>
          ) : null}
          <ChoiceSelect
            label="Split by"
            value={choices.splitBy ?? noSplit}
            options={splitChoices}
            labels={splitChoiceLabels}
            onChange={(split) => set({ splitBy: split === noSplit ? null : split })}
          />
          <ChoiceSelect
            label="Chart type"
            value={choices.type}
            options={customChartTypes}
            labels={typeLabels}
            onChange={(type) => set({ type })}
          />
          {choices.splitBy === 'metadata' ? (
            <div className="col-span-2">
              <MetadataKeyField
                label={choices.metric === 'metadata' ? 'Key to split by' : 'Metadata key'}
                value={choices.splitKey}
                onChange={(splitKey) => set({ splitKey })}
              />
            </div>
          ) : null}
        </div>
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium">Filters</span>
          <FilterBar bar={choices.filters} onChange={(filters) => set({ filters })} />
        </div>
        <TextField
          label="Description (optional)"
          value={choices.description}
          maxLength={1000}
          onChange={(event) => set({ description: event.target.value })}
        />
        <ChoiceSelect
          label="Colour"
          value={choices.color || 'auto'}
          options={['auto', 'blue', 'green', 'yellow', 'red'] as const}
          labels={{ auto: 'Automatic', blue: 'Blue', green: 'Green', yellow: 'Yellow', red: 'Red' }}
          onChange={(color) => set({ color: color === 'auto' ? '' : color })}
        />
      </div>

      <div className="flex min-w-0 flex-col gap-4">
        <section className="rounded-lg border border-border p-3" aria-label="Preview">
          {previewReady ? (
            <ChartPanel
              projectId={projectId}
              source={{ kind: 'custom', chart: preview }}
              range={range}
              filters=""
              height={260}
            />
          ) : (
            <p className="flex h-[290px] items-center justify-center text-center text-sm text-muted-foreground">
              The preview shows once the choices make a chart.
            </p>
          )}
        </section>
        {problems.length > 0 ? (
          <Alert variant="warning" title="This chart cannot be drawn yet">
            <ul className="list-disc pl-4">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        {saveError ? (
          <Alert variant="danger" title="The chart was not saved">
            {errorMessage(saveError)}
          </Alert>
        ) : null}
        <div className="mt-auto flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save chart
          </Button>
        </div>
      </div>
    </form>
  );
}
