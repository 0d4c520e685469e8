import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { EnricherSettings } from '@lookout/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultEnrichmentEngines } from '../enrichment-engines.js';
import type { EnrichmentTexts } from '../enrichment-texts.js';
import { inProcessAnalysis } from '../local-analysis.js';
import {
  AnalysisThreadError,
  AnalysisThreadPool,
  spawnAnalysisWorker,
} from './analysis-thread-pool.js';

const enrichers: EnricherSettings[] = [
  { kind: 'language', config: {} },
  { kind: 'sentiment', config: {} },
  {
    kind: 'pii',
    config: {
      kinds: ['person', 'email', 'phone', 'location', 'cc', 'ip', 'regex'],
      customRegexes: [{ name: 'order', pattern: 'ORD-\\d{4}' }],
    },
  },
  { kind: 'toxicity', config: { method: 'local', model: null } },
  {
    kind: 'topics',
    config: {
      method: 'local',
      model: null,
      topics: [
        { name: 'Refunds', description: 'refund, money back, return an item' },
        { name: 'Shipping', description: 'delivery, shipping, parcel arrival' },
      ],
    },
  },
] as EnricherSettings[];

const runs: EnrichmentTexts[] = [
  {
    input:
      'Hello, I am Maria Lopez from Madrid; my refund for ORD-1234 never came. Mail maria@example.com.',
    output: 'Sorry about that! The money back is on its way to card 4111 1111 1111 1111.',
  },
  { input: 'Das Paket ist nicht angekommen, die Lieferung ist sehr spät.', output: null },
  { input: null, output: 'You are a stupid idiot and this is useless.' },
  { input: '配送はいつですか？', output: 'Your parcel ships on Monday from 10.0.0.12.' },
  { input: 'Thanks, that was really helpful :)', output: 'Glad to help!' },
];

const signal = new AbortController().signal;
const pools: AnalysisThreadPool[] = [];
function pool(...args: ConstructorParameters<typeof AnalysisThreadPool>) {
  const made = new AnalysisThreadPool(...args);
  pools.push(made);
  return made;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((made) => made.close()));
});

/** A thread that runs `code` (CommonJS) instead of the analysis worker. */
const threadRunning = (code: string) => new Worker(code, { eval: true });
const inProcess = () =>
  inProcessAnalysis(defaultEnrichmentEngines).analyse(runs, enrichers, signal);
const quiet = { warn: () => undefined };

describe('AnalysisThreadPool', () => {
  it('answers what in-process analysis answers, for every local enricher, in order', async () => {
    const expected = await inProcess();
    // Three runs a request: the answers of two requests are put back together in order.
    const threads = pool({ runsPerRequest: 3 });
    expect(await threads.analyse(runs, enrichers, signal)).toEqual(expected);
    expect(expected[0]?.results.pii?.input?.entities.map((entity) => entity.kind)).toEqual(
      expect.arrayContaining(['person', 'email', 'regex']),
    );
    expect(expected[2]?.results.toxicity?.output?.toxic).toBe(true);
  });

  it('fails the request of a thread that crashes with a retryable error, and a new thread takes the next', async () => {
    const started: string[] = [];
    const threads = pool({
      log: quiet,
      spawn: (data) => {
        if (started.length === 0) {
          started.push('crashing');
          return threadRunning(
            "require('node:worker_threads').parentPort.once('message', () => process.exit(3));",
          );
        }
        started.push('analysis');
        return spawnAnalysisWorker(data);
      },
    });
    const failed = threads.analyse(runs, enrichers, signal);
    await expect(failed).rejects.toThrow(AnalysisThreadError);
    await expect(failed).rejects.toThrow(/exited with code 3/);
    expect(await threads.analyse(runs, enrichers, signal)).toEqual(await inProcess());
    expect(started).toEqual(['crashing', 'analysis']);
  });

  it('ends a thread that does not answer in time, and a new thread takes the next request', async () => {
    const started: string[] = [];
    const threads = pool({
      log: quiet,
      requestTimeoutMs: 3_000,
      spawn: (data) => {
        if (started.length === 0) {
          started.push('silent');
          return threadRunning(
            "const { parentPort } = require('node:worker_threads'); parentPort.postMessage({ ready: true }); parentPort.on('message', () => undefined);",
          );
        }
        started.push('analysis');
        return spawnAnalysisWorker(data);
      },
    });
    await expect(threads.analyse(runs, enrichers, signal)).rejects.toThrow(/did not answer within/);
    expect(await threads.analyse(runs, enrichers, signal)).toEqual(await inProcess());
    expect(started).toEqual(['silent', 'analysis']);
  });

  it('gives up waiting once the job is cancelled, and fails requests once closed', async () => {
    const threads = pool({
      log: quiet,
      spawn: () =>
        threadRunning("require('node:worker_threads').parentPort.on('message', () => undefined);"),
    });
    const cancel = new AbortController();
    const running = threads.analyse(runs, enrichers, cancel.signal);
    // Queued behind the first on the pool's one thread.
    const waiting = threads.analyse(runs, enrichers, signal);
    const waitingFails = expect(waiting).rejects.toThrow(AnalysisThreadError);
    cancel.abort(new Error('The job was cancelled.'));
    await expect(running).rejects.toThrow('The job was cancelled.');
    await threads.close();
    await waitingFails;
    await expect(threads.analyse(runs, enrichers, signal)).rejects.toThrow(/stopped/);
    expect(threads.started).toBe(0);
  });

  it.runIf(process.platform === 'linux')(
    'runs its thread at the lowest priority on Linux and leaves the other threads at theirs',
    async () => {
      /** Thread id → nice value (field 19 of stat; the name before it is in parentheses). */
      const niceOfThreads = () =>
        new Map(
          readdirSync('/proc/self/task').map((tid) => {
            const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
            return [tid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])] as const;
          }),
        );
      const priority = getPriority();
      const before = niceOfThreads();
      const threads = pool({ niceness: 19 });
      await threads.analyse(runs.slice(0, 1), enrichers, signal);
      const after = niceOfThreads();
      const started = [...after].filter(([tid]) => !before.has(tid));
      expect(started.filter(([, nice]) => nice === 19).length).toBeGreaterThanOrEqual(1);
      // The thread that started it (the server's event loop) and the others keep their priority.
      for (const [tid, nice] of after) if (before.has(tid)) expect(nice).toBe(before.get(tid));
      expect(getPriority()).toBe(priority);
    },
  );
});
