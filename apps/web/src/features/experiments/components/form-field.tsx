import { Label } from '@lookout/ui';
import { type ReactNode, useId } from 'react';

/** What a control inside a field needs to be labelled and described. */
export interface FieldControl {
  id: string;
  invalid: boolean;
  describedBy: string | undefined;
}

interface FormFieldProps {
  label: string;
  /** Shown under the control in red; marks it invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}

/** A label, any control, its hint and its validation message, wired for screen readers. */
export function FormField({ label, error, hint, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`flex flex-col gap-1.5 ${className ?? ''}`}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, invalid: Boolean(error), describedBy: describedBy || undefined })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs text-danger-ink">
          {error}
        </p>
      ) : null}
    </div>
  );
}
