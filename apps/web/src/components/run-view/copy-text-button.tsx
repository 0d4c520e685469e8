import { Button } from '@lookout/ui';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

interface CopyTextButtonProps {
  value: string;
  /** The visible text, such as 'Copy id'. */
  text: string;
  /** The accessible name, such as 'Copy run id'. */
  label: string;
}

/** Copies a value and says so for two seconds; its own words tell it apart from other copies. */
export function CopyTextButton({ value, text, label }: CopyTextButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={label}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(value);
          setState('copied');
        } catch {
          setState('failed');
        }
      }}
    >
      {state === 'copied' ? (
        <IconCheck className="size-4" aria-hidden />
      ) : (
        <IconCopy className="size-4" aria-hidden />
      )}
      <span aria-live="polite">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : text}
      </span>
    </Button>
  );
}
