import {
  auditLogPageSize,
  type ListAuditLogsResponse,
  listAuditLogsResponseSchema,
} from '@lookout/domain';
import type { HttpClient } from '../core/http-client.js';
import type { CallOptions } from '../core/http-client-options.js';

/** Which page of the audit log to read, and optionally of which project only. */
export interface AuditLogPageParams {
  /** Counts from 0. */
  page?: number;
  /** 10 unless told. */
  limit?: number;
  /** Only the entries about this project (sent as `project_id`). */
  projectId?: string;
}

/**
 * `GET /v1/audit-logs?project_id&page&limit=10`: one page of the org's trail,
 * newest first. A page shorter than its limit is the last one.
 * @example const { data } = await listAuditLogs(http, { page: 2 });
 */
export function listAuditLogs(
  http: HttpClient,
  params: AuditLogPageParams = {},
  options?: CallOptions,
): Promise<ListAuditLogsResponse> {
  return http.get('/audit-logs', {
    ...options,
    query: { project_id: params.projectId },
    paging: { page: params.page, limit: params.limit ?? auditLogPageSize },
    schema: listAuditLogsResponseSchema,
  });
}
