import type { FilterParam, FilterParamValue } from '@lookout/filters';
import { useEffect, useRef } from 'react';
import { ChoiceParamEditor } from './choice-param-editor';
import { DateParamEditor } from './date-param-editor';
import { MultiSelectParamEditor } from './multi-select-param-editor';
import { NumberParamEditor } from './number-param-editor';
import type { ParamEditorBaseProps } from './param-editor-props';
import { TextParamEditor } from './text-param-editor';

interface ParamEditorProps extends ParamEditorBaseProps {
  param: FilterParam;
  value: FilterParamValue | undefined;
  /** Open the picker now: a choice list opens, a text, number or list field takes the focus. */
  autoOpen?: boolean;
}

function asText(value: FilterParamValue | undefined): string {
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join(',') : String(value);
}

/** The editor that fits the kind of a filter parameter. */
export function ParamEditor({ autoOpen = false, ...props }: ParamEditorProps) {
  const wrapper = useRef<HTMLSpanElement>(null);
  const choice =
    props.param.kind === 'select' ||
    props.param.kind === 'operator' ||
    props.param.kind === 'field';
  useEffect(() => {
    // A list of values opens when its search box takes the focus.
    if (autoOpen && !choice) wrapper.current?.querySelector('input')?.focus();
  }, [autoOpen, choice]);
  return (
    <span ref={wrapper} className="contents">
      <KindEditor {...props} autoOpen={autoOpen} />
    </span>
  );
}

function KindEditor({ param, value, label, onChange, autoOpen }: ParamEditorProps) {
  switch (param.kind) {
    case 'select':
    case 'operator':
    case 'field':
      return (
        <ChoiceParamEditor
          param={param}
          value={asText(value)}
          label={label}
          onChange={onChange}
          autoOpen={autoOpen ?? false}
        />
      );
    case 'multi-select':
      return (
        <MultiSelectParamEditor
          param={param}
          value={Array.isArray(value) ? value : []}
          label={label}
          onChange={onChange}
        />
      );
    case 'text':
      return (
        <TextParamEditor param={param} value={asText(value)} label={label} onChange={onChange} />
      );
    case 'number':
      return (
        <NumberParamEditor
          param={param}
          value={typeof value === 'number' ? value : asText(value)}
          label={label}
          onChange={onChange}
        />
      );
    case 'date':
      return (
        <DateParamEditor param={param} value={asText(value)} label={label} onChange={onChange} />
      );
  }
}
