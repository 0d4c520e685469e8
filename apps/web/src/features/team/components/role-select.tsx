import { type AssignableRole, type Role, roleLabels } from '@lookout/domain';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@lookout/ui';

interface RoleSelectProps {
  value: Role;
  roles: readonly AssignableRole[];
  onChange: (role: AssignableRole) => void;
  label: string;
  disabled?: boolean;
  className?: string;
}

/** Picks a role among those the plan allows; the current one stays listed even if not offered. */
export function RoleSelect({
  value,
  roles,
  onChange,
  label,
  disabled,
  className,
}: RoleSelectProps) {
  const offered: readonly Role[] = roles;
  return (
    <Select
      value={value}
      onValueChange={(next) => {
        const role = roles.find((candidate) => candidate === next);
        if (role) onChange(role);
      }}
      {...(disabled === undefined ? {} : { disabled })}
    >
      <SelectTrigger aria-label={label} size="sm" className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {offered.includes(value) ? null : (
          <SelectItem value={value} disabled>
            {roleLabels[value]}
          </SelectItem>
        )}
        {roles.map((role) => (
          <SelectItem key={role} value={role}>
            {roleLabels[role]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
