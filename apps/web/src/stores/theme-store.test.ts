import { beforeEach, describe, expect, it } from 'vitest';
import { resolveDark, useThemeStore } from './theme-store';

describe('theme store', () => {
  beforeEach(() => {
    localStorage.clear();
    useThemeStore.setState({ preference: 'auto' });
  });

  it('defaults to auto and persists a change in local storage', () => {
    expect(useThemeStore.getState().preference).toBe('auto');
    useThemeStore.getState().setPreference('dark');
    expect(JSON.parse(localStorage.getItem('lookout-theme') ?? '{}')).toMatchObject({
      state: { preference: 'dark' },
    });
  });

  it('resolves auto from the system setting and obeys an explicit choice', () => {
    expect(resolveDark('auto', true)).toBe(true);
    expect(resolveDark('auto', false)).toBe(false);
    expect(resolveDark('light', true)).toBe(false);
    expect(resolveDark('dark', false)).toBe(true);
  });
});
