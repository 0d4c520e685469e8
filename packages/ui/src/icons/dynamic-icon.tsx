import type { IconProps } from '@tabler/icons-react';
import { iconNamed, NamedIcon } from './named-icon.js';
import { type IconComponent, pickerIcons } from './picker-icons.js';

export type DynamicIconProps = Omit<IconProps, 'name'> & {
  /** A stored icon name such as 'IconAnalyze'; unknown or missing names show the stack icon. */
  name: string | null | undefined;
  /** Where to look the name up (default `pickerIcons`). */
  icons?: Readonly<Record<string, IconComponent>>;
};

/**
 * Looks an icon component up by its stored name, falling back to `IconStack2`.
 *
 * @example
 * const Icon = resolveIcon(dashboard.icon);
 */
export function resolveIcon(
  name: string | null | undefined,
  icons: Readonly<Record<string, IconComponent>> = pickerIcons,
): IconComponent {
  return iconNamed(name, icons);
}

/**
 * Renders an icon from its stored name, falling back to the stack icon.
 *
 * @example
 * <DynamicIcon name="IconChartBar" size={18} aria-hidden />
 */
export function DynamicIcon({ name, icons = pickerIcons, ...props }: DynamicIconProps) {
  return <NamedIcon name={name} icons={icons} {...props} />;
}
