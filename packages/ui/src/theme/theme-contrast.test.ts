import { describe, expect, it } from 'vitest';
import themeCss from '../theme.css?raw';

/** The `--lo-*` colours of one block of theme.css (`:root` is light, `.dark` is dark). */
function tokensOf(block: ':root' | '.dark'): Record<string, string> {
  const start = themeCss.indexOf(`${block} {`);
  const body = themeCss.slice(start, themeCss.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/--lo-([a-z-]+):\s*(#[0-9a-f]{6})/gi)].map((match) => [
      match[1] ?? '',
      match[2] ?? '',
    ]),
  );
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** Text on background pairs the kit draws, each needing 4.5:1 (WCAG AA, normal text). */
const textPairs = [
  ['foreground', 'background'],
  ['foreground', 'surface'],
  ['foreground', 'muted'],
  ['muted-foreground', 'background'],
  ['muted-foreground', 'surface'],
  ['muted-foreground', 'muted'],
  ['primary-foreground', 'primary'],
  ['primary-ink', 'background'],
  ['primary-ink', 'surface'],
  ['danger-ink', 'background'],
  ['danger-ink', 'surface'],
  ['warning-ink', 'background'],
  ['success-ink', 'background'],
] as const;

/** `tone` at `alpha` over `base`, as Tailwind's `bg-danger/15` paints it on the page. */
function tint(tone: string, alpha: number, base: string): string {
  const channel = (hex: string, at: number) => Number.parseInt(hex.slice(at, at + 2), 16);
  return `#${[1, 3, 5]
    .map((at) =>
      Math.round(channel(tone, at) * alpha + channel(base, at) * (1 - alpha))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Badges and banners: each tone's ink on that tone at 15 % over the page and over a card. */
const tintedPairs = ['primary', 'danger', 'warning', 'success'].flatMap((tone) =>
  (['background', 'surface'] as const).map((base) => [tone, base] as const),
);

describe.each([':root', '.dark'] as const)('the %s palette', (block) => {
  const tokens = tokensOf(block);

  it.each(textPairs)('puts %s text on %s at 4.5:1 or more', (text, background) => {
    const ratio = contrast(tokens[text] ?? '', tokens[background] ?? '');
    expect(
      ratio,
      `${text} ${tokens[text]} on ${background} ${tokens[background]}`,
    ).toBeGreaterThanOrEqual(4.5);
  });

  it.each(tintedPairs)('puts %s ink on its 15 %% tint over %s at 4.5:1 or more', (tone, base) => {
    const ground = tint(tokens[tone] ?? '', 0.15, tokens[base] ?? '');
    const ink = tokens[`${tone}-ink`] ?? '';
    expect(contrast(ink, ground), `${ink} on ${ground}`).toBeGreaterThanOrEqual(4.5);
  });

  it('fills destructive buttons so their white text reads at 4.5:1 or more', () => {
    expect(contrast('#ffffff', tokens['danger-solid'] ?? '')).toBeGreaterThanOrEqual(4.5);
  });
});
