import type { FilterBar, FilterContext, FilterId } from '@lookout/filters';
import { isFilterId } from '@lookout/filters';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@lookout/ui';
import { IconFilterPlus } from '@tabler/icons-react';
import { useRef } from 'react';
import { addableFilters } from './filter-bar-edits';

const kindLabels = {
  basic: 'Recorded fields',
  smart: 'Text checks',
  ai: 'AI enrichments',
} as const;

/** The 'Add filter' menu, grouped by kind, offering only what the bar may still take. */
export function AddFilterMenu({
  bar,
  context = 'logs',
  onAdd,
  onClosedAfterAdd,
}: {
  bar: FilterBar;
  context?: FilterContext;
  onAdd: (id: FilterId) => void;
  /**
   * The menu closed after a filter was picked: focus stays where the caller puts it (the new
   * filter's value picker) instead of going back to the button.
   */
  onClosedAfterAdd?: () => void;
}) {
  const picked = useRef(false);
  const filters = addableFilters(bar, context);
  const kinds = (['basic', 'smart', 'ai'] as const).filter((kind) =>
    filters.some((definition) => definition.kind === kind),
  );
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <IconFilterPlus className="size-4" aria-hidden />
          Add filter
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        className="max-h-96 w-72"
        onCloseAutoFocus={(event) => {
          if (!picked.current) return;
          picked.current = false;
          event.preventDefault();
          onClosedAfterAdd?.();
        }}
      >
        {kinds.map((kind, position) => (
          <div key={kind}>
            {position > 0 ? <DropdownMenuSeparator /> : null}
            <DropdownMenuLabel>{kindLabels[kind]}</DropdownMenuLabel>
            {filters
              .filter((definition) => definition.kind === kind)
              .map((definition) => (
                <DropdownMenuItem
                  key={definition.id}
                  onSelect={() => {
                    if (!isFilterId(definition.id)) return;
                    picked.current = true;
                    onAdd(definition.id);
                  }}
                  className="flex-col items-start gap-0"
                >
                  <span className="font-medium text-foreground">{definition.name}</span>
                  <span className="text-xs text-muted-foreground">{definition.description}</span>
                </DropdownMenuItem>
              ))}
          </div>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
