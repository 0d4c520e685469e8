import type { EvaluatorMode } from '@lookout/domain';
import { Alert, Button, Input, Label, SegmentedControl } from '@lookout/ui';
import { useId, useState } from 'react';
import { FilterBar } from '../../../components/filter-bar/filter-bar';
import { TextField } from '../../../components/text-field';
import { draftProblems, type EvaluatorDraft, isDraftValid, withType } from '../evaluator-form';
import { evaluatorTypeName, needsExpectedOutput, needsProvider } from '../evaluator-types';
import { EvaluatorParams } from './evaluator-params';
import { EvaluatorTypePicker } from './evaluator-type-picker';

const modeChoices = [
  { value: 'realtime', label: 'Realtime' },
  { value: 'manual', label: 'Manual' },
] as const satisfies readonly { value: EvaluatorMode; label: string }[];

const modeHints: Record<EvaluatorMode, string> = {
  realtime: 'Grades new production runs that match the filter as they arrive.',
  manual: 'Grades only when you run it on existing logs or in an experiment.',
};

interface EvaluatorEditorProps {
  initial: EvaluatorDraft;
  /** Editing a stored evaluator: its type is fixed. */
  editing: boolean;
  submitLabel: string;
  pending: boolean;
  /** What the server said when saving failed. */
  serverError: string | null;
  onSubmit: (draft: EvaluatorDraft) => void;
  onCancel: () => void;
}

/** The evaluator form: name, type and its settings, mode, the runs it grades and the sample. */
export function EvaluatorEditor({
  initial,
  editing,
  submitLabel,
  pending,
  serverError,
  onSubmit,
  onCancel,
}: EvaluatorEditorProps) {
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState(false);
  const sampleId = useId();
  const problems = draftProblems(draft);
  const shown = touched ? problems : {};
  const update = (change: Partial<EvaluatorDraft>) => setDraft((old) => ({ ...old, ...change }));

  return (
    <form
      className="flex flex-col gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (isDraftValid(problems)) onSubmit(draft);
      }}
    >
      <div className="max-w-md">
        <TextField
          label="Name"
          value={draft.name}
          maxLength={100}
          placeholder="Answers politely"
          error={shown.name}
          onChange={(event) => update({ name: event.target.value })}
        />
      </div>
      {editing ? (
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium">Type</span>
          <span className="text-sm">{evaluatorTypeName(draft.type)}</span>
          <span className="text-xs text-muted-foreground">
            The type is fixed once created; make a new evaluator for another check.
          </span>
        </div>
      ) : (
        <EvaluatorTypePicker
          value={draft.type}
          onChange={(type) => setDraft((old) => withType(old, type))}
          error={shown.type}
        />
      )}
      {draft.type ? (
        <>
          {needsProvider(draft.type, draft.params) ? (
            <Alert variant="info" title="Needs a provider key">
              A model grades this check. Add an OpenAI or Anthropic key in Settings → Provider keys,
              or results end in an error.
            </Alert>
          ) : null}
          {needsExpectedOutput(draft.type) ? (
            <Alert variant="warning" title="Compares with an expected answer">
              Production runs have no expected answer: this check grades dataset items in
              experiments.
            </Alert>
          ) : null}
          <EvaluatorParams
            type={draft.type}
            params={draft.params}
            onChange={(params) => update({ params })}
            errors={touched ? problems.params : undefined}
          />
        </>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <Label>Mode</Label>
        <SegmentedControl
          aria-label="Mode"
          className="self-start"
          value={draft.mode}
          onChange={(mode) => update({ mode })}
          data={modeChoices}
        />
        <p className="text-xs text-muted-foreground">{modeHints[draft.mode]}</p>
      </div>
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">Runs graded</span>
        <FilterBar
          bar={draft.filters}
          onChange={(filters) => update({ filters })}
          label="Runs graded"
        />
        <p className="text-xs text-muted-foreground">
          {draft.filters.filters.length === 0
            ? 'No filter: every LLM call is graded.'
            : 'Only runs matching these filters are graded.'}
        </p>
        {shown.filters ? <p className="text-xs text-danger-ink">{shown.filters}</p> : null}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={sampleId}>Sample rate</Label>
        <span className="flex items-center gap-2">
          <Input
            id={sampleId}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={5}
            value={draft.samplePercent}
            aria-invalid={shown.samplePercent ? true : undefined}
            onChange={(event) => update({ samplePercent: event.target.value })}
            className="w-24"
          />
          <span className="text-sm text-muted-foreground">% of matching runs</span>
        </span>
        {shown.samplePercent ? (
          <p className="text-xs text-danger-ink">{shown.samplePercent}</p>
        ) : null}
      </div>
      {serverError ? (
        <Alert variant="danger" title="Could not save">
          {serverError}
        </Alert>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
