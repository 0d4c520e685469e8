import { describe, expect, it } from 'vitest';
import type { ResolveAll } from './guarded-lookup.js';
import { guardedSocketFactory } from './guarded-socket.js';
import { PrivateNetworkRefused } from './private-network-refused.js';

/** The error a socket ends with after `connect(...args)`. */
function connectError(resolveAll: ResolveAll, ...args: [number, string] | [string]) {
  const socket = guardedSocketFactory(resolveAll)();
  return new Promise<Error>((resolve, reject) => {
    socket.once('error', resolve);
    socket.once('connect', () => {
      socket.destroy();
      reject(new Error('connected'));
    });
    (socket.connect as (...a: unknown[]) => unknown)(...args);
  });
}

describe('guardedSocketFactory', () => {
  const asked: string[] = [];
  const resolveAll: ResolveAll = (hostname, callback) => {
    asked.push(hostname);
    if (hostname === 'internal.example') callback(null, [{ address: '10.0.0.5', family: 4 }]);
    else callback(Object.assign(new Error(`${hostname} unknown`), { code: 'ENOTFOUND' }), []);
  };

  it.each([
    ['a literal private address', [5432, '10.1.2.3'], '10.1.2.3 is a private network address'],
    ['the cloud metadata service', [80, '169.254.169.254'], '169.254.169.254 is a private'],
    ['an IPv6 loopback', [5432, '::1'], '::1 is a private network address'],
    ['a Unix socket', ['/var/run/postgresql/.s.PGSQL.5432'], '.s.PGSQL.5432 is a private'],
    [
      'a name that resolves to a private address',
      [5432, 'internal.example'],
      'internal.example resolves to a private network address (10.0.0.5)',
    ],
  ] as const)('refuses %s', async (_name, args, message) => {
    const error = await connectError(resolveAll, ...(args as [number, string] | [string]));
    expect(error).toBeInstanceOf(PrivateNetworkRefused);
    expect(error.message).toContain(message);
    expect(error.message).toContain('the cloud edition only calls public addresses');
  });

  it('resolves other names through the guarded lookup, at connection time', async () => {
    asked.length = 0;
    const error = await connectError(resolveAll, 5432, 'warehouse.example');
    expect(error).not.toBeInstanceOf(PrivateNetworkRefused);
    expect((error as Error & { code?: string }).code).toBe('ENOTFOUND');
    expect(asked).toEqual(['warehouse.example']);
  });
});
