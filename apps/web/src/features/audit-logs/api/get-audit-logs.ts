import { listAuditLogs } from '@lookout/client';
import { auditLogPageSize } from '@lookout/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `GET /v1/audit-logs?page&limit=10`: one page of the org's trail, newest first. */
export function fetchAuditLogs(page: number) {
  return listAuditLogs(apiClient, { page, limit: auditLogPageSize });
}

/** Query options of the audit log, a page at a time; another page exists after a full one. */
export const auditLogsQueryOptions = infiniteQueryOptions({
  queryKey: ['audit-logs'],
  queryFn: ({ pageParam }) => fetchAuditLogs(pageParam),
  initialPageParam: 0,
  getNextPageParam: (lastPage) =>
    lastPage.data.length === auditLogPageSize ? lastPage.page + 1 : undefined,
});

/** The audit log, ten entries a page. */
export function useAuditLogs() {
  return useInfiniteQuery(auditLogsQueryOptions);
}
