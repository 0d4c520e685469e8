import { describe, expect, it } from 'vitest';
import { fullBleedPathPrefixes, layoutSizes } from './layout.js';

describe('layoutSizes (SPEC §9)', () => {
  it('gives the sidebar 200px, the project dropdown 400px and pages 24px of padding', () => {
    expect(layoutSizes.sidebarWidth).toBe(200);
    expect(layoutSizes.projectDropdownWidth).toBe(400);
    expect(layoutSizes.pagePadding).toBe(24);
  });

  it('opens the icon picker 270px wide and at most 260px high, the upgrade modal 900px wide', () => {
    expect(layoutSizes.iconPickerWidth).toBe(270);
    expect(layoutSizes.iconPickerMaxHeight).toBe(260);
    expect(layoutSizes.upgradeModalWidth).toBe(900);
  });
});

describe('fullBleedPathPrefixes', () => {
  const isFullBleed = (pathname: string) =>
    fullBleedPathPrefixes.some((prefix) => pathname.startsWith(prefix));

  it('are the prompt, traces and intelligence pages', () => {
    expect([...fullBleedPathPrefixes]).toEqual(['/prompt', '/traces', '/intelligence']);
  });

  it('match those pages and the pages under them, and no other page', () => {
    expect(isFullBleed('/prompts/abc')).toBe(true);
    expect(isFullBleed('/traces/123')).toBe(true);
    expect(isFullBleed('/intelligence')).toBe(true);
    expect(isFullBleed('/logs')).toBe(false);
    expect(isFullBleed('/dashboards/1')).toBe(false);
  });
});
