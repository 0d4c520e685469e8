import { type Action, can, type Resource } from '@lookout/rbac';
import { createMiddleware } from 'hono/factory';
import { ApiError } from './api-error.js';
import type { AppEnv, Caller } from './app-env.js';

/**
 * Resources a project's private key (and the org key) may use: the project
 * API. Org administration — members, billing, keys, settings — needs a person.
 */
const keyResources = new Set<Resource>([
  'logs',
  'users',
  'prompts',
  'datasets',
  'checklists',
  'evaluations',
  'enrichments',
  'dashboards',
  'charts',
  'analytics',
]);

/** Options of a permission check. */
export interface PermissionOptions {
  /** The project's public key may call this route too (ingestion, reading templates and datasets). */
  publicKey?: boolean;
}

/** Whether `caller` may perform `action` on `resource` (the one rule the guard and tests share). */
export function callerCan(
  caller: Caller,
  resource: Resource,
  action: Action,
  options: PermissionOptions = {},
): boolean {
  switch (caller.kind) {
    case 'account':
      return can(caller.role, resource, action);
    case 'org-key':
      return keyResources.has(resource);
    case 'project-key':
      return caller.keyType === 'private' ? keyResources.has(resource) : options.publicKey === true;
  }
}

/**
 * Guards a route with the RBAC matrix of @lookout/rbac: 403 when the caller's
 * role (or key) may not perform `action` on `resource`.
 */
export function requirePermission(
  resource: Resource,
  action: Action,
  options: PermissionOptions = {},
) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const caller = c.var.caller;
    if (!callerCan(caller, resource, action, options)) {
      const who = caller.kind === 'account' ? `Your role (${caller.role})` : 'This API key';
      throw new ApiError(
        403,
        'Forbidden',
        `${who} may not ${action.replace('_', ' ')} ${resource}.`,
      );
    }
    await next();
  });
}
