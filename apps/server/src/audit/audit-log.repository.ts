import type { AuditLogEntry } from '@lookout/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** One page of an org's audit trail, newest first; `projectId` narrows it to one project. */
export async function listAuditLog(
  db: Kysely<Database>,
  orgId: string,
  options: { page: number; limit: number; projectId?: string | undefined },
): Promise<AuditLogEntry[]> {
  const { page, limit, projectId } = options;
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('org_id', '=', orgId)
    .$if(projectId !== undefined, (query) => query.where('project_id', '=', projectId ?? null))
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(limit)
    .offset(page * limit)
    .execute();
  return rows.map(
    (row) =>
      ({
        id: row.id,
        createdAt: row.created_at.toISOString(),
        subject: row.subject,
        action: row.action,
        actor:
          row.actor_id && row.actor_email
            ? { id: row.actor_id, name: row.actor_name ?? '', email: row.actor_email }
            : null,
        ip: row.ip,
        userAgent: row.user_agent,
        projectId: row.project_id,
        details: row.details,
      }) as AuditLogEntry,
  );
}
