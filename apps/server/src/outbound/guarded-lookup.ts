import dns from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { privateAddressRange } from './private-address.js';
import { PrivateNetworkRefused } from './private-network-refused.js';

/** A resolver with the shape of `dns.lookup` asked for every address. */
export type ResolveAll = (
  hostname: string,
  callback: (error: Error | null, addresses: dns.LookupAddress[]) => void,
) => void;

const systemResolveAll: ResolveAll = (hostname, callback) =>
  dns.lookup(hostname, { all: true }, callback);

/**
 * The refusal of a literal private IP host (`10.0.0.5`, `[::1]`), which
 * `net.connect` reaches without calling `lookup`; undefined for a name or a
 * public address.
 */
export function literalHostRefusal(host: string): PrivateNetworkRefused | undefined {
  const bare = host.replace(/^\[|\]$/g, '');
  return isIP(bare) && privateAddressRange(bare) !== undefined
    ? new PrivateNetworkRefused(bare, bare)
    : undefined;
}

/**
 * A `lookup` for `net.connect` that resolves the host and refuses the
 * connection when any of its addresses is private, so the address that is
 * checked is the one connected to (a DNS answer that changes between a check
 * and the connection cannot slip through).
 */
export function guardedLookup(resolveAll: ResolveAll = systemResolveAll): LookupFunction {
  return (hostname, options, callback) => {
    resolveAll(hostname, (error, found) => {
      if (error) {
        callback(error, '', 0);
        return;
      }
      const wanted = options.family === 4 || options.family === 6 ? options.family : undefined;
      const addresses = wanted ? found.filter((entry) => entry.family === wanted) : found;
      const refused = addresses.find((entry) => privateAddressRange(entry.address) !== undefined);
      if (refused) {
        callback(new PrivateNetworkRefused(hostname, refused.address), '', 0);
        return;
      }
      const first = addresses[0];
      if (!first) {
        const missing = Object.assign(new Error(`${hostname} has no address`), {
          code: 'ENOTFOUND',
        });
        callback(missing, '', 0);
        return;
      }
      if (options.all) {
        (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      } else {
        callback(null, first.address, first.family);
      }
    });
  };
}
