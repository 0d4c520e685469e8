import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.js';

/** A form label; point `htmlFor` at the control's id. */
export function Label({ className, htmlFor, ...props }: ComponentProps<'label'>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers link the control with htmlFor or nest it
    <label
      data-slot="label"
      htmlFor={htmlFor}
      className={cn(
        'flex select-none items-center gap-2 text-sm font-medium leading-none text-foreground peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
