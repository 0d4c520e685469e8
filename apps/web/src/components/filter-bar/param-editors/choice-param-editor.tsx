import {
  type FieldParam,
  type FilterOption,
  filterFieldLabels,
  filterOperatorLabels,
  type OperatorParam,
  type SelectParam,
} from '@lookout/filters';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@lookout/ui';
import { useEffect, useState } from 'react';
import type { ParamEditorBaseProps } from './param-editor-props';

/** The options of a one-of-a-list parameter: a select, an operator or a field. */
export function choicesOf(param: SelectParam | OperatorParam | FieldParam): FilterOption[] {
  switch (param.kind) {
    case 'select':
      return [...param.options];
    case 'operator':
      return param.operators.map((value) => ({ value, label: filterOperatorLabels[value] }));
    case 'field':
      return param.choices.map((value) => ({ value, label: filterFieldLabels[value] }));
  }
}

interface ChoiceParamEditorProps extends ParamEditorBaseProps {
  param: SelectParam | OperatorParam | FieldParam;
  value: string;
  /** Open the list now (the filter was just added). */
  autoOpen?: boolean;
}

/** One choice from a fixed list (select, operator, or Input/Output/Any field). */
export function ChoiceParamEditor({
  param,
  value,
  label,
  onChange,
  autoOpen = false,
}: ChoiceParamEditorProps) {
  const choices = choicesOf(param);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (autoOpen) setOpen(true);
  }, [autoOpen]);
  return (
    <Select value={value} onValueChange={onChange} open={open} onOpenChange={setOpen}>
      <SelectTrigger
        aria-label={label}
        size="sm"
        className="w-auto min-w-16 border-transparent bg-transparent px-2 shadow-none hover:bg-muted"
      >
        <SelectValue placeholder={param.label} />
      </SelectTrigger>
      <SelectContent>
        {choices.map((choice) => (
          <SelectItem key={choice.value} value={choice.value}>
            {choice.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
