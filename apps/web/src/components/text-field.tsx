import { Input, Label } from '@lookout/ui';
import { type ComponentProps, type ReactNode, useId } from 'react';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  /** Shown under the field in red, in place of the hint; marks the field invalid. */
  error?: string | undefined;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Something at the right of the label, such as a "Forgot password?" link. */
  labelAction?: ReactNode;
};

/**
 * A labelled input with its hint or validation message wired for screen readers: one message
 * at a time, the error replacing the hint while there is one.
 */
export function TextField({ label, error, hint, labelAction, ...props }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAction}
      </div>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props}
      />
      {hint && !error ? (
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
