import { Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@lookout/ui';
import { useId } from 'react';

interface ChoiceSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T) => void;
}

/** A labelled single-choice field of the builder (a combobox named by its label). */
export function ChoiceSelect<T extends string>({
  label,
  value,
  options,
  labels,
  onChange,
}: ChoiceSelectProps<T>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(next) => onChange(next as T)}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option} value={option}>
              {labels[option]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
