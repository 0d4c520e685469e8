import type { Server } from 'node:http';

/**
 * Keeps a test server's idle keep-alive connections open until the test stops
 * it. Node closes them after 5 s by default, and a client that reuses one at
 * that moment (a loaded CI machine, a pause between two calls) fails with
 * "other side closed": a flake, not a finding. `stop()` closes them all.
 */
export function keepIdleConnectionsOpen(server: Server): void {
  server.keepAliveTimeout = 10 * 60_000;
}
