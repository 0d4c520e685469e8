import type { Filter, FilterDefinition, FilterParamValue } from '@lookout/filters';
import { getFilterDefinition } from '@lookout/filters';
import { IconX } from '@tabler/icons-react';
import { paramLabel } from './filter-bar-edits';
import { ParamEditor } from './param-editors/param-editor';

interface FilterChipProps {
  filter: Filter;
  /** Open the picker of the filter's value now (it was just added). */
  autoOpen?: boolean;
  onParamChange: (paramIndex: number, value: FilterParamValue) => void;
  onRemove: () => void;
}

/**
 * The parameter a user picks a filter for: the first list, text, date or number (the Models
 * list, the Cost dollars), else the first that is not an operator or a field (Status).
 */
export function valueParamIndex(definition: FilterDefinition): number {
  const kinds = ['multi-select', 'text', 'date', 'number'];
  const open = definition.params.findIndex((param) => kinds.includes(param.kind));
  if (open >= 0) return open;
  const choice = definition.params.findIndex(
    (param) => param.kind !== 'operator' && param.kind !== 'field',
  );
  return Math.max(choice, 0);
}

/** One filter of the bar: its name, an editor per parameter, and a remove button. */
export function FilterChip({ filter, autoOpen = false, onParamChange, onRemove }: FilterChipProps) {
  const definition = getFilterDefinition(filter.id);
  if (!definition) return null;
  const openIndex = autoOpen ? valueParamIndex(definition) : -1;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of related controls, not a form field set
    <div
      role="group"
      aria-label={`${definition.name} filter`}
      data-testid={`filter-${filter.id}`}
      className="flex min-h-9 items-center gap-0.5 rounded-md border border-border bg-surface pl-2.5 text-sm shadow-xs"
    >
      <span className="pr-1 font-medium whitespace-nowrap">{definition.name}</span>
      {definition.params.map((param, index) => (
        <ParamEditor
          key={index}
          param={param}
          value={filter.params[index]}
          label={paramLabel(filter.id, param)}
          autoOpen={index === openIndex}
          onChange={(value) => onParamChange(index, value)}
        />
      ))}
      <button
        type="button"
        aria-label={`Remove ${definition.name} filter`}
        onClick={onRemove}
        className="mx-1 rounded-sm p-1 text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <IconX className="size-3.5" aria-hidden />
      </button>
    </div>
  );
}
