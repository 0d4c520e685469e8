import { Label, Textarea } from '@lookout/ui';

interface VariablesPanelProps {
  /** The variables the template uses, in order. */
  variables: readonly string[];
  values: Readonly<Record<string, string>>;
  onChange: (name: string, value: string) => void;
}

/** An input for each `{{variable}}` the template uses; the values fill it for a run. */
export function VariablesPanel({ variables, values, onChange }: VariablesPanelProps) {
  if (variables.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {'No variables. Write {{name}} in the text to add one.'}
      </p>
    );
  }
  return (
    <ul aria-label="Variables" className="flex flex-col gap-3">
      {variables.map((name) => {
        const id = `variable-${name}`;
        const value = values[name] ?? '';
        return (
          <li key={name} className="flex flex-col gap-1.5">
            <Label htmlFor={id} className="font-mono">{`{{${name}}}`}</Label>
            <Textarea
              id={id}
              rows={1}
              value={value}
              placeholder="Value"
              onChange={(event) => onChange(name, event.target.value)}
              className="field-sizing-content min-h-9 font-mono"
            />
            {value === '' ? (
              <p className="text-xs text-muted-foreground">No value yet: a run needs one.</p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
