import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.js';

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-md border px-2 py-0.5 text-xs font-medium [&>svg]:size-3',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-muted text-foreground',
        outline: 'border-border text-foreground',
        success: 'border-success/30 bg-success/15 text-success-ink',
        warning: 'border-warning/30 bg-warning/15 text-warning-ink',
        danger: 'border-danger/30 bg-danger/15 text-danger-ink',
        alpha: 'border-warning/30 bg-warning/15 text-warning-ink px-1.5 text-[11px]',
        beta: 'border-primary/30 bg-primary/15 text-primary-ink px-1.5 text-[11px]',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/** The words the release-stage badges show when given no children. */
const stageLabels = { alpha: 'Alpha', beta: 'Beta' } as const;

export type BadgeProps = ComponentProps<'span'> &
  VariantProps<typeof badgeVariants> & {
    /** Render the child element (for example a link) with badge styles. */
    asChild?: boolean;
  };

/**
 * A small label. The `alpha` and `beta` variants mark features by release stage and read
 * "Alpha" / "Beta" unless given other text.
 *
 * @example
 * <Badge variant="alpha" />
 */
export function Badge({ className, variant, asChild = false, children, ...props }: BadgeProps) {
  const Comp = asChild ? Slot : 'span';
  const stageLabel = variant === 'alpha' || variant === 'beta' ? stageLabels[variant] : null;
  return (
    <Comp
      data-slot="badge"
      data-variant={variant ?? 'default'}
      className={cn(badgeVariants({ variant }), className)}
      {...props}
    >
      {children ?? stageLabel}
    </Comp>
  );
}
