import type { ChartColor } from '@lookout/domain';

/** The theme's colours a chart draws with, read from the CSS variables of `theme.css`. */
export interface ChartTheme {
  dark: boolean;
  /** Axis labels. */
  text: string;
  /** Grid lines and ticks. */
  grid: string;
  /** Each catalogue colour, as the theme's tone (red is the danger tone…). */
  tones: Record<ChartColor, string>;
  /** Series colours of split charts, in order. */
  palette: readonly string[];
}

// Series hues picked to stay apart from each other and readable on the light
// (#fff) and dark (#1a1b1e) backgrounds: the 6th shade in light, the 4th in dark.
const lightPalette = [
  '#228be6',
  '#12b886',
  '#7950f2',
  '#fd7e14',
  '#e64980',
  '#15aabf',
  '#82c91e',
  '#be4bdb',
  '#fab005',
  '#4c6ef5',
];
const darkPalette = [
  '#4dabf7',
  '#38d9a9',
  '#9775fa',
  '#ffa94d',
  '#f783ac',
  '#3bc9db',
  '#a9e34b',
  '#da77f2',
  '#ffd43b',
  '#748ffc',
];

/** The CSS variable of each catalogue colour. */
const toneVariables: Record<ChartColor, string> = {
  blue: '--lo-primary',
  green: '--lo-success',
  yellow: '--lo-warning',
  red: '--lo-danger',
};

/** Reads the chart colours of the theme shown now (`.dark` on <html> or not). */
export function readChartTheme(root: HTMLElement = document.documentElement): ChartTheme {
  const style = getComputedStyle(root);
  const dark = root.classList.contains('dark');
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const tones = Object.fromEntries(
    Object.entries(toneVariables).map(([color, variable]) => [color, read(variable, color)]),
  ) as Record<ChartColor, string>;
  return {
    dark,
    text: read('--lo-muted-foreground', dark ? '#a6a7ab' : '#5c6370'),
    grid: read('--lo-border', dark ? '#373a40' : '#dee2e6'),
    tones,
    palette: dark ? darkPalette : lightPalette,
  };
}

/** The colour of the `index`th series: the chart's own for a single series, else the palette's. */
export function seriesColor(
  theme: ChartTheme,
  color: ChartColor | null,
  index: number,
  seriesCount: number,
): string {
  if (color && seriesCount <= 1) return theme.tones[color];
  return theme.palette[index % theme.palette.length] ?? theme.tones.blue;
}

/** `#rrggbb` with an alpha, for area fills; other colour syntaxes stay opaque. */
export function withAlpha(color: string, alpha: number): string {
  if (!/^#[0-9a-f]{6}$/i.test(color)) return color;
  const byte = Math.round(alpha * 255)
    .toString(16)
    .padStart(2, '0');
  return `${color}${byte}`;
}
