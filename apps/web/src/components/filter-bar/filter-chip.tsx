import type { Filter, FilterParamValue } from '@lookout/filters';
import { getFilterDefinition } from '@lookout/filters';
import { IconX } from '@tabler/icons-react';
import { paramLabel } from './filter-bar-edits';
import { ParamEditor } from './param-editors/param-editor';

interface FilterChipProps {
  filter: Filter;
  onParamChange: (paramIndex: number, value: FilterParamValue) => void;
  onRemove: () => void;
}

/** One filter of the bar: its name, an editor per parameter, and a remove button. */
export function FilterChip({ filter, onParamChange, onRemove }: FilterChipProps) {
  const definition = getFilterDefinition(filter.id);
  if (!definition) return null;
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
