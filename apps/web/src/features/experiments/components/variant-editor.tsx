import type { TemplateWithVersions } from '@lookout/domain';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Input,
  SegmentedControl,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@lookout/ui';
import { IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import {
  type DraftErrors,
  defaultVariantLabel,
  type PromptSource,
  type VariantDraft,
  withSource,
} from '../experiment-draft';
import { FormField } from './form-field';
import { MessageRows } from './message-rows';
import { ModelSelect } from './model-select';

const sources = [
  { value: 'template', label: 'Template version' },
  { value: 'messages', label: 'Messages' },
  { value: 'input', label: 'Item input only' },
] as const satisfies readonly { value: PromptSource; label: string }[];

interface VariantEditorProps {
  index: number;
  variant: VariantDraft;
  onChange: (index: number, variant: VariantDraft) => void;
  /** Absent while it is the only variant. */
  onRemove?: ((index: number) => void) | undefined;
  templates: readonly TemplateWithVersions[];
  /** Every message of the form, by path; this variant reads `variants.{index}…`. */
  errors: DraftErrors;
}

/** One variant of the new-experiment form: where its prompt comes from, its model and settings. */
export const VariantEditor = memo(function VariantEditor({
  index,
  variant,
  onChange,
  onRemove,
  templates,
  errors,
}: VariantEditorProps) {
  const name = `Variant ${index + 1}`;
  const at = `variants.${index}`;
  const change = (patch: Partial<VariantDraft>) => onChange(index, { ...variant, ...patch });
  const template = templates.find((candidate) => candidate.id === variant.templateId);
  return (
    <Card role="group" aria-label={name} className="gap-3 py-4">
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>{name}</CardTitle>
        {onRemove ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onRemove(index)}
            aria-label={`Remove ${name}`}
          >
            <IconTrash className="size-4" aria-hidden />
            Remove
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <FormField label="Label" hint="Shown above its column in the comparison.">
          {(control) => (
            <Input
              id={control.id}
              aria-describedby={control.describedBy}
              value={variant.label}
              placeholder={defaultVariantLabel(variant, templates, index)}
              onChange={(event) => change({ label: event.target.value })}
              className="h-8"
            />
          )}
        </FormField>
        <SegmentedControl
          size="sm"
          aria-label={`${name}, prompt`}
          value={variant.source}
          onChange={(source) => onChange(index, withSource(variant, source))}
          data={sources}
        />
        {variant.source === 'template' ? (
          <div className="grid grid-cols-2 gap-3">
            <FormField label="Template">
              {(control) => (
                <Select
                  value={variant.templateId}
                  onValueChange={(templateId) =>
                    change({
                      templateId,
                      templateVersionId:
                        templates.find((candidate) => candidate.id === templateId)?.versions[0]
                          ?.id ?? '',
                    })
                  }
                >
                  <SelectTrigger id={control.id} size="sm">
                    <SelectValue
                      placeholder={
                        templates.length === 0 ? 'No templates yet' : 'Choose a template'
                      }
                    />
                  </SelectTrigger>
                  <SelectContent>
                    {templates.map((candidate) => (
                      <SelectItem key={candidate.id} value={candidate.id}>
                        {candidate.slug}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
            <FormField label="Version" error={errors[`${at}.templateVersionId`]}>
              {(control) => (
                <Select
                  value={variant.templateVersionId}
                  onValueChange={(templateVersionId) => change({ templateVersionId })}
                  disabled={!template}
                >
                  <SelectTrigger
                    id={control.id}
                    size="sm"
                    aria-invalid={control.invalid || undefined}
                    aria-describedby={control.describedBy}
                  >
                    <SelectValue placeholder="Choose a version" />
                  </SelectTrigger>
                  <SelectContent>
                    {(template?.versions ?? []).map((version) => (
                      <SelectItem key={version.id} value={version.id}>
                        {`v${version.version}${version.isDraft ? ' (draft)' : ''} · ${version.extra.model}`}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
          </div>
        ) : null}
        {variant.source === 'messages' ? (
          <MessageRows
            owner={name}
            messages={variant.messages}
            onChange={(messages) => change({ messages })}
            error={errors[`${at}.messages`]}
          />
        ) : null}
        {variant.source === 'input' ? (
          <p className="text-sm text-muted-foreground">
            Each item's input is sent to the model as it is.
          </p>
        ) : null}
        <div className="grid grid-cols-[2fr_1fr_1fr] gap-3">
          <FormField label="Model" error={errors[`${at}.model`] ?? errors[at]}>
            {(control) => (
              <ModelSelect
                id={control.id}
                value={variant.model}
                onChange={(model) => change({ model })}
                allowVersionModel={variant.source === 'template'}
                invalid={control.invalid}
                describedBy={control.describedBy}
              />
            )}
          </FormField>
          <FormField label="Temperature" error={errors[`${at}.temperature`]}>
            {(control) => (
              <Input
                id={control.id}
                inputMode="decimal"
                aria-invalid={control.invalid || undefined}
                aria-describedby={control.describedBy}
                value={variant.temperature}
                placeholder="Default"
                onChange={(event) => change({ temperature: event.target.value })}
                className="h-8"
              />
            )}
          </FormField>
          <FormField label="Max tokens" error={errors[`${at}.maxTokens`]}>
            {(control) => (
              <Input
                id={control.id}
                inputMode="numeric"
                aria-invalid={control.invalid || undefined}
                aria-describedby={control.describedBy}
                value={variant.maxTokens}
                placeholder="Default"
                onChange={(event) => change({ maxTokens: event.target.value })}
                className="h-8"
              />
            )}
          </FormField>
        </div>
      </CardContent>
    </Card>
  );
});
