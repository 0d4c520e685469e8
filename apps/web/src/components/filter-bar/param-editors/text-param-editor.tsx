import type { TextParam } from '@lookout/filters';
import { Input } from '@lookout/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useFilterOptions } from '../../../api/filter-options/get-filter-options';
import type { ParamEditorBaseProps } from './param-editor-props';

/** Typing waits this long before the bar (and the URL) takes the text. */
export const textCommitDelayMs = 300;

interface TextParamEditorProps extends ParamEditorBaseProps {
  param: TextParam;
  value: string;
}

/** Free text; a `source` (metadata keys) offers its names as suggestions. */
export function TextParamEditor({ param, value, label, onChange }: TextParamEditorProps) {
  const [text, setText] = useState(value);
  const listId = useId();
  const suggestions = useFilterOptions(param.source);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };

  // Back/Forward or another editor changed the value: show it.
  useEffect(() => setText(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function commit(next: string) {
    clearTimeout(timer.current);
    if (next !== latest.current.value) latest.current.onChange(next);
  }

  return (
    <>
      <Input
        aria-label={label}
        value={text}
        placeholder={param.placeholder ?? param.label}
        list={param.source ? listId : undefined}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(next), textCommitDelayMs);
        }}
        onBlur={() => commit(text)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(text);
        }}
        className="h-8 w-40 border-transparent bg-transparent px-2 shadow-none hover:bg-muted focus-visible:bg-background"
      />
      {param.source ? (
        <datalist id={listId}>
          {(suggestions.data ?? []).map((option) => (
            <option key={option.value} value={option.value} />
          ))}
        </datalist>
      ) : null}
    </>
  );
}
