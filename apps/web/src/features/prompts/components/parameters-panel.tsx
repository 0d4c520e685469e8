import { Label, Textarea } from '@lookout/ui';
import { TextField } from '../../../components/text-field';
import {
  numericParameters,
  type ParameterErrors,
  type ParameterFields,
  toolsError,
} from '../prompt-parameters';
import { ModelPicker } from './model-picker';

interface ParametersPanelProps {
  fields: ParameterFields;
  onChange: (fields: ParameterFields) => void;
  errors: ParameterErrors;
  readOnly?: boolean;
}

/** The model, its settings and the tools (as JSON, checked as it is typed). */
export function ParametersPanel({
  fields,
  onChange,
  errors,
  readOnly = false,
}: ParametersPanelProps) {
  // The JSON is checked at every keystroke; the other messages wait for a save.
  const toolsProblem = toolsError(fields.tools) ?? errors.tools;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label>Model</Label>
        <ModelPicker
          value={fields.model}
          disabled={readOnly}
          invalid={Boolean(errors.model)}
          onChange={(model) => onChange({ ...fields, model })}
        />
        {errors.model ? <p className="text-xs text-danger-ink">{errors.model}</p> : null}
      </div>
      <div className="grid grid-cols-2 gap-3">
        {numericParameters.map(({ key, label, step }) => (
          <TextField
            key={key}
            label={label}
            type="number"
            step={step}
            inputMode="decimal"
            value={fields.numbers[key]}
            readOnly={readOnly}
            error={errors[key]}
            onChange={(event) =>
              onChange({ ...fields, numbers: { ...fields.numbers, [key]: event.target.value } })
            }
            className="h-8"
          />
        ))}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="prompt-stop">Stop sequences</Label>
        <Textarea
          id="prompt-stop"
          rows={2}
          placeholder="One per line"
          value={fields.stop}
          readOnly={readOnly}
          onChange={(event) => onChange({ ...fields, stop: event.target.value })}
          className="font-mono"
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="prompt-tools">Tools (JSON)</Label>
        <Textarea
          id="prompt-tools"
          rows={6}
          spellCheck={false}
          placeholder={
            '[{ "type": "function", "function": { "name": "get_weather", "parameters": {} } }]'
          }
          value={fields.tools}
          readOnly={readOnly}
          aria-invalid={toolsProblem ? true : undefined}
          aria-describedby={toolsProblem ? 'prompt-tools-error' : undefined}
          onChange={(event) => onChange({ ...fields, tools: event.target.value })}
          className="font-mono text-xs"
        />
        {toolsProblem ? (
          <p id="prompt-tools-error" className="text-xs text-danger-ink">
            {toolsProblem}
          </p>
        ) : null}
      </div>
    </div>
  );
}
