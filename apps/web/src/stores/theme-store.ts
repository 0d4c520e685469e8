import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** The user's theme choice; `auto` follows the operating system. */
export type ThemePreference = 'auto' | 'light' | 'dark';

interface ThemeState {
  preference: ThemePreference;
  setPreference: (preference: ThemePreference) => void;
}

/** Theme preference, stored locally (default auto). */
export const useThemeStore = create<ThemeState>()(
  persist(
    (set) => ({
      preference: 'auto',
      setPreference: (preference) => set({ preference }),
    }),
    { name: 'lookout-theme' },
  ),
);

/** Whether the page should render dark for a preference and the system setting. */
export function resolveDark(preference: ThemePreference, systemPrefersDark: boolean): boolean {
  return preference === 'dark' || (preference === 'auto' && systemPrefersDark);
}
