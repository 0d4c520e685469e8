import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn.js';

const spinnerVariants = cva(
  'inline-block animate-spin rounded-full border-2 border-current border-r-transparent',
  {
    variants: { size: { sm: 'size-3.5', md: 'size-5', lg: 'size-8' } },
    defaultVariants: { size: 'md' },
  },
);

export type SpinnerProps = VariantProps<typeof spinnerVariants> & {
  className?: string;
  /** What is loading, for screen readers. */
  label?: string;
};

/** An indeterminate loading indicator. */
export function Spinner({ size, className, label = 'Loading' }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role="status"
      aria-label={label}
      className={cn(spinnerVariants({ size }), className)}
    />
  );
}
