import { SamlMetadataProblem } from './read-saml-metadata.js';

/** How long an identity provider's metadata URL has to answer, and how large its document may be. */
export const samlMetadataFetchLimits = { timeoutMs: 10_000, maxBytes: 500_000 } as const;

/**
 * Downloads an identity provider's metadata document. Throws
 * {@link SamlMetadataProblem} when the URL does not answer in time, answers
 * an error status, or sends more than `maxBytes`.
 */
export async function fetchSamlMetadata(
  url: string,
  limits: { timeoutMs: number; maxBytes: number } = samlMetadataFetchLimits,
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' },
      signal: AbortSignal.timeout(limits.timeoutMs),
    });
  } catch (error) {
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
