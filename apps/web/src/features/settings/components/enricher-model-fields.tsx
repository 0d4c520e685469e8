import { connectionProviders, modelCatalogue } from '@lookout/domain';
import {
  Label,
  SegmentedControl,
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from '@lookout/ui';
import { useProviderKeys } from '../api/provider-keys';

export type Method = 'local' | 'model';

/**
 * Local (offline, in the server) or a model; the models offered are those of the providers the
 * org has a key for.
 */
export function EnricherModelFields({
  id,
  method,
  model,
  onChange,
  disabled,
}: {
  id: string;
  method: Method;
  model: string | null;
  onChange: (next: { method: Method; model: string | null }) => void;
  disabled: boolean;
}) {
  const keys = useProviderKeys();
  const providers = new Set(keys.data?.map((key) => key.provider) ?? []);
  const groups = [...providers]
    .map((provider) => ({
      provider,
      name:
        connectionProviders.find((candidate) => candidate.name === provider)?.displayName ??
        provider,
      models: modelCatalogue.filter(
        (candidate) => candidate.provider === provider && !candidate.id.includes('embedding'),
      ),
    }))
    .filter((group) => group.models.length > 0);

  return (
    <div className="flex flex-col gap-2">
      <SegmentedControl<Method>
        aria-label="Method"
        size="sm"
        value={method}
        disabled={disabled}
        onChange={(next) => onChange({ method: next, model })}
        data={[
          { value: 'local', label: 'Local (offline)' },
          { value: 'model', label: 'Model' },
        ]}
      />
      {method === 'model' ? (
        groups.length === 0 ? (
          <p className="text-xs text-muted-foreground">
            {keys.isPending
              ? 'Loading the provider keys…'
              : 'Add a provider key below to choose a model.'}
          </p>
        ) : (
          <div className="flex max-w-xs flex-col gap-1.5">
            <Label htmlFor={`${id}-model`}>Model</Label>
            <Select
              value={model ?? ''}
              disabled={disabled}
              onValueChange={(next) => onChange({ method, model: next })}
            >
              <SelectTrigger id={`${id}-model`} size="sm">
                <SelectValue placeholder="Choose a model" />
              </SelectTrigger>
              <SelectContent>
                {groups.map((group) => (
                  <SelectGroup key={group.provider}>
                    <SelectLabel>{group.name}</SelectLabel>
                    {group.models.map((candidate) => (
                      <SelectItem key={candidate.id} value={candidate.id}>
                        {candidate.name}
                      </SelectItem>
                    ))}
                  </SelectGroup>
                ))}
              </SelectContent>
            </Select>
          </div>
        )
      ) : null}
    </div>
  );
}
