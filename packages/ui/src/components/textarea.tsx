import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.js';
import { fieldClasses } from './input.js';

/** A multi-line text input that matches `Input`. */
export function Textarea({ className, rows = 3, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(fieldClasses, 'min-h-16 py-2', className)}
      {...props}
    />
  );
}
