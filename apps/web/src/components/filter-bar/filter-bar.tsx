import type {
  FilterBarOperator,
  FilterBar as FilterBarValue,
  FilterContext,
} from '@lookout/filters';
import { Button, SegmentedControl } from '@lookout/ui';
import { AddFilterMenu } from './add-filter-menu';
import { addFilter, removeFilter, setFilterParam, setOperator } from './filter-bar-edits';
import { FilterChip } from './filter-chip';
import type { FilterBarChangeOptions } from './use-filter-bar-url';

interface FilterBarProps {
  bar: FilterBarValue;
  onChange: (bar: FilterBarValue, options?: FilterBarChangeOptions) => void;
  /**
   * Where the bar is used: the logs pages (default) or evaluations (checklists), where the
   * evaluation-only checks are offered and the filters disabled in evaluations are not.
   */
  context?: FilterContext;
  /** The accessible name of the bar (several bars can share a page). */
  label?: string;
}

const operatorChoices = [
  { value: 'AND', label: 'AND' },
  { value: 'OR', label: 'OR' },
] as const satisfies readonly { value: FilterBarOperator; label: string }[];

/**
 * The filter bar (SPEC §3): filters from the catalogue, each with an editor per parameter,
 * combined with AND or OR. Adding, removing and switching AND/OR are history steps; editing a
 * value replaces the current step.
 */
export function FilterBar({ bar, onChange, context = 'logs', label = 'Filters' }: FilterBarProps) {
  return (
    <section aria-label={label} className="flex flex-wrap items-center gap-2">
      {bar.filters.length > 1 ? (
        <SegmentedControl
          aria-label="Combine filters with"
          size="sm"
          value={bar.operator}
          onChange={(operator) => onChange(setOperator(bar, operator))}
          data={operatorChoices}
        />
      ) : null}
      {bar.filters.map((filter, index) => (
        <FilterChip
          // Filters have no id of their own; a position and id pair is stable while editing.
          key={`${index}-${filter.id}`}
          filter={filter}
          onParamChange={(paramIndex, value) =>
            onChange(setFilterParam(bar, index, paramIndex, value), { replace: true })
          }
          onRemove={() => onChange(removeFilter(bar, index))}
        />
      ))}
      <AddFilterMenu
        bar={bar}
        context={context}
        onAdd={(id) => onChange(addFilter(bar, id, context))}
      />
      {bar.filters.length > 0 ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onChange({ operator: 'AND', filters: [] })}
        >
          Clear filters
        </Button>
      ) : null}
    </section>
  );
}
