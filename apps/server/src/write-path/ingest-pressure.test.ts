import { describe, expect, it } from 'vitest';
import { IngestPressure } from './ingest-pressure.js';

/** A clock the test moves by hand. */
function fakeClock(start = 10_000) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

describe('ingest pressure', () => {
  it('is quiet with no writes, and busy while writes keep the writer busy through the window', () => {
    const clock = fakeClock();
    const pressure = new IngestPressure({ windowMs: 1_000, now: clock.now });
    expect(pressure.busyShare()).toBe(0);
    expect(pressure.busy()).toBe(false);

    const end = pressure.begin();
    clock.advance(400);
    expect(pressure.busyShare()).toBeCloseTo(0.4);
    expect(pressure.busy()).toBe(false);
    clock.advance(200);
    expect(pressure.busy()).toBe(true);
    clock.advance(3_000);
    expect(pressure.busyShare()).toBe(1);
    end();
    expect(pressure.busy()).toBe(true);
  });

  it('becomes quiet once a window has passed without writes', () => {
    const clock = fakeClock();
    const pressure = new IngestPressure({ windowMs: 1_000, now: clock.now });
    const end = pressure.begin();
    clock.advance(5_000);
    end();
    clock.advance(500);
    // Half of the last window was busy.
    expect(pressure.busyShare()).toBeCloseTo(0.5);
    clock.advance(600);
    expect(pressure.busy()).toBe(false);
    clock.advance(10_000);
    expect(pressure.busyShare()).toBe(0);
  });

  it('counts overlapping writes once, and a trickle of short writes as quiet', () => {
    const clock = fakeClock();
    const pressure = new IngestPressure({ windowMs: 1_000, now: clock.now });
    const first = pressure.begin();
    clock.advance(100);
    const second = pressure.begin();
    clock.advance(100);
    first();
    clock.advance(100);
    second();
    expect(pressure.busyShare()).toBeCloseTo(0.3);

    // 20 ms of writing every 100 ms, for many windows: 20 % busy.
    for (let index = 0; index < 100; index += 1) {
      clock.advance(80);
      const end = pressure.begin();
      clock.advance(20);
      end();
    }
    expect(pressure.busyShare()).toBeCloseTo(0.2, 1);
    expect(pressure.busy()).toBe(false);
  });

  it('ignores a second end of the same write', () => {
    const clock = fakeClock();
    const pressure = new IngestPressure({ windowMs: 1_000, now: clock.now });
    const first = pressure.begin();
    const second = pressure.begin();
    first();
    first();
    clock.advance(2_000);
    // The second write is still under way.
    expect(pressure.busy()).toBe(true);
    second();
    clock.advance(2_000);
    expect(pressure.busy()).toBe(false);
  });

  it('takes its threshold from the options and refuses nonsense', () => {
    const clock = fakeClock();
    const eager = new IngestPressure({ windowMs: 1_000, busyShare: 0.1, now: clock.now });
    eager.begin();
    clock.advance(150);
    expect(eager.busy()).toBe(true);
    expect(() => new IngestPressure({ windowMs: 0 })).toThrow('window must be positive');
    expect(() => new IngestPressure({ busyShare: 1.5 })).toThrow('threshold');
    expect(() => new IngestPressure({ busyShare: 0 })).toThrow('threshold');
  });
});
