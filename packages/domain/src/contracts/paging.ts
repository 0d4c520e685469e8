import { z } from 'zod';
import { auditLogPageSize, pageSize } from '../constants/limits.js';

const pageSchema = z.coerce
  .number({ error: 'Page must be a number' })
  .int('Page must be a whole number')
  .min(0, 'Page must be 0 or more');

function limitSchema(defaultLimit: number) {
  return z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(100, 'Limit must be at most 100')
    .default(defaultLimit);
}

/** `?page&limit` of a paged list: pages count from 0, 30 items a page unless asked otherwise. */
export const pageQuerySchema = z.object({
  page: pageSchema.default(0),
  limit: limitSchema(pageSize),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** `?page&limit` of the audit log, which pages by 10. */
export const auditLogPageQuerySchema = z.object({
  page: pageSchema.default(0),
  limit: limitSchema(auditLogPageSize),
});
export type AuditLogPageQuery = z.infer<typeof auditLogPageQuerySchema>;

/**
 * The answer of a paged list: one page of items and the paging that produced it.
 * A page shorter than `limit` is the last one.
 * @example const listProjectsResponseSchema = pagedResponse(projectSchema);
 */
export function pagedResponse<Item extends z.ZodType>(item: Item) {
  return z.object({
    data: z.array(item),
    page: z.number().int().min(0),
    limit: z.number().int().min(1),
  });
}
export type PagedResponse<Item> = { data: Item[]; page: number; limit: number };
