import type { RunListType } from '@lookout/domain';
import {
  Button,
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@lookout/ui';
import { IconColumns3 } from '@tabler/icons-react';
import { isColumnVisible, useColumnVisibilityStore } from '../column-visibility-store';
import { logColumns } from '../log-columns';

/** Turns the columns of a logs table on and off; the choice is remembered. */
export function ColumnChooser({
  type,
  evaluated = false,
}: {
  type: RunListType;
  /** The list holds graded runs: the Evaluations column shows unless hidden. */
  evaluated?: boolean;
}) {
  const choices = useColumnVisibilityStore((state) => state.choices[type]);
  const setVisible = useColumnVisibilityStore((state) => state.setVisible);
  const reset = useColumnVisibilityStore((state) => state.reset);
  const columns = logColumns[type];
  const visibleCount = columns.filter((column) =>
    isColumnVisible(column, choices, evaluated),
  ).length;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <IconColumns3 className="size-4" aria-hidden />
          Columns
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>Show columns</DropdownMenuLabel>
        {columns.map((column) => {
          const visible = isColumnVisible(column, choices, evaluated);
          return (
            <DropdownMenuCheckboxItem
              key={column.id}
              checked={visible}
              // The last column cannot be hidden: an empty table would explain nothing.
              disabled={visible && visibleCount === 1}
              onSelect={(event) => event.preventDefault()}
              onCheckedChange={(checked) => setVisible(type, column.id, checked === true)}
            >
              {column.label}
            </DropdownMenuCheckboxItem>
          );
        })}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => reset(type)}>Reset to default</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
