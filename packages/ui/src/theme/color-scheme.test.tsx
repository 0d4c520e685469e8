import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  COLOR_SCHEME_STORAGE_KEY,
  readColorSchemePreference,
  resolveColorScheme,
  useColorScheme,
} from './color-scheme.js';

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.classList.remove('dark');
});

describe('resolveColorScheme', () => {
  it('follows the system in auto mode and the choice otherwise', () => {
    expect(resolveColorScheme('auto', true)).toBe('dark');
    expect(resolveColorScheme('auto', false)).toBe('light');
    expect(resolveColorScheme('light', true)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
  });
});

describe('readColorSchemePreference', () => {
  it('defaults to auto for missing or unknown values', () => {
    expect(readColorSchemePreference(undefined)).toBe('auto');
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'sepia');
    expect(readColorSchemePreference(localStorage)).toBe('auto');
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
    expect(readColorSchemePreference(localStorage)).toBe('dark');
  });
});

describe('useColorScheme', () => {
  it('applies and remembers the chosen scheme', () => {
    const { result } = renderHook(() => useColorScheme());
    expect(result.current.preference).toBe('auto');

    act(() => result.current.setPreference('dark'));
    expect(result.current.scheme).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');

    act(() => result.current.setPreference('light'));
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('starts from the stored preference', () => {
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
    const { result } = renderHook(() => useColorScheme());
    expect(result.current.preference).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });
});
