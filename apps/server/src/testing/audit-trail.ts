import type { AuditLogEntry, PagedResponse } from '@lookout/domain';
import { listAuditLog } from '../audit/audit-log.repository.js';
import type { TestApp } from './test-app.js';

/**
 * The newest page of an org's audit trail as `GET /v1/audit-logs` lists it, read whatever the
 * org's plan: entries are recorded on every plan, while reading them through the API is the
 * Enterprise audit trail on cloud (the route's own tests read it there).
 */
export async function recordedAuditTrail(
  api: Pick<TestApp, 'context'>,
  orgId: string,
): Promise<PagedResponse<AuditLogEntry>> {
  const data = await listAuditLog(api.context.db, orgId, { page: 0, limit: 10 });
  return { data, page: 0, limit: 10 };
}
