import { type EnricherConfigOf, type EnricherView, type PiiKind, piiKinds } from '@lookout/domain';
import { Button, Checkbox, Input, Label } from '@lookout/ui';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-errors';
import { piiKindNames } from '../../../lib/enrichment-labels';
import { useSaveEnricher } from '../api/enrichers';
import { fieldErrorsOf } from './enricher-errors';
import { EnricherModelFields } from './enricher-model-fields';

type PiiConfig = EnricherConfigOf<'pii'>;
type TopicsConfig = EnricherConfigOf<'topics'>;
type ToxicityConfig = EnricherConfigOf<'toxicity'>;

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-xs text-danger-ink">
      {message}
    </p>
  ) : null;
}

/** The Save button and the server's answer for one kind's settings. */
function useSaveSettings(kind: EnricherView['kind'], existing: EnricherView | undefined) {
  const save = useSaveEnricher();
  const errors = save.error ? fieldErrorsOf(errorMessage(save.error)) : null;
  return {
    save: (config: Record<string, unknown>) => save.mutate({ kind, existing, config }),
    saving: save.isPending,
    saved: save.isSuccess,
    fields: errors?.fields ?? {},
    general: errors?.general ?? null,
  };
}

function SaveRow({
  saving,
  saved,
  general,
  disabled,
  label,
}: {
  saving: boolean;
  saved: boolean;
  general: string | null;
  disabled: boolean;
  label: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <Button type="submit" size="sm" loading={saving} disabled={disabled} aria-label={label}>
          Save
        </Button>
        {saved ? <span className="text-xs text-muted-foreground">Saved</span> : null}
      </div>
      {general ? <p className="text-xs text-danger-ink">{general}</p> : null}
    </div>
  );
}

/** PII: the kinds detected and the project's own patterns. */
export function PiiOptions({
  enricher,
  canEdit,
}: {
  enricher: EnricherView | undefined;
  canEdit: boolean;
}) {
  const id = useId();
  const initial = (enricher?.kind === 'pii' ? enricher.config : undefined) as PiiConfig | undefined;
  const [kinds, setKinds] = useState<PiiKind[]>(
    initial?.kinds ?? ['person', 'email', 'phone', 'location', 'cc', 'ip'],
  );
  const [regexes, setRegexes] = useState(initial?.customRegexes ?? []);
  const { save, saving, saved, fields, general } = useSaveSettings('pii', enricher);
  const builtIn = piiKinds.filter((kind) => kind !== 'regex');

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        save({ kinds, customRegexes: regexes });
      }}
    >
      <fieldset className="flex flex-wrap gap-x-4 gap-y-2" disabled={!canEdit}>
        <legend className="mb-1 text-xs font-medium text-muted-foreground">Detected kinds</legend>
        {builtIn.map((kind) => (
          <div key={kind} className="flex items-center gap-1.5">
            <Checkbox
              id={`${id}-${kind}`}
              checked={kinds.includes(kind)}
              disabled={!canEdit}
              onCheckedChange={(checked) =>
                setKinds((current) =>
                  checked === true ? [...current, kind] : current.filter((k) => k !== kind),
                )
              }
            />
            <Label htmlFor={`${id}-${kind}`} className="text-sm font-normal">
              {piiKindNames[kind]}
            </Label>
          </div>
        ))}
      </fieldset>
      <FieldError id={`${id}-kinds-error`} message={fields.kinds} />
      <div className="flex flex-col gap-2">
        <span className="text-xs font-medium text-muted-foreground">Custom patterns</span>
        {regexes.length === 0 ? (
          <p className="text-xs text-muted-foreground">No custom pattern.</p>
        ) : null}
        {regexes.map((regex, index) => {
          const nameError = fields[`customRegexes.${index}.name`];
          const patternError = fields[`customRegexes.${index}.pattern`];
          return (
            <div key={index} className="flex flex-col gap-1">
              <div className="flex items-start gap-2">
                <Input
                  aria-label={`Name of pattern ${index + 1}`}
                  className="w-40"
                  value={regex.name}
                  disabled={!canEdit}
                  aria-invalid={nameError ? true : undefined}
                  aria-describedby={nameError ? `${id}-regex-${index}-name` : undefined}
                  placeholder="Order id"
                  onChange={(event) =>
                    setRegexes((current) =>
                      current.map((item, at) =>
                        at === index ? { ...item, name: event.target.value } : item,
                      ),
                    )
                  }
                />
                <Input
                  aria-label={`Regex of pattern ${index + 1}`}
                  className="flex-1 font-mono"
                  value={regex.pattern}
                  disabled={!canEdit}
                  aria-invalid={patternError ? true : undefined}
                  aria-describedby={patternError ? `${id}-regex-${index}-pattern` : undefined}
                  placeholder="ORD-\d{6}"
                  onChange={(event) =>
                    setRegexes((current) =>
                      current.map((item, at) =>
                        at === index ? { ...item, pattern: event.target.value } : item,
                      ),
                    )
                  }
                />
                {canEdit ? (
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    aria-label={`Remove pattern ${index + 1}`}
                    onClick={() => setRegexes((current) => current.filter((_, at) => at !== index))}
                  >
                    <IconTrash className="size-4" aria-hidden />
                  </Button>
                ) : null}
              </div>
              <FieldError id={`${id}-regex-${index}-name`} message={nameError} />
              <FieldError id={`${id}-regex-${index}-pattern`} message={patternError} />
            </div>
          );
        })}
        {canEdit ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            className="self-start"
            disabled={regexes.length >= 20}
            onClick={() => setRegexes((current) => [...current, { name: '', pattern: '' }])}
          >
            <IconPlus className="size-4" aria-hidden />
            Add a pattern
          </Button>
        ) : null}
      </div>
      {canEdit ? (
        <SaveRow
          saving={saving}
          saved={saved}
          general={general}
          disabled={false}
          label="Save the PII settings"
        />
      ) : null}
    </form>
  );
}

/** Toxicity: local or a model. */
export function ToxicityOptions({
  enricher,
  canEdit,
}: {
  enricher: EnricherView | undefined;
  canEdit: boolean;
}) {
  const id = useId();
  const initial = (enricher?.kind === 'toxicity' ? enricher.config : undefined) as
    | ToxicityConfig
    | undefined;
  const [method, setMethod] = useState(initial?.method ?? 'local');
  const [model, setModel] = useState(initial?.model ?? null);
  const { save, saving, saved, fields, general } = useSaveSettings('toxicity', enricher);
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        save({ method, model });
      }}
    >
      <EnricherModelFields
        id={id}
        method={method}
        model={model}
        disabled={!canEdit}
        onChange={(next) => {
          setMethod(next.method);
          setModel(next.model);
        }}
      />
      <FieldError id={`${id}-model-error`} message={fields.model ?? fields.method} />
      {canEdit ? (
        <SaveRow
          saving={saving}
          saved={saved}
          general={general}
          disabled={method === 'model' && !model}
          label="Save the toxicity settings"
        />
      ) : null}
    </form>
  );
}

/** Topics: the project's list (name and description) and the method. */
export function TopicsOptions({
  enricher,
  canEdit,
}: {
  enricher: EnricherView | undefined;
  canEdit: boolean;
}) {
  const id = useId();
  const initial = (enricher?.kind === 'topics' ? enricher.config : undefined) as
    | TopicsConfig
    | undefined;
  const [topics, setTopics] = useState(initial?.topics ?? []);
  const [method, setMethod] = useState(initial?.method ?? 'local');
  const [model, setModel] = useState(initial?.model ?? null);
  const { save, saving, saved, fields, general } = useSaveSettings('topics', enricher);
  const edit = (index: number, field: 'name' | 'description', value: string) =>
    setTopics((current) =>
      current.map((topic, at) => (at === index ? { ...topic, [field]: value } : topic)),
    );

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        save({ topics, method, model });
      }}
    >
      <div className="flex flex-col gap-2">
        <span className="text-xs font-medium text-muted-foreground">Topics</span>
        {topics.length === 0 ? (
          <p className="text-xs text-muted-foreground">
            No topics yet: list what your users talk about, such as Billing or Bug reports.
          </p>
        ) : null}
        {topics.map((topic, index) => {
          const nameError = fields[`topics.${index}.name`];
          const descriptionError = fields[`topics.${index}.description`];
          return (
            <div key={index} className="flex flex-col gap-1">
              <div className="flex items-start gap-2">
                <Input
                  aria-label={`Name of topic ${index + 1}`}
                  className="w-40"
                  value={topic.name}
                  disabled={!canEdit}
                  aria-invalid={nameError ? true : undefined}
                  placeholder="Billing"
                  onChange={(event) => edit(index, 'name', event.target.value)}
                />
                <Input
                  aria-label={`Description of topic ${index + 1}`}
                  className="flex-1"
                  value={topic.description}
                  disabled={!canEdit}
                  aria-invalid={descriptionError ? true : undefined}
                  placeholder="Invoices, refunds, payment methods"
                  onChange={(event) => edit(index, 'description', event.target.value)}
                />
                {canEdit ? (
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    aria-label={`Remove topic ${index + 1}`}
                    onClick={() => setTopics((current) => current.filter((_, at) => at !== index))}
                  >
                    <IconTrash className="size-4" aria-hidden />
                  </Button>
                ) : null}
              </div>
              <FieldError id={`${id}-topic-${index}-name`} message={nameError} />
              <FieldError id={`${id}-topic-${index}-description`} message={descriptionError} />
            </div>
          );
        })}
        {canEdit ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            className="self-start"
            disabled={topics.length >= 100}
            onClick={() => setTopics((current) => [...current, { name: '', description: '' }])}
          >
            <IconPlus className="size-4" aria-hidden />
            Add a topic
          </Button>
        ) : null}
      </div>
      <EnricherModelFields
        id={id}
        method={method}
        model={model}
        disabled={!canEdit}
        onChange={(next) => {
          setMethod(next.method);
          setModel(next.model);
        }}
      />
      {canEdit ? (
        <SaveRow
          saving={saving}
          saved={saved}
          general={general}
          disabled={method === 'model' && !model}
          label="Save the topics"
        />
      ) : null}
    </form>
  );
}
