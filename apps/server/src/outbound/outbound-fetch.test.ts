import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResolveAll } from './guarded-lookup.js';
import { outboundFetch } from './outbound-fetch.js';
import { PrivateNetworkRefused } from './private-network-refused.js';

describe('outboundFetch', () => {
  let server: Server;
  let port: number;
  let hits = 0;
  // A resolver standing in for DNS: internal.example answers a private address.
  const resolveAll: ResolveAll = (hostname, callback) => {
    if (hostname === 'internal.example') callback(null, [{ address: '10.0.0.5', family: 4 }]);
    else if (hostname === 'loopback.example')
      callback(null, [{ address: '::ffff:127.0.0.1', family: 6 }]);
    else callback(Object.assign(new Error(`${hostname} unknown`), { code: 'ENOTFOUND' }), []);
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      hits += 1;
      if (request.url === '/redirect') {
        response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/plain' }).end('hello');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  it('reaches a server on this machine when private addresses are allowed (self-hosted)', async () => {
    const response = await outboundFetch('allow')(`http://127.0.0.1:${port}/`);
    expect(await response.text()).toBe('hello');
  });

  it.each([
    [
      'a literal loopback address',
      () => `http://127.0.0.1:${port}/`,
      '127.0.0.1 is a private network address',
    ],
    [
      'the cloud metadata service',
      () => 'http://169.254.169.254/latest/meta-data/',
      '169.254.169.254 is a private network address',
    ],
    ['an IPv6 loopback', () => `http://[::1]:${port}/`, '::1 is a private network address'],
    [
      'localhost',
      () => `http://localhost:${port}/`,
      'localhost resolves to a private network address',
    ],
  ])('refuses %s before sending anything', async (_name, url, message) => {
    const before = hits;
    const refused = outboundFetch('refuse')(url(), { signal: AbortSignal.timeout(5_000) });
    await expect(refused).rejects.toBeInstanceOf(PrivateNetworkRefused);
    await expect(refused).rejects.toThrow(message);
    await expect(refused).rejects.toThrow('the cloud edition only calls public addresses');
    expect(hits).toBe(before);
  });

  it.each([
    ['internal.example', 'internal.example resolves to a private network address (10.0.0.5)'],
    [
      'loopback.example',
      'loopback.example resolves to a private network address (::ffff:127.0.0.1)',
    ],
  ])(
    'refuses %s, whose name resolves to a private address, at connection time',
    async (host, message) => {
      const refused = outboundFetch('refuse', { resolveAll })(`http://${host}:${port}/`, {
        signal: AbortSignal.timeout(5_000),
      });
      await expect(refused).rejects.toThrow(message);
    },
  );

  it('refuses a redirect to a private address', async () => {
    // The first hop is allowed by a resolver that says public for the test's own server.
    const toLoopback: ResolveAll = (_hostname, callback) =>
      callback(null, [{ address: '127.0.0.1', family: 4 }]);
    const first = outboundFetch('allow')(`http://127.0.0.1:${port}/redirect`, {
      redirect: 'manual',
    });
    expect((await first).status).toBe(302);
    const followed = outboundFetch('refuse', { resolveAll: toLoopback })(
      `http://127.0.0.1:${port}/redirect`,
    );
    await expect(followed).rejects.toBeInstanceOf(PrivateNetworkRefused);
  });
});
