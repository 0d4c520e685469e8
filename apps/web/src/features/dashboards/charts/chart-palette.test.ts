import { afterEach, describe, expect, it } from 'vitest';
import { readChartTheme, seriesColor, withAlpha } from './chart-palette';

afterEach(() => {
  document.documentElement.classList.remove('dark');
  document.documentElement.removeAttribute('style');
});

describe('readChartTheme', () => {
  it("reads the theme's tones from its CSS variables, and the palette of the theme shown", () => {
    const root = document.documentElement;
    root.style.setProperty('--lo-danger', '#fa5252');
    root.style.setProperty('--lo-border', '#373a40');
    root.classList.add('dark');
    const dark = readChartTheme();
    expect(dark.dark).toBe(true);
    expect(dark.tones.red).toBe('#fa5252');
    expect(dark.grid).toBe('#373a40');
    root.classList.remove('dark');
    expect(readChartTheme().palette).not.toEqual(dark.palette);
  });
});

describe('seriesColor', () => {
  const theme = readChartTheme();

  it("draws a single series in the chart's own colour, split series in the palette", () => {
    expect(seriesColor(theme, 'red', 0, 1)).toBe(theme.tones.red);
    expect(seriesColor(theme, 'red', 1, 3)).toBe(theme.palette[1]);
    expect(seriesColor(theme, null, 0, 1)).toBe(theme.palette[0]);
    expect(seriesColor(theme, null, theme.palette.length, 20)).toBe(theme.palette[0]);
  });
});

describe('withAlpha', () => {
  it('adds an alpha byte to #rrggbb and leaves other colours as they are', () => {
    expect(withAlpha('#228be6', 0.2)).toBe('#228be633');
    expect(withAlpha('rgb(1, 2, 3)', 0.2)).toBe('rgb(1, 2, 3)');
  });
});
