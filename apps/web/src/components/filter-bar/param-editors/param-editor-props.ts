import type { FilterParamValue } from '@lookout/filters';

/** How an editor hands a new value to the bar. */
export type ParamChange = (value: FilterParamValue) => void;

/** What every parameter editor receives besides its parameter. */
export interface ParamEditorBaseProps {
  /** The accessible name, such as 'Cost dollars'. */
  label: string;
  onChange: ParamChange;
}
