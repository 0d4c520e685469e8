import type { ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FakeProviderMode } from './fake-provider-modes.js';

/** Starts a server-sent event stream. */
export function openEventStream(response: ServerResponse): void {
  response.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
}

/** One SSE frame: an optional `event:` line and the JSON (or raw) data. */
export function sendEvent(response: ServerResponse, data: unknown, event?: string): void {
  const text = typeof data === 'string' ? data : JSON.stringify(data);
  response.write(`${event ? `event: ${event}\n` : ''}data: ${text}\n\n`);
}

/**
 * Streams `pieces` through `send`, as the mode says: all of them; the first
 * two and then a cut connection (`false` returned: the caller stops); or one a
 * second after the first (`slow`). Stops early when the client went away.
 */
export async function streamPieces(
  response: ServerResponse,
  mode: FakeProviderMode,
  pieces: readonly string[],
  send: (piece: string) => void,
): Promise<boolean> {
  for (const [index, piece] of pieces.entries()) {
    if (response.destroyed) return false;
    if (mode === 'cut' && index === 2) {
      // Let the words sent so far reach the client, then break the connection.
      await sleep(50);
      response.socket?.destroy();
      return false;
    }
    if (mode === 'slow' && index > 0) await sleep(1000);
    send(piece);
  }
  return !response.destroyed;
}
