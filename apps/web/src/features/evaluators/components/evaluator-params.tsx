import type { FilterParamValue } from '@lookout/filters';
import { getFilterDefinition } from '@lookout/filters';
import { paramLabel } from '../../../components/filter-bar/filter-bar-edits';
import { ParamEditor } from '../../../components/filter-bar/param-editors/param-editor';

interface EvaluatorParamsProps {
  type: string;
  params: FilterParamValue[];
  onChange: (params: FilterParamValue[]) => void;
  /** Problems by parameter position. */
  errors?: Record<number, string> | undefined;
}

/** The parameters of an evaluation type, each with the filter bar's editor for its kind. */
export function EvaluatorParams({ type, params, onChange, errors }: EvaluatorParamsProps) {
  const definition = getFilterDefinition(type);
  if (!definition) return null;
  if (definition.params.length === 0) {
    return <p className="text-sm text-muted-foreground">This check has no settings.</p>;
  }
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium">Settings</legend>
      <div className="flex flex-wrap gap-3">
        {definition.params.map((param, index) => {
          const label = paramLabel(definition.id, param);
          const error = errors?.[index];
          return (
            <div key={`${definition.id}-${index}`} className="flex flex-col gap-1">
              <span className="text-xs text-muted-foreground">{param.label}</span>
              <div className="flex min-h-9 items-center rounded-md border border-border bg-surface px-1">
                <ParamEditor
                  param={param}
                  value={params[index]}
                  label={label}
                  onChange={(value) =>
                    onChange(params.map((old, position) => (position === index ? value : old)))
                  }
                />
              </div>
              {error ? <span className="text-xs text-danger-ink">{error}</span> : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
