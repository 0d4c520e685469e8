import { describe, expect, it } from 'vitest';
import { BackgroundPriority } from './background-priority.js';

function setup(everyMs = 2_000) {
  let now = 50_000;
  let busy = false;
  const priority = new BackgroundPriority({
    pressure: { busy: () => busy },
    everyMs,
    now: () => now,
  });
  return {
    priority,
    advance: (ms: number) => {
      now += ms;
    },
    setBusy: (value: boolean) => {
      busy = value;
    },
  };
}

describe('background priority', () => {
  it('gives background jobs every free slot while ingestion is quiet', () => {
    const { priority } = setup();
    expect(priority.backgroundSlots(3)).toBe(3);
    expect(priority.backgroundSlots(0)).toBe(0);
  });

  it('holds background jobs while ingestion is busy, one claim at most every interval', () => {
    const { priority, advance, setBusy } = setup(2_000);
    setBusy(true);
    // Counted from the start: a runner that starts under load does not claim at once.
    expect(priority.backgroundSlots(2)).toBe(0);
    advance(1_999);
    expect(priority.backgroundSlots(2)).toBe(0);
    advance(1);
    expect(priority.backgroundSlots(2)).toBe(1);
    // Nothing was due: the share is still there on the next look.
    priority.claimed(0);
    expect(priority.backgroundSlots(2)).toBe(1);
    priority.claimed(1);
    expect(priority.backgroundSlots(2)).toBe(0);
    advance(2_000);
    expect(priority.backgroundSlots(2)).toBe(1);
    expect(priority.backgroundSlots(0)).toBe(0);
  });

  it('resumes at full speed as soon as ingestion is quiet again', () => {
    const { priority, setBusy } = setup();
    setBusy(true);
    expect(priority.backgroundSlots(2)).toBe(0);
    setBusy(false);
    expect(priority.backgroundSlots(2)).toBe(2);
  });

  it('refuses an interval that is not positive', () => {
    expect(() => setup(0)).toThrow('must be positive');
  });
});
