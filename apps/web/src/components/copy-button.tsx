import { Button } from '@lookout/ui';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

interface CopyButtonProps {
  value: string;
  /** What is copied, for the accessible name ('Copy public key', 'Copy run id'). */
  label: string;
  /**
   * The visible text while idle, when 'Copy' alone would not tell copies apart ('Copy run id').
   * It must read as part of `label` (WCAG 2.5.3: what is seen is what voice control says).
   */
  text?: string;
}

/** Copies a value to the clipboard and says so for two seconds. */
export function CopyButton({ value, label, text = 'Copy' }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <Button variant="outline" size="sm" onClick={copy} aria-label={label}>
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
