import type { Generated } from 'kysely';
import type { CreatedAt, Json } from './column-types.js';

export interface AuditLogTable {
  id: Generated<string>;
  org_id: string;
  project_id: string | null;
  subject: string;
  action: string;
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  ip: string | null;
  user_agent: string | null;
  details: Json<Record<string, unknown>>;
  created_at: CreatedAt;
  /** Insertion order: ties of `created_at` are broken by it (migration 0006). */
  seq: Generated<string>;
}

/** The audit log (`audit/`). */
export interface AuditSchema {
  audit_log: AuditLogTable;
}
