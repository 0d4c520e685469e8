import type { DatasetItem } from '@lookout/domain';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@lookout/ui';
import { IconDots } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { itemValueText } from '../item-value';

export type ItemAction = 'edit' | 'generate' | 'delete';

interface ItemsTableProps {
  items: DatasetItem[];
  /** The actions the role may take; none hides the menu. */
  actions: readonly ItemAction[];
  onAction: (action: ItemAction, item: DatasetItem) => void;
}

/** Lists past this many rows render only what is on screen. */
const virtualFrom = 100;
const rowHeight = 72;
const headerHeight = 36;

const actionLabels: Record<ItemAction, string> = {
  edit: 'Edit',
  generate: 'Generate expected output',
  delete: 'Delete',
};

/** The dataset's items: input, expected output and metadata; long lists are virtualised. */
export function ItemsTable({ items, actions, onAction }: ItemsTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = items.length > virtualFrom;
  const virtualizer = useVirtualizer({
    count: virtual ? items.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 10,
    scrollMargin: headerHeight,
    getItemKey: (index) => items[index]?.id ?? index,
  });
  const rows = virtual
    ? virtualizer.getVirtualItems().map((row) => ({ index: row.index, item: items[row.index] }))
    : items.map((item, index) => ({ index, item }));
  const windowed = virtualizer.getVirtualItems();
  const paddingTop = virtual && windowed[0] ? windowed[0].start - headerHeight : 0;
  const last = windowed.at(-1);
  const paddingBottom =
    virtual && last ? virtualizer.getTotalSize() - (last.end - headerHeight) : 0;

  return (
    <div
      ref={scroller}
      className="max-h-[calc(100vh-16rem)] min-h-0 overflow-auto rounded-md border border-border"
    >
      <table aria-label="Items" className="w-full table-fixed text-left text-sm">
        <thead className="sticky top-0 z-10 bg-muted" style={{ height: headerHeight }}>
          <tr>
            <th scope="col" className="w-12 px-3 font-medium">
              #
            </th>
            <th scope="col" className="px-3 font-medium">
              Input
            </th>
            <th scope="col" className="px-3 font-medium">
              Expected output
            </th>
            <th scope="col" className="w-56 px-3 font-medium">
              Metadata
            </th>
            <th scope="col" className="w-12 px-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {paddingTop > 0 ? <tr aria-hidden style={{ height: paddingTop }} /> : null}
          {rows.map(({ index, item }) =>
            item ? (
              <tr
                key={item.id}
                className="border-border border-t align-top"
                style={{ height: rowHeight }}
              >
                <td className="px-3 py-2 text-muted-foreground tabular-nums">{index + 1}</td>
                <td className="px-3 py-2">
                  <p className="line-clamp-3 whitespace-pre-wrap break-words">
                    {itemValueText(item.input)}
                  </p>
                </td>
                <td className="px-3 py-2">
                  {item.expectedOutput === null ? (
                    <span className="text-muted-foreground">None yet</span>
                  ) : (
                    <p className="line-clamp-3 whitespace-pre-wrap break-words">
                      {itemValueText(item.expectedOutput)}
                    </p>
                  )}
                </td>
                <td className="px-3 py-2 font-mono text-muted-foreground text-xs">
                  <p className="line-clamp-3 break-all">
                    {Object.keys(item.metadata).length > 0 ? JSON.stringify(item.metadata) : ''}
                  </p>
                </td>
                <td className="px-1 py-1.5 text-right">
                  {actions.length > 0 ? (
                    <DropdownMenu>
                      <DropdownMenuTrigger asChild>
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Actions for item ${index + 1}`}
                        >
                          <IconDots className="size-4" aria-hidden />
                        </Button>
                      </DropdownMenuTrigger>
                      <DropdownMenuContent align="end">
                        {actions.map((action) => (
                          <DropdownMenuItem
                            key={action}
                            variant={action === 'delete' ? 'danger' : undefined}
                            onSelect={() => onAction(action, item)}
                          >
                            {actionLabels[action]}
                          </DropdownMenuItem>
                        ))}
                      </DropdownMenuContent>
                    </DropdownMenu>
                  ) : null}
                </td>
              </tr>
            ) : null,
          )}
          {paddingBottom > 0 ? <tr aria-hidden style={{ height: paddingBottom }} /> : null}
        </tbody>
      </table>
    </div>
  );
}
