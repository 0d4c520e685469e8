/** A server-side request to a user-given URL was refused because its host is not public. */
export class PrivateNetworkRefused extends Error {
  override name = 'PrivateNetworkRefused';

  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(
      host === address
        ? `${host} is a private network address; the cloud edition only calls public addresses`
        : `${host} resolves to a private network address (${address}); the cloud edition only calls public addresses`,
    );
  }
}

/** The refusal behind a failed fetch (undici wraps it in `TypeError: fetch failed`), if any. */
export function privateNetworkRefusal(error: unknown): PrivateNetworkRefused | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof PrivateNetworkRefused) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
