import { type LookupFunction, Socket } from 'node:net';
import { guardedLookup, literalHostRefusal, type ResolveAll } from './guarded-lookup.js';
import { PrivateNetworkRefused } from './private-network-refused.js';

/**
 * A TCP socket for a client library that connects by itself (`pg`'s
 * `stream` option) and refuses private addresses the way `outboundFetch`
 * does: a literal private IP at `connect`, a host name whose addresses are
 * private through the guarded `lookup` (the address checked is the one
 * connected to), and a Unix socket path, which is always on this machine.
 * The refusal is the socket's `error`, a {@link PrivateNetworkRefused}.
 */
class GuardedSocket extends Socket {
  constructor(private readonly lookup: LookupFunction) {
    super();
  }

  private refuse(error: PrivateNetworkRefused): this {
    process.nextTick(() => this.destroy(error));
    return this;
  }

  // pg calls `connect(port, host)`, or `connect(path)` for a Unix socket.
  override connect(...args: unknown[]): this {
    const [first, second] = args;
    if (typeof first === 'string' && !/^\d+$/.test(first)) {
      return this.refuse(new PrivateNetworkRefused(first, first));
    }
    if (typeof first === 'number' || typeof first === 'string') {
      const host = typeof second === 'string' && second !== '' ? second : 'localhost';
      const refused = literalHostRefusal(host);
      if (refused) return this.refuse(refused);
      return super.connect({
        port: Number(first),
        host: host.replace(/^\[|\]$/g, ''),
        lookup: this.lookup,
      });
    }
    return super.connect(...(args as Parameters<Socket['connect']>));
  }
}

/** Makes a socket that refuses private addresses, for each connection a client opens. */
export function guardedSocketFactory(resolveAll?: ResolveAll): () => Socket {
  const lookup = guardedLookup(resolveAll);
  return () => new GuardedSocket(lookup);
}
