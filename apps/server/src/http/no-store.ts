import type { MiddlewareHandler } from 'hono';

/** API answers the same for everyone and that never carry account data: cacheable. */
const publicPaths = [/^\/v1\/version$/, /^\/v1\/openapi\.json$/, /^\/v1\/docs(\/|$)/];

/**
 * `Cache-Control: no-store` on API answers (runs, keys, tokens, account data), so neither the
 * browser's disk cache nor a proxy keeps them after sign-out, and no ETag that would let a
 * cache revalidate them (ASVS 8.2.1).
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  if (publicPaths.some((path) => path.test(c.req.path))) return;
  c.res.headers.set('Cache-Control', 'no-store');
  c.res.headers.delete('ETag');
};
