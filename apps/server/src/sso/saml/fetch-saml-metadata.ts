import type { OutboundFetch } from '../../outbound/outbound-fetch.js';
import { privateNetworkRefusal } from '../../outbound/private-network-refused.js';
import { SamlMetadataProblem } from './read-saml-metadata.js';

/** How long an identity provider's metadata URL has to answer, and how large its document may be. */
export const samlMetadataFetchLimits = { timeoutMs: 10_000, maxBytes: 500_000 } as const;

/**
 * Downloads an identity provider's metadata document. Throws
 * {@link SamlMetadataProblem} when the URL does not answer in time, answers
 * an error status, sends more than `maxBytes`, or points at an address that
 * `fetchUrl` (the server's outbound fetch) refuses.
 */
export async function fetchSamlMetadata(
  url: string,
  limits: { timeoutMs: number; maxBytes: number } = samlMetadataFetchLimits,
  fetchUrl: OutboundFetch = fetch,
): Promise<string> {
  let response: Response;
  try {
    response = await fetchUrl(url, {
      headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' },
      signal: AbortSignal.timeout(limits.timeoutMs),
    });
  } catch (error) {
    const refused = privateNetworkRefusal(error);
    if (refused) throw new SamlMetadataProblem(`The metadata URL is refused: ${refused.message}.`);
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new SamlMetadataProblem(
      timedOut
        ? `The metadata URL did not answer within ${limits.timeoutMs / 1000} seconds.`
        : `The metadata URL did not answer (${error instanceof Error && error.cause instanceof Error ? error.cause.message : 'connection failed'}).`,
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new SamlMetadataProblem(`The metadata URL answered HTTP ${response.status}.`);
  }
  const tooLarge = new SamlMetadataProblem(
    `The metadata document is larger than ${limits.maxBytes / 1000} kB.`,
  );
  if (Number(response.headers.get('content-length') ?? 0) > limits.maxBytes) {
    await response.body?.cancel();
    throw tooLarge;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  try {
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      size += chunk.value.byteLength;
      if (size > limits.maxBytes) {
        await reader?.cancel();
        throw tooLarge;
      }
      chunks.push(chunk.value);
    }
  } catch (error) {
    if (error === tooLarge) throw error;
    throw new SamlMetadataProblem('The metadata URL stopped answering before the document ended.');
  }
  return Buffer.concat(chunks).toString('utf8');
}
