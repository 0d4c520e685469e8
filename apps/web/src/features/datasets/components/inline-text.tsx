import { cn, Input } from '@lookout/ui';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';

interface InlineTextProps {
  /** Names the field for assistive technology ("Dataset name"). */
  label: string;
  value: string;
  placeholder: string;
  /** Saves a changed value; an empty value is refused when `required`. */
  onSave: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

/** Text shown as is that becomes an input on click: Enter or leaving saves, Escape cancels. */
export function InlineText({
  label,
  value,
  placeholder,
  onSave,
  required = false,
  disabled = false,
  className,
}: InlineTextProps) {
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null) {
    return (
      <button
        type="button"
        aria-label={`Edit ${label.toLowerCase()}`}
        disabled={disabled}
        onClick={() => setDraft(value)}
        className={cn(
          'group flex items-center gap-1.5 rounded-sm text-left focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-default',
          !value && 'text-muted-foreground',
          className,
        )}
      >
        {value || placeholder}
        {disabled ? null : (
          <IconPencil
            className="size-3.5 text-muted-foreground opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100"
            aria-hidden
          />
        )}
      </button>
    );
  }
  const commit = () => {
    const next = draft.trim();
    setDraft(null);
    if (next === value.trim() || (required && next === '')) return;
    onSave(next);
  };
  return (
    <Input
      aria-label={label}
      autoFocus
      value={draft}
      placeholder={placeholder}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        if (event.key === 'Escape') setDraft(null);
      }}
      className={cn('h-8', className)}
    />
  );
}
