import { describe, expect, it } from 'vitest';
import { defaultIconName, iconNameOrDefault, iconPickerNames, isIconName } from './icon-names.js';

describe('iconPickerNames', () => {
  it('offers about 90 distinct icon component names', () => {
    expect(iconPickerNames.length).toBeGreaterThanOrEqual(85);
    expect(iconPickerNames.length).toBeLessThanOrEqual(100);
    expect(new Set(iconPickerNames).size).toBe(iconPickerNames.length);
    for (const name of iconPickerNames) expect(name).toMatch(/^Icon[A-Z0-9][A-Za-z0-9]*$/);
  });

  it('includes the stack fallback among the choices', () => {
    expect(iconPickerNames).toContain(defaultIconName);
  });
});

describe('isIconName', () => {
  it('accepts picker names only', () => {
    expect(isIconName('IconAnalyze')).toBe(true);
    expect(isIconName('IconTrash')).toBe(true);
    expect(isIconName('trash')).toBe(false);
    expect(isIconName('IconDoesNotExist')).toBe(false);
    expect(isIconName(null)).toBe(false);
    expect(isIconName('toString')).toBe(false);
  });
});

describe('iconNameOrDefault', () => {
  it('falls back to the stack icon for unknown or missing names', () => {
    expect(iconNameOrDefault('IconTrash')).toBe('IconTrash');
    expect(iconNameOrDefault('IconNope')).toBe('IconStack2');
    expect(iconNameOrDefault(undefined)).toBe('IconStack2');
  });
});
