import type { ReactNode } from 'react';
import { cn } from '../lib/cn.js';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog.js';

/** Named modal widths in px; a number is used as is. */
const namedSizes = { sm: 380, md: 440, lg: 620, xl: 780 } as const;

export type ModalSize = keyof typeof namedSizes | number;

export type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Heading shown at the top; also the dialog's accessible name. */
  title?: ReactNode;
  /** Accessible name when there is no visible `title`. */
  label?: string;
  /** Text under the title, read out when the modal opens. */
  description?: ReactNode;
  /** Width in px (e.g. 900) or a named size; never wider than the window less a margin. */
  size?: ModalSize;
  /** Show the × button (default true). Escape and outside clicks still close. */
  withCloseButton?: boolean;
  className?: string;
  children?: ReactNode;
};

/**
 * A dialog with a width, an optional title and an optional close button.
 *
 * @example
 * <Modal open={open} onOpenChange={setOpen} size={900} withCloseButton={false} label="Upgrade">
 *   <PlanComparisonTable … />
 * </Modal>
 */
export function Modal({
  open,
  onOpenChange,
  title,
  label,
  description,
  size = 'md',
  withCloseButton = true,
  className,
  children,
}: ModalProps) {
  const width = typeof size === 'number' ? size : namedSizes[size];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="modal"
        showCloseButton={withCloseButton}
        style={{ maxWidth: `min(${width}px, calc(100vw - 2rem))` }}
        className={cn('max-w-none', className)}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        {title || description ? (
          <DialogHeader>
            {title ? <DialogTitle>{title}</DialogTitle> : null}
            {description ? <DialogDescription>{description}</DialogDescription> : null}
          </DialogHeader>
        ) : null}
        {title ? null : <DialogTitle className="sr-only">{label ?? 'Dialog'}</DialogTitle>}
        {children}
      </DialogContent>
    </Dialog>
  );
}
