import { Button, Input, Label } from '@lookout/ui';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { CopyButton } from './copy-button';

interface KeyFieldProps {
  label: string;
  value: string;
  /** Hide the value until the user asks to see it (private keys). */
  secret?: boolean;
  hint?: ReactNode;
  /** Extra buttons, such as Regenerate. */
  actions?: ReactNode;
}

/** An API key with copy (and, for secrets, show/hide) buttons. */
export function KeyField({ label, value, secret = false, hint, actions }: KeyFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(!secret);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          id={id}
          readOnly
          type={visible ? 'text' : 'password'}
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className="h-8 min-w-0 flex-1 bg-muted font-mono text-xs"
        />
        {secret ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => setVisible((shown) => !shown)}
            aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          >
            {visible ? (
              <IconEyeOff className="size-4" aria-hidden />
            ) : (
              <IconEye className="size-4" aria-hidden />
            )}
          </Button>
        ) : null}
        <CopyButton value={value} label={`Copy ${label.toLowerCase()}`} />
        {actions}
      </div>
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
    </div>
  );
}
