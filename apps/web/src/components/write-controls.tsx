import type { ReactNode } from 'react';
import type { WritePermission } from '../lib/write-permission';

/**
 * A group of write controls (a row's edit and delete buttons): hidden when the role may not
 * write, disabled together with the plan's reason when the seat or project is read-only (a
 * disabled fieldset disables every button inside it, whatever their own state).
 */
export function WriteControls({
  permission,
  children,
}: {
  permission: WritePermission;
  children: ReactNode;
}) {
  if (!permission.permitted) return null;
  const { disabled, title } = permission.controlProps;
  return (
    <fieldset
      disabled={disabled}
      title={title}
      aria-describedby={permission.controlProps['aria-describedby']}
      className="contents"
    >
      {children}
    </fieldset>
  );
}
