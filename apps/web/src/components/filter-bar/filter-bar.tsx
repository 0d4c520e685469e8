import type {
  FilterBarOperator,
  FilterBar as FilterBarValue,
  FilterContext,
} from '@lookout/filters';
import { Button, SegmentedControl } from '@lookout/ui';
import { useState } from 'react';
import { AddFilterMenu } from './add-filter-menu';
import { addFilter, removeFilter, setFilterParam, setOperator } from './filter-bar-edits';
import type { IgnoredFilter } from './filter-bar-url';
import { FilterChip } from './filter-chip';
import { IgnoredFilterChips } from './ignored-filter-chips';
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
  /** What of the URL's filters is not applied, shown as chips next to the filters. */
  ignored?: readonly IgnoredFilter[];
  /** Removes what was ignored. */
  onDismissIgnored?: () => void;
}

const operatorChoices = [
  { value: 'AND', label: 'AND' },
  { value: 'OR', label: 'OR' },
] as const satisfies readonly { value: FilterBarOperator; label: string }[];

/**
 * The filter bar (SPEC §3): filters from the catalogue, each with an editor per parameter,
 * combined with AND or OR. Adding, removing and switching AND/OR are history steps; editing a
 * value replaces the current step. A filter picked in the menu opens its value picker at once.
 */
export function FilterBar({
  bar,
  onChange,
  context = 'logs',
  label = 'Filters',
  ignored = [],
  onDismissIgnored,
}: FilterBarProps) {
  // The filter just added, and whether the menu has closed so its value picker may open.
  const [added, setAdded] = useState<{ index: number; open: boolean } | null>(null);
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
          autoOpen={added?.open === true && added.index === index}
          onParamChange={(paramIndex, value) =>
            onChange(setFilterParam(bar, index, paramIndex, value), { replace: true })
          }
          onRemove={() => {
            setAdded(null);
            onChange(removeFilter(bar, index));
          }}
        />
      ))}
      <AddFilterMenu
        bar={bar}
        context={context}
        onAdd={(id) => {
          const next = addFilter(bar, id, context);
          if (next === bar) return;
          setAdded({ index: next.filters.length - 1, open: false });
          onChange(next);
        }}
        onClosedAfterAdd={() => setAdded((current) => current && { ...current, open: true })}
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
      <IgnoredFilterChips ignored={ignored} onDismiss={onDismissIgnored} />
    </section>
  );
}
