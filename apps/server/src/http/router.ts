import { OpenAPIHono } from '@hono/zod-openapi';
import { apiErrorSchema } from '@lookout/domain';
import type { z } from 'zod';
import type { AppEnv } from './app-env.js';

/** Formats zod issues as one readable sentence: `email: Enter a valid email address; …`. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) =>
      issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
}

/**
 * A router whose routes are declared with zod contracts: requests are
 * validated (400 `{ error: 'Invalid request', message }` naming each bad
 * field) and every route lands in the OpenAPI document.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        return c.json(
          { error: 'Invalid request', message: describeIssues(result.error.issues) },
          400,
        );
      }
    },
  });
}

/** A JSON body or response of an OpenAPI route. */
export function jsonContent<Schema extends z.ZodType>(schema: Schema, description: string) {
  return { content: { 'application/json': { schema } }, description };
}

/** A required JSON request body. */
export function jsonBody<Schema extends z.ZodType>(schema: Schema) {
  return { content: { 'application/json': { schema } }, required: true };
}

/**
 * The error body as one named component of the OpenAPI document: every operation refers to it
 * rather than repeating it (inlined, its ~1,500 copies were half the document and most of the
 * seconds Swagger UI took to show it).
 */
const apiErrorComponent = apiErrorSchema
  // zod binds `.openapi` to schemas made after this module's import of @hono/zod-openapi added it;
  // the domain's schema may be older, its clone is not.
  .clone()
  .openapi('ApiError');

const error = (description: string) => jsonContent(apiErrorComponent, description);

/** The error answers most routes can give, for the OpenAPI document. */
export const errorResponses = {
  400: error('The request is invalid; the message names each bad field.'),
  401: error('Not signed in: "Session expired" or "Invalid access token".'),
  403: error('The caller may not do this.'),
  404: error('Not found, or not visible to the caller.'),
  409: error('Conflicts with what is stored (for example an email already registered).'),
  429: error('Too many requests: retry in one minute.'),
  503: error(
    "The database is unreachable, or every connection to it is busy (code database_unavailable): retry after the Retry-After header's seconds.",
  ),
} as const;

/** A 204 answer. */
export const noContent = { 204: { description: 'Done; no content.' } } as const;
