import { modelCatalogue, modelProviders } from '@lookout/domain';
import { Alert, Button, cn, fieldClasses, Modal, SegmentedControl } from '@lookout/ui';
import { useState } from 'react';
import { useTemplatesForGeneration } from '../api/generation-sources';

/** What generates the output: a model of the catalogue, or a template version. */
export type GenerateSource = { model: string } | { templateVersionId: string };

interface GenerateDialogProps {
  projectId: string;
  onClose: () => void;
  onGenerate: (source: GenerateSource) => void;
  pending: boolean;
  /** Why the last generation failed (the provider's message). */
  error: string | null;
}

const sourceChoices = [
  { value: 'model', label: 'Model' },
  { value: 'template', label: 'Template version' },
] as const;

/** "Generate expected output": runs the item's input through a model or a template version. */
export function GenerateDialog({
  projectId,
  onClose,
  onGenerate,
  pending,
  error,
}: GenerateDialogProps) {
  const [kind, setKind] = useState<'model' | 'template'>('model');
  const [model, setModel] = useState(modelCatalogue[0]?.id ?? '');
  const [versionId, setVersionId] = useState('');
  const templates = useTemplatesForGeneration(projectId);
  const versions = (templates.data ?? []).flatMap((template) =>
    template.versions.map((version) => ({
      id: version.id,
      label: `${template.slug} v${version.version}${version.isDraft ? ' (draft)' : ''}`,
    })),
  );
  const chosenVersion = versionId || versions[0]?.id || '';

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !pending && onClose()}
      title="Generate expected output"
      description="The item's input is sent; the answer is stored as its expected output."
      size="md"
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onGenerate(kind === 'model' ? { model } : { templateVersionId: chosenVersion });
        }}
      >
        <SegmentedControl
          aria-label="Generate with"
          value={kind}
          onChange={setKind}
          data={sourceChoices}
        />
        {kind === 'model' ? (
          <label className="flex flex-col gap-1.5 text-sm">
            <span className="font-medium">Model</span>
            <select
              value={model}
              onChange={(event) => setModel(event.target.value)}
              className={cn(fieldClasses, 'h-8 py-0')}
            >
              {modelProviders.map((provider) => (
                <optgroup key={provider} label={provider}>
                  {modelCatalogue
                    .filter((entry) => entry.provider === provider)
                    .map((entry) => (
                      <option key={entry.id} value={entry.id}>
                        {entry.name}
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
          </label>
        ) : (
          <label className="flex flex-col gap-1.5 text-sm">
            <span className="font-medium">Template version</span>
            <select
              value={chosenVersion}
              disabled={versions.length === 0}
              onChange={(event) => setVersionId(event.target.value)}
              className={cn(fieldClasses, 'h-8 py-0')}
            >
              {versions.map((version) => (
                <option key={version.id} value={version.id}>
                  {version.label}
                </option>
              ))}
            </select>
            {templates.isSuccess && versions.length === 0 ? (
              <span className="text-muted-foreground text-xs">No prompt versions yet.</span>
            ) : null}
            {templates.isError ? (
              <span className="text-danger text-xs">Could not load the prompts.</span>
            ) : null}
          </label>
        )}
        {error ? (
          <Alert variant="danger" title="Generation failed">
            {error}
          </Alert>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={pending}
            disabled={kind === 'template' && chosenVersion === ''}
          >
            Generate
          </Button>
        </div>
      </form>
    </Modal>
  );
}
