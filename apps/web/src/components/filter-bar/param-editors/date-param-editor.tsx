import type { DateParam } from '@lookout/filters';
import { Input } from '@lookout/ui';
import type { ParamEditorBaseProps } from './param-editor-props';

interface DateParamEditorProps extends ParamEditorBaseProps {
  param: DateParam;
  value: string;
}

/** A calendar date (the browser's date picker); an instant in the URL shows as its day. */
export function DateParamEditor({ value, label, onChange }: DateParamEditorProps) {
  return (
    <Input
      type="date"
      aria-label={label}
      value={value.slice(0, 10)}
      onChange={(event) => onChange(event.target.value)}
      className="h-8 w-40 border-transparent bg-transparent px-2 shadow-none hover:bg-muted focus-visible:bg-background"
    />
  );
}
