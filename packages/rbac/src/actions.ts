/**
 * Every action a permission check can name (SPEC §6): the CRUD-and-list five, plus `export`,
 * `updateVisibility`, `run` and `create_draft` for the resources that have them.
 */
export const actions = [
  'create',
  'read',
  'update',
  'delete',
  'list',
  'export',
  'updateVisibility',
  'run',
  'create_draft',
] as const;

/** An action of a permission check, for example `'read'` or `'create_draft'`. */
export type Action = (typeof actions)[number];

/**
 * True when `value` names an action. Safe for untrusted input.
 *
 * @example isAction('run') // true
 */
export function isAction(value: unknown): value is Action {
  return typeof value === 'string' && (actions as readonly string[]).includes(value);
}
