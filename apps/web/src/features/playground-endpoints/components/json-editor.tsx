import { Label, Textarea } from '@lookout/ui';
import { useId } from 'react';
import { parseJsonObject } from '../endpoint-form-values';

interface JsonEditorProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the editor in red (overrides the live JSON check). */
  error?: string | undefined;
  disabled?: boolean;
  rows?: number;
}

/** A JSON text editor: monospace, checked as the user types, with a Format button. */
export function JsonEditor({ label, value, onChange, error, disabled, rows = 8 }: JsonEditorProps) {
  const id = useId();
  const parsed = parseJsonObject(value);
  const message = error ?? (parsed.ok ? undefined : parsed.message);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <button
          type="button"
          className="text-xs text-primary underline-offset-2 hover:underline disabled:opacity-50"
          disabled={disabled || !parsed.ok}
          onClick={() => parsed.ok && onChange(JSON.stringify(parsed.value, null, 2))}
        >
          Format
        </button>
      </div>
      <Textarea
        id={id}
        rows={rows}
        spellCheck={false}
        className="font-mono text-xs"
        value={value}
        disabled={disabled}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {message ? (
        <p id={`${id}-error`} className="text-xs text-danger-ink">
          {message}
        </p>
      ) : null}
    </div>
  );
}
