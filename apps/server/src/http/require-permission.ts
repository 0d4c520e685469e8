import { type Action, can, type Resource } from '@lookout/rbac';
import { createMiddleware } from 'hono/factory';
import { ApiError } from './api-error.js';
import type { AppEnv, Caller } from './app-env.js';

/**
 * Resources a project's private key (and the org key) may use on any route:
 * the project's data. Org administration (members, billing, keys, org
 * settings, cost mappings) needs a person.
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
  /**
   * The project's public key may call this route too. Only what SDKs do with it: ingestion,
   * feedback and scores, reading templates and datasets.
   */
  publicKey?: boolean;
  /**
   * The route acts on one project only, the one the route checks with `assertProjectAccess` or
   * `projectScope` (its name, its ingestion rules): a project's private key may call it for its
   * own project even though the resource (`projects`, `settings`) is otherwise org administration.
   */
  ownProject?: boolean;
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
      return caller.keyType === 'private'
        ? keyResources.has(resource) || options.ownProject === true
        : options.publicKey === true;
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
    assertCallerCan(c.var.caller, resource, action, options);
    await next();
  });
}

/**
 * Throws the guard's 403 when `caller` may not perform `action` on `resource`: for checks that
 * depend on the request's body (saving a draft needs `create_draft`, deploying `update`).
 */
export function assertCallerCan(
  caller: Caller,
  resource: Resource,
  action: Action,
  options: PermissionOptions = {},
): void {
  if (callerCan(caller, resource, action, options)) return;
  if (isPublicKey(caller)) throw publicKeyRefused();
  const who = caller.kind === 'account' ? `Your role (${caller.role})` : 'This API key';
  throw new ApiError(403, 'Forbidden', `${who} may not ${action.replace('_', ' ')} ${resource}.`);
}

/**
 * For routes open to every caller but the project's public key (listing projects, reading a
 * project's keys): the public key ships inside client apps, so it may only do what SDKs do.
 */
export const refusePublicKey = createMiddleware<AppEnv>(async (c, next) => {
  if (isPublicKey(c.var.caller)) throw publicKeyRefused();
  await next();
});

function isPublicKey(caller: Caller): boolean {
  return caller.kind === 'project-key' && caller.keyType === 'public';
}

const publicKeyRefused = () =>
  new ApiError(
    403,
    'Forbidden',
    'The public key may only send events, feedback and scores. Use the private key for the project API.',
  );
