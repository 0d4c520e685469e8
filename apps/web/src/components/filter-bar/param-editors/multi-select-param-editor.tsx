import { fixedOptionsOf, type MultiSelectParam } from '@lookout/filters';
import { MultiSelect } from '@lookout/ui';
import { useState } from 'react';
import { isSearchedSource, useFilterOptions } from '../../../api/filter-options/get-filter-options';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { ParamEditorBaseProps } from './param-editor-props';

interface MultiSelectParamEditorProps extends ParamEditorBaseProps {
  param: MultiSelectParam;
  value: string[];
}

/** Pause in typing before a searched source (end users) asks the server, in ms. */
export const optionSearchDelayMs = 250;

/**
 * Several values: fixed choices, or the names the project has seen (models, tags, users…),
 * loaded when the editor shows. End users are searched on the server as the user types, so
 * any of them can be picked, not only the most recent hundred.
 */
export function MultiSelectParamEditor({
  param,
  value,
  label,
  onChange,
}: MultiSelectParamEditorProps) {
  const fixed = fixedOptionsOf(param);
  const source = 'source' in param ? param.source : undefined;
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, optionSearchDelayMs);
  const searched = !fixed && isSearchedSource(source);
  const loaded = useFilterOptions(fixed ? undefined : source, search);
  const options = fixed ?? loaded.data ?? [];
  const loading = !fixed && (loaded.isPending || (searched && typed.trim() !== search.trim()));
  const nothingFound = loading ? 'Loading…' : 'Nothing found';
  return (
    <MultiSelect
      aria-label={label}
      options={options}
      value={value}
      onChange={onChange}
      onSearchChange={searched ? setTyped : undefined}
      placeholder={`Pick ${param.label.toLowerCase()}`}
      nothingFound={loaded.isError ? 'Could not load the choices' : nothingFound}
      className="min-h-8 w-auto min-w-40 max-w-80 border-transparent bg-transparent py-0 shadow-none"
    />
  );
}
