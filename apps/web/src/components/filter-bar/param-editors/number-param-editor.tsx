import { checkParamValue, type NumberParam } from '@lookout/filters';
import { Input } from '@lookout/ui';
import { useEffect, useState } from 'react';
import type { ParamEditorBaseProps } from './param-editor-props';

interface NumberParamEditorProps extends ParamEditorBaseProps {
  param: NumberParam;
  value: number | string;
}

/**
 * A number with the catalogue's min and step. The bar takes each value that parses; an empty
 * or half-typed field stays local until it does, and a value out of bounds is flagged.
 */
export function NumberParamEditor({ param, value, label, onChange }: NumberParamEditorProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const problem = text.trim() === '' ? null : checkParamValue(param, Number(text), label);
  const unitBefore = param.unit === '$';
  return (
    <span className="inline-flex items-center gap-1 text-sm">
      {unitBefore ? <span className="text-muted-foreground">$</span> : null}
      <Input
        type="number"
        inputMode="decimal"
        aria-label={label}
        aria-invalid={problem ? true : undefined}
        title={problem?.message}
        min={param.min}
        max={param.max}
        step={param.step ?? 'any'}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const number = Number(next);
          if (next.trim() !== '' && Number.isFinite(number)) onChange(number);
        }}
        className="h-8 w-24 border-transparent bg-transparent px-2 shadow-none hover:bg-muted focus-visible:bg-background"
      />
      {param.unit && !unitBefore ? (
        <span className="text-muted-foreground">{param.unit}</span>
      ) : null}
    </span>
  );
}
