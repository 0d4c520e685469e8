import { cn } from '@lookout/ui';
import { useId } from 'react';
import { type ThemePreference, useThemeStore } from '../stores/theme-store';

const choices: { value: ThemePreference; label: string }[] = [
  { value: 'auto', label: 'Auto' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** Auto / light / dark, as a segmented radio group (arrow keys move between choices). */
export function ThemeSwitch({ className }: { className?: string }) {
  const preference = useThemeStore((state) => state.preference);
  const setPreference = useThemeStore((state) => state.setPreference);
  const name = useId();
  return (
    <fieldset className={cn('inline-flex rounded-md border border-border p-0.5', className)}>
      <legend className="sr-only">Theme</legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className={cn(
            'flex-1 cursor-pointer rounded px-2.5 py-1 text-center text-xs has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
            preference === choice.value
              ? 'bg-muted font-medium'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={preference === choice.value}
            onChange={() => setPreference(choice.value)}
            className="sr-only"
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
