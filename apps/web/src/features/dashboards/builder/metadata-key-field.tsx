import { Input, Label } from '@lookout/ui';
import { useId } from 'react';
import { useFilterOptions } from '../../../api/filter-options/get-filter-options';

interface MetadataKeyFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A metadata key, typed or picked among the keys the project's runs carry. */
export function MetadataKeyField({ label, value, onChange }: MetadataKeyFieldProps) {
  const id = useId();
  const keys = useFilterOptions('metadata');
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        list={`${id}-keys`}
        maxLength={200}
        placeholder="e.g. latency_budget"
        onChange={(event) => onChange(event.target.value)}
      />
      <datalist id={`${id}-keys`}>
        {(keys.data ?? []).map((key) => (
          <option key={key.value} value={key.value} />
        ))}
      </datalist>
    </div>
  );
}
