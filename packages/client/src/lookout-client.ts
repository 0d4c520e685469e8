import { type VersionResponse, versionResponseSchema } from '@lookout/domain';

/** How the client reaches the server. */
export interface LookoutClientOptions {
  /** Origin of the Lookout server, for example `http://127.0.0.1:3333`; empty for same-origin. */
  baseUrl?: string;
  /** The fetch implementation; defaults to the global one at call time. */
  fetch?: typeof fetch;
}

/** An error answered by the server, carrying its `error` title and `message`. */
export class LookoutApiError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    message: string,
  ) {
    super(message);
    this.name = 'LookoutApiError';
  }
}

/**
 * Creates a typed client for the Lookout API.
 *
 * @example
 * const lookout = createLookoutClient({ baseUrl: 'http://127.0.0.1:3333' });
 * const { version } = await lookout.getVersion();
 */
export function createLookoutClient(options: LookoutClientOptions = {}) {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const doFetch = (input: string, init?: RequestInit) => (options.fetch ?? fetch)(input, init);

  async function getJson(path: string): Promise<unknown> {
    const response = await doFetch(`${baseUrl}/v1${path}`, {
      headers: { accept: 'application/json' },
    });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const { error, message } = (body ?? {}) as { error?: string; message?: string };
      throw new LookoutApiError(
        response.status,
        error ?? `HTTP ${response.status}`,
        message ?? response.statusText,
      );
    }
    return body;
  }

  return {
    /** `GET /v1/version`. */
    async getVersion(): Promise<VersionResponse> {
      return versionResponseSchema.parse(await getJson('/version'));
    },
  };
}

export type LookoutClient = ReturnType<typeof createLookoutClient>;
