/** A compiled `WebAssembly.Module` (a Node global that the Node 20 typings leave out). */
export type CompiledWasm = object;

/** What the database thread is started with (`workerData`). */
export interface PGliteThreadData {
  /** The data directory; none keeps the database in memory. */
  dataDir?: string | undefined;
  /** A data directory tarball (`dumpDataDir`) to start from instead of an empty cluster. */
  loadDataDir?: Uint8Array | undefined;
  /** PGlite's WebAssembly, compiled once per process: each new thread would compile it again. */
  wasmModule?: CompiledWasm | undefined;
}

/** What the main thread posts: one statement, a dump of the data directory, or the end. */
export type PGliteRequest =
  | { id: number; op: 'query'; sql: string; params: readonly unknown[] }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

/**
 * A PostgreSQL error as it crosses threads: its message and every field the
 * server reads (`code` is the SQLSTATE; `detail`, `constraint`, `table`…).
 * Structured clone keeps an Error's message only, so the fields travel apart.
 */
export interface SerializedError {
  name: string;
  message: string;
  stack?: string | undefined;
  fields: Record<string, string | number | boolean>;
}

/** What the thread answers: ready (once, first) or why it could not start, then one reply per request. */
export type PGliteReply =
  | { ready: true }
  | { startFailed: SerializedError }
  | { id: number; rows: unknown[]; affectedRows: number | undefined }
  | { id: number; dump: Uint8Array }
  | { id: number; closed: true }
  | { id: number; error: SerializedError };

/** `error` with its own scalar fields, ready for `postMessage`. */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: SerializedError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

/** The error `serializeError` described, rebuilt on this side with the same fields. */
export function deserializeError(serialized: SerializedError): Error {
  const error = Object.assign(new Error(serialized.message), serialized.fields);
  Object.defineProperty(error, 'name', {
    value: serialized.name,
    configurable: true,
    writable: true,
  });
  if (serialized.stack) error.stack = serialized.stack;
  return error;
}
