import type { Server } from 'node:http';

/**
 * Counts the requests `server` is answering, so shutdown can let them finish
 * (and their ingestion writes commit) before closing their connections.
 */
export function trackInFlightRequests(server: Server) {
  let active = 0;
  const onIdle = new Set<() => void>();
  server.on('request', (_request, response) => {
    active += 1;
    // 'close' fires once the answer is sent, or when the client went away.
    response.once('close', () => {
      active -= 1;
      if (active === 0) for (const notify of onIdle) notify();
    });
  });
  return {
    get active() {
      return active;
    },
    /** Resolves true once no request is in flight, false when `timeoutMs` passes first. */
    whenIdle(timeoutMs: number): Promise<boolean> {
      if (active === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const done = (idle: boolean) => {
          clearTimeout(timer);
          onIdle.delete(notify);
          resolve(idle);
        };
        const notify = () => done(true);
        const timer = setTimeout(() => done(false), timeoutMs);
        onIdle.add(notify);
      });
    },
  };
}
