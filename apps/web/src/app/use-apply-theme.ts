import { useEffect } from 'react';
import { resolveDark, useThemeStore } from '../stores/theme-store';

/** Keeps the `dark` class on <html> in step with the stored preference and the system. */
export function useApplyTheme(): void {
  const preference = useThemeStore((state) => state.preference);
  useEffect(() => {
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const apply = () =>
      document.documentElement.classList.toggle('dark', resolveDark(preference, media.matches));
    apply();
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, [preference]);
}
