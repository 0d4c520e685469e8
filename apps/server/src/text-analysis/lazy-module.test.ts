import { describe, expect, it } from 'vitest';
import { lazyModule } from './lazy-module.js';

/** A lazy value whose loaders count their calls. */
function counted(options: { failFirstImport?: boolean } = {}) {
  const calls = { importAsync: 0, requireSync: 0 };
  const lazy = lazyModule({
    importAsync: async () => {
      calls.importAsync += 1;
      if (options.failFirstImport && calls.importAsync === 1) throw new Error('not there yet');
      return { from: 'import' };
    },
    requireSync: () => {
      calls.requireSync += 1;
      return { from: 'require' };
    },
  });
  return { lazy, calls };
}

describe('lazyModule', () => {
  it('loads nothing until asked', () => {
    const { lazy, calls } = counted();
    expect(lazy.isLoaded()).toBe(false);
    expect(calls).toEqual({ importAsync: 0, requireSync: 0 });
  });

  it('loads once, whoever asks and however often', async () => {
    const { lazy, calls } = counted();
    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);
    expect(first).toBe(second);
    expect(lazy.get()).toBe(first);
    expect(await lazy.load()).toBe(first);
    expect(lazy.isLoaded()).toBe(true);
    expect(calls).toEqual({ importAsync: 1, requireSync: 0 });
  });

  it('loads synchronously for a caller that comes before any warm-up, and keeps that value', async () => {
    const { lazy, calls } = counted();
    const value = lazy.get();
    expect(value).toEqual({ from: 'require' });
    expect(await lazy.load()).toBe(value);
    expect(calls).toEqual({ importAsync: 0, requireSync: 1 });
  });

  it('tries again after a failed load', async () => {
    const { lazy } = counted({ failFirstImport: true });
    await expect(lazy.load()).rejects.toThrow('not there yet');
    expect(lazy.isLoaded()).toBe(false);
    await expect(lazy.load()).resolves.toEqual({ from: 'import' });
  });
});
