import { fixedOptionsOf, type MultiSelectParam } from '@lookout/filters';
import { MultiSelect } from '@lookout/ui';
import { useFilterOptions } from '../../../api/filter-options/get-filter-options';
import type { ParamEditorBaseProps } from './param-editor-props';

interface MultiSelectParamEditorProps extends ParamEditorBaseProps {
  param: MultiSelectParam;
  value: string[];
}

/**
 * Several values: fixed choices, or the names the project has seen (models, tags, users…),
 * loaded when the editor shows.
 */
export function MultiSelectParamEditor({
  param,
  value,
  label,
  onChange,
}: MultiSelectParamEditorProps) {
  const fixed = fixedOptionsOf(param);
  const source = 'source' in param ? param.source : undefined;
  const loaded = useFilterOptions(fixed ? undefined : source);
  const options = fixed ?? loaded.data ?? [];
  const nothingFound = loaded.isPending && !fixed ? 'Loading…' : 'Nothing found';
  return (
    <MultiSelect
      aria-label={label}
      options={options}
      value={value}
      onChange={onChange}
      placeholder={`Pick ${param.label.toLowerCase()}`}
      nothingFound={loaded.isError ? 'Could not load the choices' : nothingFound}
      className="min-h-8 w-auto min-w-40 max-w-80 border-transparent bg-transparent py-0 shadow-none"
    />
  );
}
