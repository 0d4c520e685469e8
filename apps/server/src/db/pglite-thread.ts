import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  type CompiledWasm,
  deserializeError,
  type PGliteReply,
  type PGliteRequest,
  type PGliteThreadData,
} from './pglite-thread-messages.js';

/** What a statement returns: its rows as objects, and the rows an insert, update or delete touched. */
export interface PGliteQueryResult<R> {
  rows: R[];
  affectedRows?: number | undefined;
}

/** What the Kysely dialect needs of the embedded database. */
export interface PGliteQueryable {
  query<R>(
    sql: string,
    params: readonly unknown[],
    options: { rowMode: 'object' },
  ): Promise<PGliteQueryResult<R>>;
}

/**
 * The embedded database thread stopped (it crashed or exited) or is closed:
 * every statement waiting and every later one fails with it. Its SQLSTATE,
 * connection failure, makes requests answer 503 like an unreachable PostgreSQL.
 */
export class PGliteThreadError extends Error {
  override name = 'PGliteThreadError';
  readonly code = '08006';
}

/** How a thread is started; tests start failing ones. */
export type SpawnPGliteWorker = (data: PGliteThreadData, transfer: ArrayBuffer[]) => Worker;

/**
 * Starts `pglite-worker` from the build, or from the sources (tests, `pnpm dev`) through
 * tsx's loader, registered in the thread before the entry is imported (as the text analysis
 * threads do).
 */
export function spawnPGliteWorker(data: PGliteThreadData, transfer: ArrayBuffer[]): Worker {
  const options = { workerData: data, transferList: transfer };
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./pglite-worker.js', import.meta.url), options);
  const entry = JSON.stringify(new URL('./pglite-worker.ts', import.meta.url).href);
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${entry}); })`,
    { ...options, eval: true },
  );
}

/** `T` without its id, for each kind of request (the client numbers requests). */
type Unnumbered<T> = T extends unknown ? Omit<T, 'id'> : never;

const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<CompiledWasm> };
};
let compiled: Promise<CompiledWasm | undefined> | undefined;

/**
 * PGlite's WebAssembly, compiled once (off the event loop, by V8's compiler threads) and
 * shared by every thread this process starts: a thread compiling its own takes a few hundred
 * milliseconds more, which a test suite opening hundreds of databases would pay each time.
 * None if it cannot be read: the thread then compiles its own.
 */
function compiledPGliteWasm(): Promise<CompiledWasm | undefined> {
  compiled ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    return wasm.compile(await readFile(path.join(path.dirname(entry), 'pglite.wasm')));
  })().catch(() => undefined);
  return compiled;
}

interface Pending {
  resolve(reply: PGliteReply): void;
  reject(error: Error): void;
}

/** Where the thread's database starts from. */
export interface PGliteThreadOptions {
  /** The data directory; none keeps the database in memory. */
  dataDir?: string | undefined;
  /** A data directory tarball (`dump`) to start from instead of an empty cluster. */
  loadDataDir?: Blob | Uint8Array | undefined;
  spawn?: SpawnPGliteWorker;
}

/**
 * The embedded PGlite database, run in a worker thread of its own (issue 18):
 * PGlite executes SQL in WebAssembly synchronously, so in the server's thread
 * every statement, and the parsing of its result, held the event loop that
 * answers HTTP. Here the main thread only posts a statement and receives its
 * rows (structured clone keeps Dates, BigInts, byte arrays and parsed JSON as
 * PGlite made them); the thread runs statements in the order posted. Errors
 * cross with their SQLSTATE `code`, `detail`, `constraint` and the other
 * fields PostgreSQL sets. A thread that crashes or exits fails every waiting
 * and later statement with `PGliteThreadError`; `close` still resolves.
 */
export class PGliteThread implements PGliteQueryable {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  /** Why statements fail from now on, once the thread has stopped (or is closed). */
  private stopped: PGliteThreadError | undefined;
  /** Why new statements fail while the database closes. */
  private refusing: PGliteThreadError | undefined;
  private closing: Promise<void> | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: PGliteReply) => {
      if (!('id' in reply)) return;
      const pending = this.pending.get(reply.id);
      if (!pending) return;
      this.forget(reply.id);
      if ('error' in reply) pending.reject(deserializeError(reply.error));
      else pending.resolve(reply);
    });
    worker.on('error', (error) => this.stop(`it crashed: ${error.message || String(error)}`));
    worker.on('exit', (code) => this.stop(`it exited with code ${code}`));
  }

  /** Starts the thread and opens the database in it; rejects with PGlite's reason if it cannot. */
  static async start(options: PGliteThreadOptions = {}): Promise<PGliteThread> {
    const loadDataDir =
      options.loadDataDir instanceof Blob
        ? new Uint8Array(await options.loadDataDir.arrayBuffer())
        : options.loadDataDir;
    // A tarball read from a Blob is this call's own copy: it moves to the thread uncopied.
    const transfer =
      loadDataDir && options.loadDataDir instanceof Blob ? [loadDataDir.buffer as ArrayBuffer] : [];
    const worker = (options.spawn ?? spawnPGliteWorker)(
      { dataDir: options.dataDir, loadDataDir, wasmModule: await compiledPGliteWasm() },
      transfer,
    );
    await new Promise<void>((resolve, reject) => {
      const onMessage = (reply: PGliteReply) => {
        if ('ready' in reply) {
          done();
          resolve();
        } else if ('startFailed' in reply) {
          done();
          void worker.terminate();
          reject(deserializeError(reply.startFailed));
        }
      };
      const onError = (error: Error) => {
        done();
        void worker.terminate();
        reject(
          new PGliteThreadError(`The embedded database thread did not start: ${error.message}`),
        );
      };
      const onExit = (code: number) => {
        done();
        reject(
          new PGliteThreadError(
            `The embedded database thread exited with code ${code} while starting.`,
          ),
        );
      };
      const done = () => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
    });
    const thread = new PGliteThread(worker);
    // An idle thread never keeps the process alive (as PGlite in the main thread did not);
    // one with a statement under way does.
    worker.unref();
    return thread;
  }

  async query<R>(sql: string, params: readonly unknown[]): Promise<PGliteQueryResult<R>> {
    const reply = await this.request({ op: 'query', sql, params });
    if (!('rows' in reply)) throw new Error('The embedded database thread answered out of turn.');
    return { rows: reply.rows as R[], affectedRows: reply.affectedRows };
  }

  /** The data directory as an uncompressed tarball, to start another database from (`loadDataDir`). */
  async dumpDataDir(): Promise<Blob> {
    const reply = await this.request({ op: 'dump' });
    if (!('dump' in reply)) throw new Error('The embedded database thread answered out of turn.');
    return new Blob([reply.dump as Uint8Array<ArrayBuffer>]);
  }

  /**
   * Closes the database (PGlite flushes its data directory) after the statements already
   * posted, then ends the thread. Resolves even when the thread has stopped.
   */
  close(): Promise<void> {
    this.closing ??= (async () => {
      if (!this.stopped) {
        const closed = this.request({ op: 'close' });
        // Statements posted from now on fail at once instead of reaching a closed database.
        this.refusing = new PGliteThreadError('The embedded database is closed.');
        try {
          await closed;
        } catch (error) {
          // A thread that stops while closing has nothing left to flush; PGlite's own failure is told.
          if (!(error instanceof PGliteThreadError)) throw error;
        } finally {
          this.stop('the database is closed');
        }
      }
      await this.worker.terminate();
    })();
    return this.closing;
  }

  private request(request: Unnumbered<PGliteRequest>): Promise<PGliteReply> {
    const refused = this.stopped ?? this.refusing;
    if (refused) return Promise.reject(refused);
    const id = this.nextId++;
    return new Promise<PGliteReply>((resolve, reject) => {
      try {
        this.worker.postMessage({ ...request, id } as PGliteRequest);
      } catch (error) {
        // A parameter that cannot be cloned (a function, a class instance with private state).
        reject(error);
        return;
      }
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
    });
  }

  private forget(id: number): void {
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker.unref();
  }

  /** Fails every waiting statement, and every later one, with why the thread stopped. */
  private stop(why: string): void {
    if (this.stopped) return;
    this.stopped = new PGliteThreadError(`The embedded database thread stopped: ${why}.`);
    for (const [id, pending] of this.pending) {
      this.forget(id);
      pending.reject(this.stopped);
    }
  }
}
