import { Badge, cn } from '@lookout/ui';
import { evaluatorTypeDefinitions, mayNeedProvider } from '../evaluator-types';

interface EvaluatorTypePickerProps {
  value: string;
  onChange: (type: string) => void;
  error?: string | undefined;
}

/** The evaluation checks as a group of radio cards: name, what it checks, AI or local. */
export function EvaluatorTypePicker({ value, onChange, error }: EvaluatorTypePickerProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium">Type</legend>
      <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
        {evaluatorTypeDefinitions().map((definition) => {
          const ai = mayNeedProvider(definition.id);
          const checked = value === definition.id;
          return (
            <label
              key={definition.id}
              className={cn(
                'flex cursor-pointer flex-col gap-1 rounded-md border border-border bg-surface p-2.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                checked && 'border-primary bg-primary/10',
              )}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="flex items-center gap-2 font-medium">
                  <input
                    type="radio"
                    name="evaluator-type"
                    value={definition.id}
                    checked={checked}
                    onChange={() => onChange(definition.id)}
                    className="accent-primary"
                  />
                  {definition.name}
                </span>
                {ai ? (
                  <Badge variant="outline" title="Graded by a model: needs a provider key">
                    AI
                  </Badge>
                ) : (
                  <Badge variant="secondary" title="Runs on this server, no model needed">
                    Local
                  </Badge>
                )}
              </span>
              <span className="text-xs text-muted-foreground">{definition.description}</span>
            </label>
          );
        })}
      </div>
      {error ? <p className="text-xs text-danger-ink">{error}</p> : null}
    </fieldset>
  );
}
