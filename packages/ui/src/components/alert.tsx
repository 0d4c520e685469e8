import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconInfoCircle,
} from '@tabler/icons-react';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.js';

export const alertVariants = cva(
  'relative grid w-full grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1 rounded-lg border px-4 py-3 text-sm',
  {
    variants: {
      variant: {
        info: 'border-primary/30 bg-primary/10 [&>svg]:text-primary',
        success: 'border-success/30 bg-success/10 [&>svg]:text-success',
        warning: 'border-warning/30 bg-warning/10 [&>svg]:text-warning',
        danger: 'border-danger/30 bg-danger/10 [&>svg]:text-danger',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

const icons = {
  info: IconInfoCircle,
  success: IconCircleCheck,
  warning: IconAlertTriangle,
  danger: IconCircleX,
} as const;

export type AlertProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof alertVariants> & {
    /** The bold first line. */
    title?: ReactNode;
    /** Replaces the variant's icon; pass `null` for none. */
    icon?: ReactNode;
  };

/**
 * A message box in one of four tones. Warnings and dangers are announced at once to screen
 * readers (`role="alert"`); info and success are polite (`role="status"`).
 *
 * @example
 * <Alert variant="danger" title="Payment failed">Update your billing details.</Alert>
 */
export function Alert({ className, variant, title, icon, children, ...props }: AlertProps) {
  const tone = variant ?? 'info';
  const Icon = icons[tone];
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <div
      data-slot="alert"
      data-variant={tone}
      role={urgent ? 'alert' : 'status'}
      className={cn(alertVariants({ variant: tone }), className)}
      {...props}
    >
      {icon === undefined ? <Icon className="mt-0.5 size-4" aria-hidden /> : icon}
      <div className={cn('flex flex-col gap-1', icon === null && 'col-span-2')}>
        {title ? (
          <div data-slot="alert-title" className="font-medium leading-5">
            {title}
          </div>
        ) : null}
        {children ? (
          <div data-slot="alert-description" className="text-foreground/80">
            {children}
          </div>
        ) : null}
      </div>
    </div>
  );
}
