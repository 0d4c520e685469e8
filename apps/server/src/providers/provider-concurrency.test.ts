import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit } from './provider-concurrency.js';

/** A task that stays running until released. */
function gate() {
  let release = () => {};
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { done, release };
}

describe('ConcurrencyLimit', () => {
  it('runs at most its limit at once and starts the waiting tasks in order', async () => {
    const limit = new ConcurrencyLimit(2);
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    let peak = 0;
    const runs = gates.map((g, index) =>
      limit.run(async () => {
        started.push(index);
        peak = Math.max(peak, limit.running);
        await g.done;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[1]?.release();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.release();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
    expect(peak).toBe(2);
    expect(limit.running).toBe(0);
  });

  it('gives the slot back when a task fails', async () => {
    const limit = new ConcurrencyLimit(1);
    await expect(limit.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limit.run(async () => 'next')).toBe('next');
    expect(limit.running).toBe(0);
  });

  it('refuses a limit below one', () => {
    expect(() => new ConcurrencyLimit(0)).toThrow(RangeError);
  });
});
