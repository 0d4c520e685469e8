import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** What the user chose in the theme switch. */
export type ColorSchemePreference = 'auto' | 'light' | 'dark';
/** What is actually shown. */
export type ColorScheme = 'light' | 'dark';

/** The local-storage key the preference is kept under. */
export const COLOR_SCHEME_STORAGE_KEY = 'lookout-color-scheme';

const darkQuery = '(prefers-color-scheme: dark)';

/**
 * The scheme to show for a preference: 'auto' follows the operating system.
 *
 * @example
 * resolveColorScheme('auto', true) // 'dark'
 */
export function resolveColorScheme(
  preference: ColorSchemePreference,
  systemPrefersDark: boolean,
): ColorScheme {
  if (preference === 'auto') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/** Reads a stored preference, treating anything unknown as 'auto' (the default). */
export function readColorSchemePreference(
  storage: Pick<Storage, 'getItem'> | undefined,
  key = COLOR_SCHEME_STORAGE_KEY,
): ColorSchemePreference {
  const stored = storage?.getItem(key);
  return stored === 'light' || stored === 'dark' ? stored : 'auto';
}

function subscribeToSystem(onChange: () => void) {
  const media = globalThis.matchMedia?.(darkQuery);
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

function systemPrefersDark() {
  return globalThis.matchMedia?.(darkQuery).matches ?? false;
}

/**
 * The theme preference (auto, light or dark; default auto), kept in local storage and applied by
 * toggling `.dark` on <html>. In auto mode it follows the operating system as it changes.
 *
 * @example
 * const { preference, scheme, setPreference } = useColorScheme();
 */
export function useColorScheme(storageKey = COLOR_SCHEME_STORAGE_KEY) {
  const [preference, setStored] = useState<ColorSchemePreference>(() =>
    readColorSchemePreference(globalThis.localStorage, storageKey),
  );
  const prefersDark = useSyncExternalStore(subscribeToSystem, systemPrefersDark, () => false);
  const scheme = resolveColorScheme(preference, prefersDark);

  useEffect(() => {
    document.documentElement.classList.toggle('dark', scheme === 'dark');
  }, [scheme]);

  const setPreference = useCallback(
    (next: ColorSchemePreference) => {
      setStored(next);
      if (next === 'auto') globalThis.localStorage?.removeItem(storageKey);
      else globalThis.localStorage?.setItem(storageKey, next);
    },
    [storageKey],
  );

  return { preference, scheme, setPreference };
}
