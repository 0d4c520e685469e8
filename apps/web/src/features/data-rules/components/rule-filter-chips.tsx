import { getFilterDefinition, parseFilterBarLenient } from '@lookout/filters';

/** A filtering rule's filter string as read-only chips: each filter's name and values. */
export function RuleFilterChips({ filters }: { filters: string }) {
  const { bar } = parseFilterBarLenient(filters);
  if (bar.filters.length === 0) return <span className="text-muted-foreground">Every run</span>;
  return (
    <ul aria-label="Filters" className="flex flex-wrap items-center gap-1">
      {bar.filters.map((filter, index) => (
        <li
          // Filters have no id of their own; the list does not change.
          key={index}
          className="flex items-center gap-1"
        >
          {index > 0 ? (
            <span className="text-xs text-muted-foreground">
              {bar.operator === 'OR' ? 'or' : 'and'}
            </span>
          ) : null}
          <span className="rounded-md border border-border bg-muted px-1.5 py-0.5 text-xs">
            <span className="font-medium">{getFilterDefinition(filter.id)?.name ?? filter.id}</span>{' '}
            {filter.params
              .map((param) => (Array.isArray(param) ? param.join(', ') : String(param)))
              .join(' ')}
          </span>
        </li>
      ))}
    </ul>
  );
}
