import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.js';
import { fieldFocusRing } from '../lib/focus-ring.js';

/** The look shared by single-line inputs, text areas and field-like triggers. */
export const fieldClasses = cn(
  'w-full min-w-0 rounded-md border border-border bg-background px-3 text-sm text-foreground shadow-xs transition-colors placeholder:text-muted-foreground',
  'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger aria-invalid:ring-danger/30',
  fieldFocusRing,
);

/**
 * A single-line text input. Mark it invalid with `aria-invalid` to get the danger border.
 *
 * @example
 * <Input aria-label="Project name" value={name} onChange={(e) => setName(e.target.value)} />
 */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(
        fieldClasses,
        'h-9 py-1 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium',
        className,
      )}
      {...props}
    />
  );
}
