import { describe, expect, it } from 'vitest';
import { auditLogEntryFixture, ids } from '../testing/entity-fixtures.js';
import { observeCall } from '../testing/resource-call.js';
import { listAuditLogs } from './audit-logs.js';

const page = { data: [auditLogEntryFixture], page: 0, limit: 10 };

describe('listAuditLogs', () => {
  it('reads the first page of 10, without the selected project', async () => {
    const seen = await observeCall((http) => listAuditLogs(http), { body: page });
    expect(seen).toMatchObject({
      method: 'GET',
      path: '/v1/audit-logs',
      projectId: null,
      query: { page: '0', limit: '10' },
      result: page,
    });
  });

  it('filters by project through project_id', async () => {
    const seen = await observeCall(
      (http) => listAuditLogs(http, { page: 2, projectId: ids.project }),
      { body: { ...page, page: 2 } },
    );
    expect(seen.query).toEqual({ page: '2', limit: '10', project_id: ids.project });
  });
});
