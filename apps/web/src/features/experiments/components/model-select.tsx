import { connectionProviders, modelCatalogue, modelProviders } from '@lookout/domain';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '@lookout/ui';

/** Radix Select has no empty value: this one stands for "the template version's model". */
const versionModel = '__version-model__';

/** The chat models of the catalogue (the playground's list), grouped by provider. */
const modelGroups = modelProviders
  .map((provider) => ({
    provider,
    name:
      connectionProviders.find((candidate) => candidate.name === provider)?.displayName ??
      provider.charAt(0).toUpperCase() + provider.slice(1),
    models: modelCatalogue.filter(
      (model) => model.provider === provider && !model.id.includes('embedding'),
    ),
  }))
  .filter((group) => group.models.length > 0);

interface ModelSelectProps {
  id: string;
  value: string;
  onChange: (model: string) => void;
  /** Offers "the template version's model" (an empty value). */
  allowVersionModel: boolean;
  invalid?: boolean;
  describedBy?: string | undefined;
}

/** Picks a model of the catalogue; keyboard: type-ahead, arrows and Enter. */
export function ModelSelect({
  id,
  value,
  onChange,
  allowVersionModel,
  invalid,
  describedBy,
}: ModelSelectProps) {
  return (
    <Select
      value={value === '' ? (allowVersionModel ? versionModel : '') : value}
      onValueChange={(next) => onChange(next === versionModel ? '' : next)}
    >
      <SelectTrigger
        id={id}
        size="sm"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      >
        <SelectValue placeholder="Choose a model" />
      </SelectTrigger>
      <SelectContent>
        {allowVersionModel ? (
          <>
            <SelectItem value={versionModel}>The version's model</SelectItem>
            <SelectSeparator />
          </>
        ) : null}
        {modelGroups.map((group) => (
          <SelectGroup key={group.provider}>
            <SelectLabel>{group.name}</SelectLabel>
            {group.models.map((model) => (
              <SelectItem key={model.id} value={model.id}>
                {model.name}
              </SelectItem>
            ))}
          </SelectGroup>
        ))}
      </SelectContent>
    </Select>
  );
}
