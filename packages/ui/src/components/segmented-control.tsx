import * as ToggleGroupPrimitive from '@radix-ui/react-toggle-group';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.js';
import { focusRing } from '../lib/focus-ring.js';

export type SegmentedControlItem<T extends string = string> = {
  value: T;
  label: ReactNode;
  disabled?: boolean;
};

const segmentVariants = cva(
  'inline-flex flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-[5px] font-medium text-muted-foreground transition-colors hover:text-foreground disabled:pointer-events-none disabled:opacity-50 data-[state=on]:bg-background data-[state=on]:text-foreground data-[state=on]:shadow-sm dark:data-[state=on]:bg-border [&_svg]:size-4',
  {
    variants: { size: { sm: 'h-7 px-2.5 text-xs', md: 'h-8 px-3 text-sm' } },
    defaultVariants: { size: 'md' },
  },
);

export type SegmentedControlProps<T extends string> = Omit<
  ComponentProps<'div'>,
  'onChange' | 'defaultValue' | 'dir'
> &
  VariantProps<typeof segmentVariants> & {
    value: T;
    onChange: (value: T) => void;
    /** The segments, as `{ value, label }` or plain strings used as both. */
    data: readonly (SegmentedControlItem<T> | T)[];
    /** Stretch to the container's width. */
    fullWidth?: boolean;
    disabled?: boolean;
  };

/**
 * A row of mutually exclusive segments (Radix ToggleGroup, single). One segment is always chosen:
 * pressing the chosen one again keeps it, and the arrow keys move to and choose the next segment.
 * Give it an `aria-label`.
 *
 * @example
 * <SegmentedControl aria-label="Billing period" value={period} onChange={setPeriod}
 *   data={[{ value: 'monthly', label: 'Monthly' }, { value: 'yearly', label: 'Yearly' }]} />
 */
export function SegmentedControl<T extends string>({
  value,
  onChange,
  data,
  size,
  fullWidth = false,
  disabled = false,
  className,
  ...props
}: SegmentedControlProps<T>) {
  const items = data.map((item) =>
    typeof item === 'string' ? { value: item, label: item, disabled: false } : item,
  );
  function choose(next: string) {
    const item = items.find((candidate) => candidate.value === next);
    // An empty string means the chosen segment was pressed again: keep it.
    if (item && item.value !== value) onChange(item.value);
  }
  return (
    <ToggleGroupPrimitive.Root
      data-slot="segmented-control"
      type="single"
      value={value}
      onValueChange={choose}
      disabled={disabled}
      loop
      className={cn(
        'inline-flex items-center gap-0.5 rounded-md bg-muted p-0.5',
        fullWidth ? 'flex w-full' : 'w-fit',
        className,
      )}
      {...props}
    >
      {items.map((item) => (
        <ToggleGroupPrimitive.Item
          key={item.value}
          data-slot="segmented-control-item"
          value={item.value}
          disabled={item.disabled}
          // Keyboard focus arrives through the arrow keys (roving focus); choosing on focus makes
          // the control behave like a radio group. Tabbing in lands on the chosen segment.
          onFocus={() => choose(item.value)}
          className={cn(segmentVariants({ size }), focusRing)}
        >
          {item.label}
        </ToggleGroupPrimitive.Item>
      ))}
    </ToggleGroupPrimitive.Root>
  );
}
