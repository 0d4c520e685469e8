import net from 'node:net';

const loopbackHosts = new Set(['127.0.0.1', '::1', 'localhost', '::ffff:127.0.0.1']);

/** What a connection attempt names, from any of the shapes `Socket#connect` accepts. */
function connectTarget(args: unknown[]): { host?: string; port?: unknown; path?: string } {
  let first = args[0];
  // `net.connect()` passes its normalized arguments as one array: [options, callback].
  if (Array.isArray(first)) first = first[0];
  if (typeof first === 'object' && first !== null) {
    const options = first as { host?: unknown; port?: unknown; path?: unknown };
    return {
      ...(typeof options.host === 'string' ? { host: options.host } : {}),
      ...(typeof options.path === 'string' ? { path: options.path } : {}),
      port: options.port,
    };
  }
  if (typeof first === 'string' && !/^\d+$/.test(first)) return { path: first };
  return { port: first, ...(typeof args[1] === 'string' ? { host: args[1] } : {}) };
}

/** The guard of `blockNonLoopbackConnections`. */
export interface LoopbackGuard {
  /** `host:port` of every connection that was refused. */
  blocked: string[];
  restore(): void;
}

/**
 * Refuses every TCP connection that is not to this machine, for the whole
 * process (fetch, node:http and database drivers all connect through
 * `net.Socket`): the SDKs under test must never reach the internet, and an
 * attempt to phone home is recorded in `blocked` so a test can fail on it.
 * The refused socket fails like an unreachable host would.
 */
export function blockNonLoopbackConnections(): LoopbackGuard {
  const original = net.Socket.prototype.connect;
  const blocked: string[] = [];
  const guarded = function (this: net.Socket, ...args: unknown[]) {
    const target = connectTarget(args);
    const host = target.host ?? 'localhost';
    if (target.path === undefined && !loopbackHosts.has(host)) {
      blocked.push(`${host}:${String(target.port)}`);
      process.nextTick(() =>
        this.destroy(new Error(`Contract tests refuse connections outside this machine (${host})`)),
      );
      return this;
    }
    return (original as (...rest: unknown[]) => net.Socket).apply(this, args);
  };
  net.Socket.prototype.connect = guarded as typeof original;
  return {
    blocked,
    restore() {
      net.Socket.prototype.connect = original;
    },
  };
}
