import { IconChevronDown } from '@tabler/icons-react';
import { type KeyboardEvent, useCallback, useId, useState } from 'react';
import { resolveIcon } from '../icons/dynamic-icon.js';
import { type IconComponent, pickerIcons } from '../icons/picker-icons.js';
import { cn } from '../lib/cn.js';
import { focusRing } from '../lib/focus-ring.js';
import { useListNavigation } from '../lib/use-list-navigation.js';
import { Input } from './input.js';
import { Popover, PopoverContent, PopoverTrigger } from './popover.js';

/**
 * The words of an icon name, for display and search.
 *
 * @example
 * iconLabel('IconChartBar') // 'Chart Bar'
 */
export function iconLabel(name: string): string {
  return name
    .replace(/^Icon/, '')
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2');
}

export type IconPickerProps = {
  /** The chosen icon's name; unknown or missing names show the stack icon. */
  value: string | null | undefined;
  onChange: (name: string) => void;
  /** The icons offered, keyed by name (default `pickerIcons`). */
  icons?: Readonly<Record<string, IconComponent>>;
  /** Accessible name of the trigger button (default 'Choose icon'). */
  'aria-label'?: string;
  disabled?: boolean;
  className?: string;
};

/**
 * A button showing the chosen icon that opens a 270px popover with a search box and a list of
 * icons by name (at most 260px tall, scrolling). Type to filter, ArrowUp/ArrowDown to move, Enter
 * to choose.
 *
 * @example
 * <IconPicker value={chart.icon} onChange={(icon) => save({ icon })} />
 */
export function IconPicker({
  value,
  onChange,
  icons = pickerIcons,
  'aria-label': ariaLabel = 'Choose icon',
  disabled = false,
  className,
}: IconPickerProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const listId = useId();
  const Current = resolveIcon(value, icons);
  const currentKnown = value ? Object.hasOwn(icons, value) : false;

  const query = search.trim().toLowerCase().replace(/\s+/g, '');
  const names = Object.keys(icons).filter((name) =>
    name.replace(/^Icon/, '').toLowerCase().includes(query),
  );

  function pick(name: string) {
    onChange(name);
    setOpen(false);
  }
  const optionId = useCallback((index: number) => `${listId}-option-${index}`, [listId]);
  const { activeIndex, setActiveIndex, handleKey } = useListNavigation({
    count: names.length,
    optionId,
    onPick: (index) => {
      const name = names[index];
      if (name) pick(name);
    },
  });

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) {
      setSearch('');
      const chosenIndex = value ? Object.keys(icons).indexOf(value) : -1;
      setActiveIndex(Math.max(0, chosenIndex));
    }
  }

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger
        data-slot="icon-picker"
        disabled={disabled}
        aria-label={currentKnown && value ? `${ariaLabel}: ${iconLabel(value)}` : ariaLabel}
        className={cn(
          'inline-flex h-9 items-center gap-1 rounded-md border border-border bg-background px-2 text-foreground shadow-xs transition-colors hover:bg-muted disabled:pointer-events-none disabled:opacity-50',
          focusRing,
          className,
        )}
      >
        <Current className="size-5" aria-hidden />
        <IconChevronDown className="size-3.5 text-muted-foreground" aria-hidden />
      </PopoverTrigger>
      <PopoverContent data-slot="icon-picker-content" align="start" className="w-[270px] p-2">
        <Input
          role="combobox"
          aria-label="Search icons"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          placeholder="Search icons"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setActiveIndex(0);
          }}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => handleKey(event)}
          className="h-8"
        />
        <div
          id={listId}
          role="listbox"
          aria-label="Icons"
          className="mt-2 max-h-[260px] overflow-y-auto"
        >
          {names.map((name, index) => {
            const Icon = resolveIcon(name, icons);
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the search combobox
              <div
                key={name}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={name === value}
                data-active={index === activeIndex || undefined}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActiveIndex(index)}
                onClick={() => pick(name)}
                className="flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm aria-selected:font-medium aria-selected:text-primary-ink data-[active]:bg-muted"
              >
                <Icon className="size-4 shrink-0" aria-hidden />
                <span className="truncate">{iconLabel(name)}</span>
              </div>
            );
          })}
        </div>
        {names.length === 0 ? (
          <p className="px-2 py-1.5 text-sm text-muted-foreground">No icons found</p>
        ) : null}
      </PopoverContent>
    </Popover>
  );
}
