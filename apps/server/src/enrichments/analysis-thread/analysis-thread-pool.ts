import { stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { EnricherSettings } from '@lookout/domain';
import type { ComputedEnrichments } from '../compute-enrichments.js';
import type { EnrichmentTexts } from '../enrichment-texts.js';
import type { LocalAnalysis } from '../local-analysis.js';
import type { AnalysisReply, AnalysisRequest, AnalysisThreadData } from './analysis-messages.js';

/** How a pool works; every field has a default fit for a server. */
export interface AnalysisThreadPoolOptions {
  /** Worker threads (1 on a small machine: ingestion and the database want the other cores). */
  threads?: number;
  /**
   * Nice value of each thread on Linux (19, the lowest priority: the
   * scheduler runs enrichment on cores ingestion leaves idle); 0 keeps the
   * process's priority. Ignored on other systems.
   */
  niceness?: number;
  /** Runs per message to a thread: between two, a job notices a cancel. */
  runsPerRequest?: number;
  /** A request not answered in this long ends its thread (a new one takes the next request). */
  requestTimeoutMs?: number;
  /** Starts a thread (tests start failing ones). */
  spawn?: (data: AnalysisThreadData) => Worker;
  log?: Pick<Console, 'warn'>;
}

/** The analysis failed because its thread stopped or hung; a retry runs on a new thread. */
export class AnalysisThreadError extends Error {
  override name = 'AnalysisThreadError';
}

interface Pending {
  request: Omit<AnalysisRequest, 'id'>;
  resolve(results: ComputedEnrichments[]): void;
  reject(error: unknown): void;
  /** Set once the caller has its answer (an abort may come first). */
  settled: boolean;
}

interface Thread {
  worker: Worker;
  /** Whether it has loaded its analysers: a request's time limit counts from then. */
  ready: boolean;
  /** The request it is working on, if any (its timer runs once the thread is ready). */
  busy: { id: number; pending: Pending; timer: NodeJS.Timeout | undefined } | null;
}

/**
 * Starts `analysis-worker` from the build, or from the sources (tests, `pnpm dev`) through
 * tsx's loader, registered in the thread before the entry is imported.
 */
export function spawnAnalysisWorker(data: AnalysisThreadData): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./analysis-worker.js', import.meta.url), { workerData: data });
  const entry = JSON.stringify(new URL('./analysis-worker.ts', import.meta.url).href);
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${entry}); })`,
    { eval: true, workerData: data },
  );
}

/**
 * The offline enrichers in worker threads (DESIGN §11, issue 15: enrichment
 * never slows ingestion): the CPU they take runs beside the event loop that
 * acknowledges ingestion instead of on it, at the lowest scheduling priority,
 * so on a busy machine ingestion and its database get the cores first.
 * Threads start on the first request (a server without enrichers starts
 * none). A thread that crashes, exits or hangs fails the request it held
 * with `AnalysisThreadError` (the job is retried by the runner) and is
 * replaced for the next request. The durable job keeps every guarantee: the
 * thread only computes, the job stores.
 */
export class AnalysisThreadPool implements LocalAnalysis {
  private readonly size: number;
  private readonly niceness: number;
  private readonly runsPerRequest: number;
  private readonly requestTimeoutMs: number;
  private readonly spawn: (data: AnalysisThreadData) => Worker;
  private readonly log: Pick<Console, 'warn'>;
  private readonly threads: (Thread | null)[];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(options: AnalysisThreadPoolOptions = {}) {
    this.size = Math.max(1, options.threads ?? 1);
    this.niceness = process.platform === 'linux' ? (options.niceness ?? 19) : 0;
    this.runsPerRequest = Math.max(1, options.runsPerRequest ?? 10);
    this.requestTimeoutMs = options.requestTimeoutMs ?? 120_000;
    this.spawn = options.spawn ?? spawnAnalysisWorker;
    this.log = options.log ?? console;
    this.threads = Array.from({ length: this.size }, () => null);
    // libuv's thread pool (files, DNS, crypto, zlib: ingestion uses it) is started by the first
    // thread that needs it, and its threads inherit that thread's priority: start it here, from
    // the thread making the pool, so an analysis thread's low priority never passes to it.
    void stat(fileURLToPath(import.meta.url)).catch(() => undefined);
  }

  /** Threads running now (started and not ended). */
  get started(): number {
    return this.threads.filter((thread) => thread !== null).length;
  }

  async analyse(
    runs: readonly EnrichmentTexts[],
    enrichers: readonly EnricherSettings[],
    signal: AbortSignal,
  ): Promise<ComputedEnrichments[]> {
    const analysed: ComputedEnrichments[] = [];
    for (let start = 0; start < runs.length; start += this.runsPerRequest) {
      signal.throwIfAborted();
      const part = runs.slice(start, start + this.runsPerRequest);
      analysed.push(...(await this.request({ runs: part, enrichers }, signal)));
    }
    return analysed;
  }

  /** Ends every thread; requests waiting or under way fail. */
  async close(): Promise<void> {
    this.closed = true;
    const closing = new AnalysisThreadError('The text analysis threads are stopping.');
    for (const pending of this.queue.splice(0)) this.settle(pending, { error: closing });
    await Promise.all(
      this.threads.map(async (thread, index) => {
        if (!thread) return;
        this.threads[index] = null;
        if (thread.busy) {
          clearTimeout(thread.busy.timer);
          this.settle(thread.busy.pending, { error: closing });
        }
        await thread.worker.terminate();
      }),
    );
  }

  private request(
    request: Omit<AnalysisRequest, 'id'>,
    signal: AbortSignal,
  ): Promise<ComputedEnrichments[]> {
    if (this.closed)
      return Promise.reject(new AnalysisThreadError('The text analysis threads are stopped.'));
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        const queued = this.queue.indexOf(pending);
        if (queued >= 0) this.queue.splice(queued, 1);
        // A request under way finishes in its thread; its answer is dropped.
        this.settle(pending, { error: signal.reason });
      };
      const pending: Pending = {
        request,
        settled: false,
        resolve: (results) => {
          signal.removeEventListener('abort', onAbort);
          resolve(results);
        },
        reject: (error) => {
          signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.queue.push(pending);
      this.dispatch();
    });
  }

  private settle(
    pending: Pending,
    outcome: { results: ComputedEnrichments[] } | { error: unknown },
  ): void {
    if (pending.settled) return;
    pending.settled = true;
    if ('results' in outcome) pending.resolve(outcome.results);
    else pending.reject(outcome.error);
  }

  /** Hands queued requests to idle threads, starting threads as needed. */
  private dispatch(): void {
    for (let index = 0; index < this.size && this.queue.length > 0; index += 1) {
      if (this.closed) return;
      const thread = this.threads[index] ?? this.startThread(index);
      if (thread.busy) continue;
      const pending = this.queue.shift() as Pending;
      const id = this.nextId++;
      thread.busy = { id, pending, timer: undefined };
      if (thread.ready) this.startTimer(index, thread);
      thread.worker.postMessage({ id, ...pending.request } satisfies AnalysisRequest);
    }
  }

  /** Ends `thread` if its request is not answered in time. */
  private startTimer(index: number, thread: Thread): void {
    if (!thread.busy) return;
    thread.busy.timer = setTimeout(
      () => this.endThread(index, thread, `it did not answer within ${this.requestTimeoutMs} ms`),
      this.requestTimeoutMs,
    );
  }

  private startThread(index: number): Thread {
    const worker = this.spawn({ niceness: this.niceness });
    // A thread never keeps the process alive: `close` ends it, and so does the process.
    worker.unref();
    const thread: Thread = { worker, ready: false, busy: null };
    this.threads[index] = thread;
    worker.on('message', (reply: AnalysisReply) => {
      if ('ready' in reply) {
        thread.ready = true;
        this.startTimer(index, thread);
        return;
      }
      const busy = thread.busy;
      if (!busy || busy.id !== reply.id) return;
      clearTimeout(busy.timer);
      thread.busy = null;
      this.settle(
        busy.pending,
        'error' in reply
          ? { error: new Error(`Text analysis failed: ${reply.error}`) }
          : { results: reply.results },
      );
      this.dispatch();
    });
    worker.on('error', (error) =>
      this.endThread(index, thread, `it crashed: ${error.message || String(error)}`),
    );
    worker.on('exit', (code) => this.endThread(index, thread, `it exited with code ${code}`));
    return thread;
  }

  /** Fails the request a thread held, ends the thread and lets a new one take the queue. */
  private endThread(index: number, thread: Thread, why: string): void {
    if (this.threads[index] !== thread) return;
    this.threads[index] = null;
    if (thread.busy) {
      clearTimeout(thread.busy.timer);
      this.settle(thread.busy.pending, {
        error: new AnalysisThreadError(`The text analysis thread stopped: ${why}.`),
      });
      thread.busy = null;
    }
    if (!this.closed) this.log.warn(`A text analysis thread ended (${why}); a new one starts.`);
    void thread.worker.terminate().catch(() => undefined);
    this.dispatch();
  }
}
