import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An error the API answers as `{ error, message }` with `status`.
 * Throw it from a route; the app's error handler turns it into the response.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly title: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
