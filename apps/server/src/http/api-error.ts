import type { ApiErrorCode } from '@lookout/domain';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An error the API answers as `{ error, message, code?, feature? }` with `status`.
 * Throw it from a route; the app's error handler turns it into the response.
 */
export class ApiError extends Error {
  /** Headers the answer carries besides the body (for example `Retry-After`). */
  readonly headers: Record<string, string> = {};

  constructor(
    readonly status: ContentfulStatusCode,
    readonly title: string,
    message: string,
    readonly reason?: { code: ApiErrorCode; feature?: string },
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The JSON body of the answer. */
  toBody() {
    return { error: this.title, message: this.message, ...this.reason };
  }
}

/**
 * The org's plan lacks a feature (cloud edition, DESIGN §11); the web app opens the upgrade
 * dialog marking `feature`'s row.
 */
export function planRequiredError(feature: string, message: string): ApiError {
  return new ApiError(403, 'Upgrade required', message, { code: 'plan_required', feature });
}

/** A plan limit was reached; the web app opens the upgrade dialog for `feature`. */
export function planLimitError(feature: string, message: string): ApiError {
  return new ApiError(403, 'Plan limit reached', message, { code: 'plan_limit', feature });
}
