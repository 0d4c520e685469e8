import { checkParamValue, type NumberParam } from '@lookout/filters';
import { Button, Input } from '@lookout/ui';
import { useEffect, useState } from 'react';
import type { ParamEditorBaseProps } from './param-editor-props';

interface NumberParamEditorProps extends ParamEditorBaseProps {
  param: NumberParam;
  value: number | string;
}

/** The number a field's text holds, or `null` while it holds none (empty, half-typed). */
function numberIn(text: string): number | null {
  const number = Number(text);
  return text.trim() !== '' && Number.isFinite(number) ? number : null;
}

/**
 * A number with the catalogue's min and step. What is typed applies only once confirmed, with
 * Enter, the Apply button or by leaving the field, so the list does not reload on every
 * keystroke; Escape puts the applied value back. A value out of bounds is flagged.
 */
export function NumberParamEditor({ param, value, label, onChange }: NumberParamEditorProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const typed = numberIn(text);
  const problem = text.trim() === '' ? null : checkParamValue(param, Number(text), label);
  const pending = typed !== null && (typeof value !== 'number' || typed !== value);
  const unitBefore = param.unit === '$';

  function confirm() {
    if (pending) onChange(typed);
  }

  return (
    <span className="inline-flex items-center gap-1 text-sm">
      {unitBefore ? <span className="text-muted-foreground">$</span> : null}
      <Input
        type="number"
        inputMode="decimal"
        aria-label={label}
        aria-invalid={problem ? true : undefined}
        title={problem?.message ?? (pending ? 'Press Enter to apply' : undefined)}
        min={param.min}
        max={param.max}
        step={param.step ?? 'any'}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            confirm();
          } else if (event.key === 'Escape' && text !== String(value)) {
            event.stopPropagation();
            setText(String(value));
          }
        }}
        onBlur={(event) => {
          // Leaving for the Apply button applies through its click instead.
          if (event.relatedTarget?.getAttribute('data-apply') !== label) confirm();
        }}
        className="h-8 w-24 border-transparent bg-transparent px-2 shadow-none hover:bg-muted focus-visible:bg-background"
      />
      {param.unit && !unitBefore ? (
        <span className="text-muted-foreground">{param.unit}</span>
      ) : null}
      {pending ? (
        <Button
          variant="secondary"
          size="sm"
          data-apply={label}
          aria-label={`Apply ${label}`}
          onClick={confirm}
          className="h-7 px-2"
        >
          Apply
        </Button>
      ) : null}
    </span>
  );
}
