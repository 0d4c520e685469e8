import { maxExperimentVariants, type TemplateWithVersions } from '@lookout/domain';
import {
  Alert,
  Button,
  Input,
  MultiSelect,
  Select,
  SelectContent,
  SelectItem,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '@lookout/ui';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-errors';
import { useCreateExperiment } from '../api/experiment-mutations';
import {
  useChecklistChoices,
  useDatasetChoices,
  useEvaluatorChoices,
  useTemplateChoices,
} from '../api/form-choices-queries';
import type { DraftErrors, VariantDraft } from '../experiment-draft';
import {
  addVariant,
  draftBody,
  draftErrors,
  type ExperimentDraft,
  emptyDraft,
} from '../experiment-draft';
import { ExperimentsTitle } from './experiments-title';
import { FormField } from './form-field';
import { VariantEditor } from './variant-editor';

const noTemplates: TemplateWithVersions[] = [];
const noErrors: DraftErrors = {};

/** Radix Select has no empty value: this one stands for "no checklist". */
const noChecklist = '__none__';

/** Why a list of choices is empty: still loading, failed, or really empty. */
function choicesHint(
  query: { isPending: boolean; isError: boolean },
  empty: boolean,
  none: string,
) {
  if (query.isPending) return 'Loading…';
  if (query.isError) return 'Could not be loaded.';
  return empty ? none : undefined;
}

/** /experiments/new: name, dataset, variants (1–10) and graders; submits to the new experiment's page. */
export function NewExperimentPage({ projectId }: { projectId: string }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<ExperimentDraft>(emptyDraft);
  const [submitted, setSubmitted] = useState(false);
  const datasets = useDatasetChoices(projectId);
  const templates = useTemplateChoices(projectId);
  const evaluators = useEvaluatorChoices(projectId);
  const checklists = useChecklistChoices(projectId);
  const create = useCreateExperiment(projectId);
  const templateList = templates.data ?? noTemplates;
  const errors = submitted ? draftErrors(draft, templateList) : noErrors;
  const change = (patch: Partial<ExperimentDraft>) => setDraft((now) => ({ ...now, ...patch }));
  // Stable, so the variant cards not being edited skip their render (each holds a model list).
  const updateVariant = useCallback(
    (index: number, next: VariantDraft) =>
      setDraft((now) => ({
        ...now,
        variants: now.variants.map((variant, at) => (at === index ? next : variant)),
      })),
    [],
  );
  const removeVariant = useCallback(
    (index: number) =>
      setDraft((now) => ({ ...now, variants: now.variants.filter((_, at) => at !== index) })),
    [],
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(draftErrors(draft, templateList)).length > 0) return;
    create.mutate(draftBody(draft, templateList), {
      onSuccess: (experiment) => navigate(`/experiments/${experiment.id}`),
    });
  }

  const evaluatorOptions = (evaluators.data ?? []).map((evaluator) => ({
    value: evaluator.id,
    label: `${evaluator.name} (${evaluator.type})`,
  }));
  const errorCount = Object.keys(errors).length;

  return (
    <div className="flex flex-col gap-4 p-6">
      <PageHeader
        title={<ExperimentsTitle>New experiment</ExperimentsTitle>}
        description="Every variant runs over every item of the dataset; the graders check each output."
      />
      <form noValidate onSubmit={submit} className="flex max-w-4xl flex-col gap-5">
        <div className="grid grid-cols-2 gap-4">
          <FormField label="Name" error={errors.name}>
            {(control) => (
              <Input
                id={control.id}
                aria-invalid={control.invalid || undefined}
                aria-describedby={control.describedBy}
                value={draft.name}
                onChange={(event) => change({ name: event.target.value })}
                placeholder="Polite vs terse"
              />
            )}
          </FormField>
          <FormField
            label="Dataset"
            error={errors.datasetId}
            hint={choicesHint(
              datasets,
              (datasets.data ?? []).length === 0,
              'No datasets yet: create one in Datasets first.',
            )}
          >
            {(control) => (
              <Select value={draft.datasetId} onValueChange={(datasetId) => change({ datasetId })}>
                <SelectTrigger
                  id={control.id}
                  aria-invalid={control.invalid || undefined}
                  aria-describedby={control.describedBy}
                >
                  <SelectValue placeholder="Choose a dataset" />
                </SelectTrigger>
                <SelectContent>
                  {(datasets.data ?? []).map((dataset) => (
                    <SelectItem key={dataset.id} value={dataset.id}>
                      {`${dataset.name} (${dataset.itemCount} item${dataset.itemCount === 1 ? '' : 's'})`}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
        </div>

        <section aria-labelledby="variants-heading" className="flex flex-col gap-3">
          <div className="flex items-center justify-between gap-2">
            <h2 id="variants-heading" className="text-base font-semibold">
              {`Variants (${draft.variants.length} of at most ${maxExperimentVariants})`}
            </h2>
            <Button
              variant="outline"
              size="sm"
              disabled={draft.variants.length >= maxExperimentVariants}
              onClick={() => change({ variants: addVariant(draft.variants) })}
            >
              <IconPlus className="size-4" aria-hidden />
              Add variant
            </Button>
          </div>
          {errors.variants ? <p className="text-xs text-danger-ink">{errors.variants}</p> : null}
          {draft.variants.map((variant, index) => (
            <VariantEditor
              key={variant.key}
              index={index}
              variant={variant}
              templates={templateList}
              errors={errors}
              onChange={updateVariant}
              onRemove={draft.variants.length > 1 ? removeVariant : undefined}
            />
          ))}
        </section>

        <section aria-labelledby="graders-heading" className="flex flex-col gap-3">
          <h2 id="graders-heading" className="text-base font-semibold">
            Graders
          </h2>
          <div className="grid grid-cols-2 gap-4">
            <FormField
              label="Evaluators"
              error={errors.evaluatorIds}
              hint={choicesHint(
                evaluators,
                evaluatorOptions.length === 0,
                'No evaluators yet: add some in Evaluators.',
              )}
            >
              {(control) => (
                <MultiSelect
                  id={control.id}
                  options={evaluatorOptions}
                  value={draft.evaluatorIds}
                  onChange={(evaluatorIds) => change({ evaluatorIds })}
                  placeholder="None"
                  nothingFound="No evaluator matches"
                />
              )}
            </FormField>
            <FormField
              label="Checklist"
              hint={checklists.isError ? 'Checklists could not be loaded.' : undefined}
            >
              {(control) => (
                <Select
                  value={draft.checklistId || noChecklist}
                  onValueChange={(value) =>
                    change({ checklistId: value === noChecklist ? '' : value })
                  }
                >
                  <SelectTrigger id={control.id} aria-describedby={control.describedBy}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={noChecklist}>No checklist</SelectItem>
                    {(checklists.data ?? []).length > 0 ? <SelectSeparator /> : null}
                    {(checklists.data ?? []).map((checklist) => (
                      <SelectItem key={checklist.id} value={checklist.id}>
                        {checklist.slug}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
          </div>
          <p className="text-xs text-muted-foreground">
            Without graders, the comparison shows outputs, cost, tokens and latency only.
          </p>
        </section>

        {create.isError ? (
          <Alert variant="danger" title="The experiment was not created">
            {errorMessage(create.error)}
          </Alert>
        ) : null}
        {errorCount > 0 ? (
          <p role="alert" className="text-sm text-danger-ink">
            {errorCount === 1
              ? 'One field needs attention.'
              : `${errorCount} fields need attention.`}
          </p>
        ) : null}
        <div className="flex gap-2">
          <Button type="submit" loading={create.isPending}>
            Run experiment
          </Button>
          <Button variant="outline" asChild>
            <Link to="/experiments">Cancel</Link>
          </Button>
        </div>
      </form>
    </div>
  );
}
