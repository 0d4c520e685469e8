import { describe, expect, it } from 'vitest';
import { IngestPacer } from './ingest-pacer.js';

function setup(options: { share?: number; maxWaitMs?: number } = {}) {
  let now = 10_000;
  let busy = false;
  const waits: number[] = [];
  const pacer = new IngestPacer({
    pressure: { busy: () => busy },
    ...options,
    now: () => now,
    sleep: async (ms) => {
      waits.push(ms);
      now += ms;
    },
  });
  return {
    pacer,
    waits,
    /** A step of the paced job that took `ms`. */
    work: (ms: number) => {
      now += ms;
    },
    setBusy: (value: boolean) => {
      busy = value;
    },
  };
}

const running = () => new AbortController().signal;

describe('ingest pacer', () => {
  it('never waits while ingestion is quiet', async () => {
    const { pacer, waits, work } = setup();
    for (let step = 0; step < 5; step += 1) {
      work(300);
      await pacer.pace(running());
    }
    expect(waits).toEqual([]);
  });

  it('keeps the steps to their share of the time while ingestion is busy', async () => {
    const { pacer, waits, work, setBusy } = setup({ share: 0.2 });
    setBusy(true);
    work(100);
    await pacer.pace(running());
    work(50);
    await pacer.pace(running());
    // 100 ms of work then 400 ms of waiting: 20 % of the time; the wait itself is not counted as work.
    expect(waits).toEqual([400, 200]);
  });

  it('resumes full speed as soon as ingestion is quiet again', async () => {
    const { pacer, waits, work, setBusy } = setup();
    setBusy(true);
    work(100);
    await pacer.pace(running());
    setBusy(false);
    work(100);
    await pacer.pace(running());
    expect(waits).toEqual([400]);
  });

  it('caps a single wait', async () => {
    const { pacer, waits, work, setBusy } = setup({ share: 0.1, maxWaitMs: 1_000 });
    setBusy(true);
    work(2_000);
    await pacer.pace(running());
    expect(waits).toEqual([1_000]);
  });

  it('stops at once when the job is cancelled', async () => {
    const { pacer, setBusy } = setup();
    setBusy(true);
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(pacer.pace(controller.signal)).rejects.toThrow('cancelled');
  });

  it('refuses a share outside (0, 1] and a negative wait', () => {
    expect(() => setup({ share: 0 })).toThrow('above 0 and at most 1');
    expect(() => setup({ share: 1.5 })).toThrow('above 0 and at most 1');
    expect(() => setup({ maxWaitMs: -1 })).toThrow('must not be negative');
  });
});

describe('ingest pacer with the real clock', () => {
  it('a cancel ends a wait under way', async () => {
    const pacer = new IngestPacer({ pressure: { busy: () => true }, share: 0.01 });
    // Some work so the wait is long (capped at 5 s by default).
    const started = performance.now();
    while (performance.now() - started < 20) {
      // busy work of the step
    }
    const controller = new AbortController();
    const waiting = pacer.pace(controller.signal).then(
      () => 'finished',
      () => 'stopped',
    );
    controller.abort(new Error('stopping'));
    // The wait would last about two seconds; the cancel ends it long before.
    const outcome = await Promise.race([
      waiting,
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 1_000)),
    ]);
    expect(outcome).toBe('stopped');
  });
});
