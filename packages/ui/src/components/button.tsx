import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.js';
import { Spinner } from './spinner.js';

/**
 * A button that cannot be used (disabled, not merely busy) turns grey in every filled variant:
 * muted fill, outline and text, so it no longer reads as the page's action. A busy one keeps
 * its colour, dimmed, beside its spinner.
 */
const unusable =
  'disabled:not-aria-busy:bg-muted disabled:not-aria-busy:text-muted-foreground disabled:not-aria-busy:shadow-[inset_0_0_0_1px_var(--lo-border)]';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none aria-busy:opacity-70',
  {
    variants: {
      variant: {
        primary: cn('bg-primary text-primary-foreground hover:bg-primary/90', unusable),
        secondary: cn('bg-muted text-foreground hover:bg-muted/80', unusable),
        outline: cn('border border-border bg-background hover:bg-muted', unusable),
        ghost: 'hover:bg-muted disabled:not-aria-busy:text-muted-foreground disabled:opacity-60',
        danger: cn('bg-danger-solid text-white hover:bg-danger-solid/90', unusable),
      },
      size: {
        sm: 'h-8 px-3',
        md: 'h-9 px-4',
        lg: 'h-10 px-6',
        icon: 'size-9',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (for example a link) with button styles. */
    asChild?: boolean;
    /** Show a spinner and block clicks while an action runs. */
    loading?: boolean;
  };

/** A button in one of five variants; `loading` disables it and shows a spinner. */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) {
    return (
      <Slot data-slot="button" className={classes} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      data-slot="button"
      type="button"
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner size="sm" /> : null}
      {children}
    </button>
  );
}
