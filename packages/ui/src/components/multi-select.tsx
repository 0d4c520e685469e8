import * as PopoverPrimitive from '@radix-ui/react-popover';
import { IconCheck, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useCallback, useId, useRef, useState } from 'react';
import { cn } from '../lib/cn.js';
import { focusRing } from '../lib/focus-ring.js';
import { useListNavigation } from '../lib/use-list-navigation.js';
import { floatingPanelClasses } from './popover.js';

export type MultiSelectOption = { value: string; label: string };

export type MultiSelectProps = {
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Accessible name of the search box, unless `aria-labelledby` or a `Label htmlFor={id}`. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Id of the search box, for a `Label htmlFor`. */
  id?: string;
  /** Shown in the search box while nothing is chosen. */
  placeholder?: string;
  /** Shown in the list when no option matches the search. */
  nothingFound?: string;
  disabled?: boolean;
  className?: string;
  /**
   * Called with the search text as the user types, for options searched elsewhere (a server).
   * When given, `options` are taken as the matches and shown as they are.
   */
  onSearchChange?: (search: string) => void;
};

/**
 * Choose several options: type to filter, ArrowUp/ArrowDown to move, Enter to add or remove,
 * Backspace in the empty search box to remove the last chip, Escape to close. Chosen options show
 * as chips with their own remove buttons. With `onSearchChange` the caller does the searching.
 *
 * @example
 * <MultiSelect aria-label="Models" options={[{ value: 'gpt-4o', label: 'GPT-4o' }]}
 *   value={models} onChange={setModels} />
 */
export function MultiSelect({
  options,
  value,
  onChange,
  placeholder,
  nothingFound = 'Nothing found',
  disabled = false,
  className,
  id,
  onSearchChange,
  ...labelling
}: MultiSelectProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const anchorRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();

  const query = search.trim().toLowerCase();
  const matches = onSearchChange
    ? options
    : options.filter((option) => option.label.toLowerCase().includes(query));
  const chosen = value.map(
    (v) => options.find((option) => option.value === v) ?? { value: v, label: v },
  );

  const toggle = (optionValue: string) => {
    onChange(
      value.includes(optionValue)
        ? value.filter((v) => v !== optionValue)
        : [...value, optionValue],
    );
  };
  const optionId = useCallback((index: number) => `${listId}-option-${index}`, [listId]);
  const { activeIndex, setActiveIndex, handleKey } = useListNavigation({
    count: matches.length,
    optionId,
    onPick: (index) => {
      const option = matches[index];
      if (option) toggle(option.value);
    },
  });

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      setOpen(true);
      return;
    }
    if (open && handleKey(event)) return;
    if (event.key === 'Backspace' && search === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  }

  return (
    <PopoverPrimitive.Root open={open && !disabled} onOpenChange={setOpen}>
      <PopoverPrimitive.Anchor asChild>
        {/* Clicks on the box's padding focus the search box; the box itself is not a control. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: keyboard users reach the input directly */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users reach the input directly */}
        <div
          ref={anchorRef}
          data-slot="multi-select"
          data-disabled={disabled || undefined}
          onClick={() => inputRef.current?.focus()}
          className={cn(
            'flex min-h-9 w-full cursor-text flex-wrap items-center gap-1 rounded-md border border-border bg-background px-2 py-1 text-sm shadow-xs transition-colors focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/40 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50',
            className,
          )}
        >
          {chosen.map((option) => (
            <span
              key={option.value}
              data-slot="multi-select-chip"
              className="inline-flex max-w-full items-center gap-1 rounded-sm bg-muted py-0.5 pr-0.5 pl-2 text-xs font-medium"
            >
              <span className="truncate">{option.label}</span>
              <button
                type="button"
                aria-label={`Remove ${option.label}`}
                disabled={disabled}
                onClick={(event) => {
                  event.stopPropagation();
                  toggle(option.value);
                }}
                className={cn(
                  'rounded-sm p-0.5 text-muted-foreground hover:bg-border hover:text-foreground',
                  focusRing,
                )}
              >
                <IconX className="size-3" aria-hidden />
              </button>
            </span>
          ))}
          <input
            ref={inputRef}
            id={id}
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
            {...labelling}
            disabled={disabled}
            value={search}
            placeholder={chosen.length === 0 ? placeholder : undefined}
            onChange={(event) => {
              setSearch(event.target.value);
              onSearchChange?.(event.target.value);
              setActiveIndex(0);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onKeyDown={onKeyDown}
            className="h-7 min-w-16 flex-1 bg-transparent px-1 text-foreground outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed"
          />
        </div>
      </PopoverPrimitive.Anchor>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          data-slot="multi-select-content"
          align="start"
          sideOffset={4}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
          className={cn(floatingPanelClasses, 'w-(--radix-popover-trigger-width) p-1')}
        >
          <div
            id={listId}
            role="listbox"
            aria-multiselectable="true"
            aria-label="Options"
            className="max-h-60 overflow-y-auto"
          >
            {matches.map((option, index) => {
              const selected = value.includes(option.value);
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input
                <div
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={selected}
                  data-active={index === activeIndex || undefined}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActiveIndex(index)}
                  onClick={() => toggle(option.value)}
                  className="flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm data-[active]:bg-muted"
                >
                  <IconCheck
                    className={cn('size-4 text-primary', selected ? 'visible' : 'invisible')}
                    aria-hidden
                  />
                  {option.label}
                </div>
              );
            })}
          </div>
          {matches.length === 0 ? (
            <p className="px-2 py-1.5 text-sm text-muted-foreground">{nothingFound}</p>
          ) : null}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
