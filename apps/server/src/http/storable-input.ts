import type { MiddlewareHandler } from 'hono';
import { isStorableText } from '../db/postgres-safe.js';
import { ApiError } from './api-error.js';
import type { AppEnv } from './app-env.js';

/**
 * Where in a JSON value the first text PostgreSQL cannot store is (a string
 * or a key with NUL or a lone surrogate), as a path like `filters.0.name`;
 * undefined when there is none. Iterative, so deep values cannot overflow the stack.
 * @example unstorableTextPath({ name: 'a\u0000' }) // 'name'
 */
export function unstorableTextPath(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  const at = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (pending.length > 0) {
    const [current, path] = pending.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (!isStorableText(current)) return path || 'body';
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        pending.push([item, at(path, String(index))]);
      });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (!isStorableText(key)) return at(path, JSON.stringify(key).slice(1, -1));
        pending.push([item, at(path, key)]);
      }
    }
  }
  return undefined;
}

const refusal = (where: string) =>
  new ApiError(
    400,
    'Invalid request',
    `${where} contains a NUL character or an unpaired surrogate, which cannot be stored.`,
  );

/**
 * Refuses a dashboard or auth request whose query or JSON body holds text
 * PostgreSQL refuses, naming the field, before any route reads it (SDK
 * ingestion cleans such text instead: an SDK cannot fix what it sent).
 * The body is read as text, which Hono caches for the route, so a raw-body
 * reader (the Stripe webhook's signature) sees the bytes unchanged.
 */
export const refuseUnstorableText: MiddlewareHandler<AppEnv> = async (c, next) => {
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (!isStorableText(name) || values.some((value) => !isStorableText(value)))
      throw refusal(`Query parameter ${JSON.stringify(name)}`);
  }
  if (c.req.header('content-type')?.toLowerCase().includes('json')) {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return next(); // the route answers unreadable JSON itself
    }
    const path = unstorableTextPath(body);
    if (path !== undefined) throw refusal(`Field ${path}`);
  }
  await next();
};
