// The entry of the embedded database's thread (see pglite-thread.ts): opens
// PGlite with pg_trgm, then runs the statements the main thread posts, one at
// a time in the order they come, and answers each by its id.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  type PGliteReply,
  type PGliteRequest,
  type PGliteThreadData,
  serializeError,
} from './pglite-thread-messages.js';

const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread of the server.');

const { dataDir, loadDataDir, wasmModule } = workerData as PGliteThreadData;

const pglite = await open();
if (pglite) {
  // PGlite queues its calls itself; each request is answered when its statement is done.
  port.on('message', (request: PGliteRequest) => {
    void answer(pglite, request)
      // A result that cannot be copied to the main thread fails its statement, not the thread.
      .then(({ reply, transfer }) => port.postMessage(reply, transfer))
      .catch((error: unknown) =>
        port.postMessage({ id: request.id, error: serializeError(error) } satisfies PGliteReply),
      );
  });
  port.postMessage({ ready: true } satisfies PGliteReply);
}

/** The database, or none when it cannot start (the main thread is told why; this thread then ends). */
async function open(): Promise<PGlite | undefined> {
  try {
    // pg_trgm backs the logs search indexes (migration 0005); PGlite loads it only when asked.
    return await PGlite.create(dataDir, {
      extensions: { pg_trgm },
      ...(wasmModule ? { pgliteWasmModule: wasmModule } : {}),
      ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
    });
  } catch (error) {
    port?.postMessage({ startFailed: serializeError(error) } satisfies PGliteReply);
    return undefined;
  }
}

async function answer(
  pglite: PGlite,
  request: PGliteRequest,
): Promise<{ reply: PGliteReply; transfer?: ArrayBuffer[] }> {
  switch (request.op) {
    case 'query': {
      const result = await pglite.query(request.sql, [...request.params], { rowMode: 'object' });
      return { reply: { id: request.id, rows: result.rows, affectedRows: result.affectedRows } };
    }
    case 'dump': {
      const tarball = await pglite.dumpDataDir('none');
      const dump = new Uint8Array(await tarball.arrayBuffer());
      return { reply: { id: request.id, dump }, transfer: [dump.buffer as ArrayBuffer] };
    }
    case 'close':
      // Flushes the data directory; the main thread ends the thread on this answer.
      await pglite.close();
      return { reply: { id: request.id, closed: true } };
  }
}
