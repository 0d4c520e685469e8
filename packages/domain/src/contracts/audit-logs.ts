import type { z } from 'zod';
import { auditLogEntrySchema } from '../entities/audit-log.js';
import { idSchema } from '../entities/id.js';
import { auditLogPageQuerySchema, pagedResponse } from './paging.js';

/** `GET /v1/audit-logs?project_id&page&limit=10`: the org's trail, newest first. */
export const listAuditLogsQuerySchema = auditLogPageQuerySchema.extend({
  project_id: idSchema.optional(),
});
export type ListAuditLogsQuery = z.infer<typeof listAuditLogsQuerySchema>;

export const listAuditLogsResponseSchema = pagedResponse(auditLogEntrySchema);
export type ListAuditLogsResponse = z.infer<typeof listAuditLogsResponseSchema>;
