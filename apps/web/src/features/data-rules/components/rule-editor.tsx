import { type PiiKind, piiKinds } from '@lookout/domain';
import {
  type FilterBar as FilterBarValue,
  parseFilterBar,
  serializeFilterBar,
} from '@lookout/filters';
import { Alert, Badge, Button, Card, Checkbox, Input, Label } from '@lookout/ui';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { FilterBar } from '../../../components/filter-bar/filter-bar';
import { errorMessage } from '../../../lib/api-errors';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useRulePreview } from '../api/data-rules-queries';
import { draftSettings, piiKindLabels, type RuleDraft, regexRowErrors } from '../rule-draft';
import { RulePreviewPanel } from './rule-preview-panel';

interface RuleEditorProps {
  projectId: string;
  type: RuleDraft['type'];
  saving: boolean;
  /** Why saving failed, or null. */
  saveError: string | null;
  onSave: (draft: RuleDraft) => void;
  onCancel: () => void;
}

/** The add-rule form, with a preview of the rule on the most recent runs as it is written. */
export function RuleEditor({
  projectId,
  type,
  saving,
  saveError,
  onSave,
  onCancel,
}: RuleEditorProps) {
  const [draft, setDraft] = useState<RuleDraft>(() =>
    type === 'masking'
      ? { type, piiKinds: ['email', 'phone', 'cc'], customRegexes: [] }
      : { type, filters: '', dropInput: true, dropOutput: false },
  );
  const [bar, setBar] = useState<FilterBarValue>(() => parseFilterBar(''));
  const checked = draftSettings(draft);
  const settled = useDebouncedValue(checked.settings, 300);
  const preview = useRulePreview(projectId, settled);
  const previewError = preview.isError ? errorMessage(preview.error) : null;
  const regexErrors =
    draft.type === 'masking' ? regexRowErrors(draft.customRegexes, previewError) : [];
  const regexProblem = regexErrors.some((error) => error !== null);
  const idPrefix = useId();

  function toggleKind(kind: PiiKind, on: boolean) {
    if (draft.type !== 'masking') return;
    const kinds = on ? [...draft.piiKinds, kind] : draft.piiKinds.filter((item) => item !== kind);
    const customRegexes =
      kind === 'regex' && on && draft.customRegexes.length === 0 ? [''] : draft.customRegexes;
    setDraft({
      ...draft,
      piiKinds: piiKinds.filter((item) => kinds.includes(item)),
      customRegexes,
    });
  }

  function setRegex(index: number, value: string | null) {
    if (draft.type !== 'masking') return;
    const customRegexes =
      value === null
        ? draft.customRegexes.filter((_, position) => position !== index)
        : draft.customRegexes.map((source, position) => (position === index ? value : source));
    setDraft({ ...draft, customRegexes });
  }

  return (
    <Card className="flex flex-col gap-4 p-4">
      <div className="flex items-center gap-2">
        <h2 className="text-base font-semibold">
          {type === 'masking' ? 'New masking rule' : 'New filtering rule'}
        </h2>
        <Badge variant="secondary">Not saved yet</Badge>
      </div>
      <form
        aria-label={type === 'masking' ? 'Masking rule' : 'Filtering rule'}
        className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
        onSubmit={(event) => {
          event.preventDefault();
          if (checked.settings && !regexProblem) onSave(draft);
        }}
      >
        <div className="flex flex-col gap-4">
          {draft.type === 'masking' ? (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">
                Personal data to mask before it is stored
              </legend>
              {piiKinds.map((kind) => (
                <div key={kind} className="flex items-center gap-2">
                  <Checkbox
                    id={`${idPrefix}-${kind}`}
                    checked={draft.piiKinds.includes(kind)}
                    onCheckedChange={(value) => toggleKind(kind, value === true)}
                  />
                  <Label htmlFor={`${idPrefix}-${kind}`}>{piiKindLabels[kind]}</Label>
                </div>
              ))}
              {draft.piiKinds.includes('regex') ? (
                <div className="flex flex-col gap-2 pl-6">
                  {draft.customRegexes.map((source, index) => (
                    // Rows have no id of their own; their position is stable while editing.
                    <div key={index} className="flex flex-col gap-1">
                      <div className="flex items-center gap-2">
                        <Input
                          aria-label={`Custom regex ${index + 1}`}
                          aria-invalid={regexErrors[index] ? true : undefined}
                          className="h-8 font-mono text-xs"
                          placeholder="ORD-\d+"
                          value={source}
                          onChange={(event) => setRegex(index, event.target.value)}
                        />
                        <Button
                          type="button"
                          size="icon"
                          variant="ghost"
                          aria-label={`Remove custom regex ${index + 1}`}
                          onClick={() => setRegex(index, null)}
                        >
                          <IconTrash className="size-4" aria-hidden />
                        </Button>
                      </div>
                      {regexErrors[index] ? (
                        <p className="text-xs text-danger-ink" role="alert">
                          {regexErrors[index]}
                        </p>
                      ) : null}
                    </div>
                  ))}
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    className="self-start"
                    onClick={() =>
                      setDraft({ ...draft, customRegexes: [...draft.customRegexes, ''] })
                    }
                  >
                    <IconPlus className="size-4" aria-hidden />
                    Add a regex
                  </Button>
                  <p className="text-xs text-muted-foreground">
                    Matches become [REDACTED]. Back-references and lookarounds are not supported.
                  </p>
                </div>
              ) : null}
            </fieldset>
          ) : (
            <>
              <div className="flex flex-col gap-1.5">
                <span className="text-sm font-medium">Runs this rule applies to</span>
                <FilterBar
                  bar={bar}
                  label="Runs this rule applies to"
                  onChange={(next) => {
                    setBar(next);
                    setDraft({ ...draft, filters: serializeFilterBar(next) });
                  }}
                />
                <p className="text-xs text-muted-foreground">No filter: every run.</p>
              </div>
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1 text-sm font-medium">Do not store</legend>
                {(['dropInput', 'dropOutput'] as const).map((field) => (
                  <div key={field} className="flex items-center gap-2">
                    <Checkbox
                      id={`${idPrefix}-${field}`}
                      checked={draft[field]}
                      onCheckedChange={(value) => setDraft({ ...draft, [field]: value === true })}
                    />
                    <Label htmlFor={`${idPrefix}-${field}`}>
                      {field === 'dropInput' ? 'The input' : 'The output'}
                    </Label>
                  </div>
                ))}
              </fieldset>
            </>
          )}
          {checked.problem ? <p className="text-xs text-danger-ink">{checked.problem}</p> : null}
          {saveError ? (
            <Alert variant="danger" title="Could not save the rule">
              {saveError}
            </Alert>
          ) : null}
          <div className="flex gap-2">
            <Button type="submit" loading={saving} disabled={!checked.settings || regexProblem}>
              Save rule
            </Button>
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        </div>
        <RulePreviewPanel
          preview={preview.data}
          loading={preview.isFetching}
          error={regexProblem ? null : previewError}
          incomplete={checked.problem}
        />
      </form>
    </Card>
  );
}
