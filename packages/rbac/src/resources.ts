/** Every resource a permission check can name (SPEC §6), in the order the specification lists them. */
export const resources = [
  'org',
  'projects',
  'billing',
  'teamMembers',
  'privateKeys',
  'analytics',
  'logs',
  'users',
  'prompts',
  'datasets',
  'checklists',
  'evaluations',
  'enrichments',
  'settings',
  'dashboards',
  'charts',
  'auditLogs',
  'jobs',
] as const;

/** A resource of a permission check, for example `'logs'` or `'teamMembers'`. */
export type Resource = (typeof resources)[number];

/**
 * True when `value` names a resource. Safe for untrusted input.
 *
 * @example isResource('prompts') // true
 */
export function isResource(value: unknown): value is Resource {
  return typeof value === 'string' && (resources as readonly string[]).includes(value);
}
