import { type Action, isAction } from './actions.js';
import { permissionMatrix } from './permission-matrix.js';
import { isResource } from './resources.js';
import { isRole } from './roles.js';

/**
 * True when `role` may perform `action` on `resource`. Anything unknown or absent is denied, so
 * strings straight from a request or a token are safe to pass.
 *
 * @example
 * can('member', 'prompts', 'create') // true
 * can('viewer', 'prompts', 'read')   // false
 * can('root', 'logs', 'read')        // false
 */
export function can(role: unknown, resource: unknown, action: unknown): boolean {
  if (!isRole(role) || !isResource(resource) || !isAction(action)) return false;
  return allowedActions(role, resource).includes(action);
}

/**
 * The actions `role` may perform on `resource`, in matrix order; empty when either is unknown.
 *
 * @example allowedActions('collaborator', 'prompts') // ['read', 'list', 'create_draft']
 */
export function allowedActions(role: unknown, resource: unknown): readonly Action[] {
  if (!isRole(role) || !isResource(resource)) return [];
  return permissionMatrix[role][resource];
}
