import type { Context } from 'hono';
import { ApiError } from './api-error.js';
import type { AccountCaller, AppEnv } from './app-env.js';

/** The signed-in person behind the request; calls made with an API key are refused. */
export function requireAccount(c: Context<AppEnv>): AccountCaller {
  const caller = c.var.caller;
  if (caller.kind !== 'account') {
    throw new ApiError(403, 'Forbidden', 'This call needs a signed-in user, not an API key.');
  }
  return caller;
}
