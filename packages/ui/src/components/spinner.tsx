import { cva, type VariantProps } from 'class-variance-authority';

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

/**
 * An indeterminate loading indicator. `className` is appended, not merged (no tailwind-merge):
 * the app's first route shows this spinner before the rest of the kit has loaded.
 */
export function Spinner({ size, className, label = 'Loading' }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role="status"
      aria-label={label}
      className={spinnerVariants({ size, className })}
    />
  );
}
