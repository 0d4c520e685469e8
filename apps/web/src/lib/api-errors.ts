import { LookoutApiError } from '@lookout/client';

/** True for an error the server answered (with its status, title, message and code). */
export function isApiError(error: unknown): error is LookoutApiError {
  return error instanceof LookoutApiError;
}

/** The message to show for any failure: the server's sentence, or a generic one. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong';
}
