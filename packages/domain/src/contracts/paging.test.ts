import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditLogPageQuerySchema, pagedResponse, pageQuerySchema } from './paging.js';

describe('pageQuerySchema', () => {
  it('defaults to the first page of 30', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 0, limit: 30 });
  });

  it('reads numbers from the query string', () => {
    expect(pageQuerySchema.parse({ page: '2', limit: '50' })).toEqual({ page: 2, limit: 50 });
  });

  it('refuses negative pages and limits outside 1 to 100', () => {
    expect(pageQuerySchema.safeParse({ page: '-1' }).error?.issues[0]?.message).toBe(
      'Page must be 0 or more',
    );
    expect(pageQuerySchema.safeParse({ limit: '101' }).error?.issues[0]?.message).toBe(
      'Limit must be at most 100',
    );
    expect(pageQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ page: 'two' }).success).toBe(false);
  });
});

describe('auditLogPageQuerySchema', () => {
  it('pages the audit log by 10', () => {
    expect(auditLogPageQuerySchema.parse({})).toEqual({ page: 0, limit: 10 });
  });
});

describe('pagedResponse', () => {
  it('wraps items with their paging', () => {
    const schema = pagedResponse(z.object({ id: z.string() }));
    expect(schema.parse({ data: [{ id: 'a' }], page: 0, limit: 30 }).data).toEqual([{ id: 'a' }]);
    expect(schema.safeParse({ data: [{ id: 1 }], page: 0, limit: 30 }).success).toBe(false);
  });
});
