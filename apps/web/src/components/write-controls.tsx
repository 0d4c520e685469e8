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

/**
 * A form or card that stays readable whatever the role, and is disabled as a whole, with the
 * plan's reason, when the seat or project is read-only (the role's own limits are the form's
 * business, e.g. a `canEdit` prop).
 */
export function PlanReadOnlyFieldset({
  permission,
  children,
}: {
  permission: WritePermission;
  children: ReactNode;
}) {
  const readOnly = permission.permitted && !permission.allowed;
  return (
    <fieldset
      disabled={readOnly}
      title={readOnly ? permission.controlProps.title : undefined}
      aria-describedby={readOnly ? permission.controlProps['aria-describedby'] : undefined}
      className="contents"
    >
      {children}
    </fieldset>
  );
}
