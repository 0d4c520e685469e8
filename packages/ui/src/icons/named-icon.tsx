import { type IconProps, IconStack2 } from '@tabler/icons-react';
import type { IconComponent } from './picker-icons.js';

export type NamedIconProps = Omit<IconProps, 'name'> & {
  /** A stored icon name such as 'IconUsers'; unknown or missing names show the stack icon. */
  name: string | null | undefined;
  /** Where to look the name up. */
  icons: Readonly<Record<string, IconComponent>>;
};

/**
 * Looks an icon component up by its stored name in `icons`, falling back to `IconStack2`. Unlike
 * `resolveIcon` it imports no icon set, so a screen that needs a few named icons does not load the
 * picker's hundred.
 *
 * @example
 * const Icon = iconNamed(entry.icon, sidebarIcons);
 */
export function iconNamed(
  name: string | null | undefined,
  icons: Readonly<Record<string, IconComponent>>,
): IconComponent {
  return (name && Object.hasOwn(icons, name) ? icons[name] : undefined) ?? IconStack2;
}

/**
 * Renders the icon of a stored name from `icons`, falling back to the stack icon.
 *
 * @example
 * <NamedIcon name={entry.icon} icons={appIcons} aria-hidden />
 */
export function NamedIcon({ name, icons, ...props }: NamedIconProps) {
  const Icon = iconNamed(name, icons);
  return <Icon data-slot="dynamic-icon" {...props} />;
}
