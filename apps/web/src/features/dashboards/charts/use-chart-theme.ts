import { useMemo, useSyncExternalStore } from 'react';
import { type ChartTheme, readChartTheme } from './chart-palette';

function subscribe(onChange: () => void): () => void {
  // The theme switch toggles `.dark` on <html>: canvas charts redraw in the new colours.
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const isDark = () => document.documentElement.classList.contains('dark');

/** The chart colours of the theme shown now, read again when the theme switches. */
export function useChartTheme(): ChartTheme {
  const dark = useSyncExternalStore(subscribe, isDark, () => false);
  // Read again when `dark` changes: the CSS variables are those of the new theme.
  return useMemo(() => readChartTheme(), [dark]);
}
