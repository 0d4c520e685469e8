import { Agent, buildConnector, fetch as undiciFetch } from 'undici';
import { guardedLookup, literalHostRefusal, type ResolveAll } from './guarded-lookup.js';
import type { OutboundPrivateNetwork } from './outbound-policy.js';
import { privateNetworkRefusal } from './private-network-refused.js';

/** `fetch` as the callers (and openid-client, the AI SDK) use it. */
export type OutboundFetch = typeof globalThis.fetch;

const guardedFetches = new Map<ResolveAll | undefined, OutboundFetch>();

/**
 * The fetch for URLs that users type. With `allow` it is the global fetch;
 * with `refuse` it connects through an agent whose `lookup` refuses private
 * addresses at connection time (a literal IP host, which skips `lookup`, is
 * checked there too: the first hop and every redirect, one check for each),
 * and rejects with a `PrivateNetworkRefused` naming the host and address.
 * Redirects stay the caller's choice; each hop connects through the same agent.
 */
export function outboundFetch(
  policy: OutboundPrivateNetwork,
  options: { resolveAll?: ResolveAll } = {},
): OutboundFetch {
  if (policy === 'allow') return globalThis.fetch;
  const known = guardedFetches.get(options.resolveAll);
  if (known) return known;
  const connector = buildConnector({ lookup: guardedLookup(options.resolveAll) });
  const dispatcher = new Agent({
    // A literal IP host (first hop or a redirect) skips `lookup`: it is checked here.
    connect: (connectOptions, callback) => {
      const refused = literalHostRefusal(connectOptions.hostname);
      if (refused) {
        callback(refused, null);
        return;
      }
      connector(connectOptions, callback);
    },
  });
  const guarded = (async (input, init) => {
    try {
      // undici's own fetch with its own agent: the global fetch of other Node lines may not take this agent.
      const response = await undiciFetch(
        input as Parameters<typeof undiciFetch>[0],
        { ...init, dispatcher } as Parameters<typeof undiciFetch>[1],
      );
      return response as unknown as Response;
    } catch (error) {
      throw privateNetworkRefusal(error) ?? error;
    }
  }) as OutboundFetch;
  guardedFetches.set(options.resolveAll, guarded);
  return guarded;
}
