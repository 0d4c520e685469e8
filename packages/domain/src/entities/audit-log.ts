import { z } from 'zod';
import { emailSchema } from './email.js';
import { idSchema } from './id.js';
import { jsonObjectSchema } from './json-value.js';
import { timestampSchema } from './timestamp.js';

const crud = ['create', 'delete', 'update'] as const;
const logActions = ['delete', 'export', 'add_feedback'] as const;

/**
 * What the audit log records: for each subject, the actions written for it (SPEC §3).
 * The server writes one entry per action; the audit log page labels them.
 */
export const auditActionsBySubject = {
  org_name: ['update'],
  /** Org settings other than its name (the beta flag), with what changed in the details. */
  org: ['update'],
  team_member: ['login', 'logout', 'update', 'invite', 'remove_from_team'],
  project: ['create', 'delete', 'rename'],
  dashboard: crud,
  custom_chart: crud,
  llm_log: ['make_public', ...logActions],
  trace: logActions,
  conversation: logActions,
  view: ['create', 'rename', 'update', 'delete', 'export_data'],
  external_user: ['delete_data'],
  prompt: ['create', 'rename', 'delete', 'save_draft', 'deploy', 'run_playground'],
  dataset: ['create', 'rename', 'delete', 'add_prompt', 'update_prompt', 'delete_prompt'],
  checklist: ['create', 'update', 'rename', 'delete'],
  evaluator: crud,
  cost_mapping: ['create', 'delete'],
  api_key: ['regenerate'],
  org_api_key: ['regenerate'],
  provider_key: ['set', 'delete'],
  pii_masking: ['enable', 'disable'],
  data_warehouse_connection: crud,
  /** `refuse_sign_in`: an SSO response refused (bad signature, audience, replay, domain…), with the reason. */
  sso_connection: [...crud, 'refuse_sign_in'],
  enricher: crud,
  alert: crud,
  guardrail_policy: crud,
} as const satisfies Record<string, readonly [string, ...string[]]>;

export type AuditSubject = keyof typeof auditActionsBySubject;
/** The actions recorded for one subject. */
export type AuditActionOf<S extends AuditSubject> = (typeof auditActionsBySubject)[S][number];
/** Any action of any subject. */
export type AuditAction = AuditActionOf<AuditSubject>;
/** A subject with one of its own actions. */
export type AuditEvent = {
  [S in AuditSubject]: { subject: S; action: AuditActionOf<S> };
}[AuditSubject];

export const auditSubjects = Object.keys(auditActionsBySubject) as [
  AuditSubject,
  ...AuditSubject[],
];
export const auditSubjectSchema = z.enum(auditSubjects);

/** Every distinct action, in first-seen order. */
export const auditActions = [...new Set(Object.values(auditActionsBySubject).flat())] as [
  AuditAction,
  ...AuditAction[],
];
export const auditActionSchema = z.enum(auditActions);

/**
 * Whether `action` is recorded for `subject`.
 * @example isAuditActionOf('project', 'rename') // true
 * @example isAuditActionOf('project', 'deploy') // false
 */
export function isAuditActionOf<S extends AuditSubject>(
  subject: S,
  action: string,
): action is AuditActionOf<S> {
  const actions: readonly string[] | undefined = auditActionsBySubject[subject];
  return actions?.includes(action) ?? false;
}

/** A subject and action pair, rejected when the action does not belong to the subject. */
export const auditEventSchema = z
  .object({ subject: auditSubjectSchema, action: auditActionSchema })
  .refine((event) => isAuditActionOf(event.subject, event.action), {
    error: (issue) => {
      const input = issue.input as { subject: AuditSubject; action: string };
      return `'${input.action}' is not an action of '${input.subject}'; expected one of ${auditActionsBySubject[input.subject].join(', ')}`;
    },
    path: ['action'],
  });

/** Who did it, as they were when they did it; null for actions of the system or a deleted user. */
export const auditActorSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: emailSchema,
});
export type AuditActor = z.infer<typeof auditActorSchema>;

/** One entry of the org's audit trail. */
export const auditLogEntrySchema = auditEventSchema.safeExtend({
  id: idSchema,
  createdAt: timestampSchema,
  actor: auditActorSchema.nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  projectId: idSchema.nullable(),
  /** What changed, for example the old and new names of a renamed project. */
  details: jsonObjectSchema.default({}),
});
export type AuditLogEntry = Omit<z.infer<typeof auditLogEntrySchema>, 'subject' | 'action'> &
  AuditEvent;
