import { describe, expect, it } from 'vitest';
import {
  auditActionsBySubject,
  auditEventSchema,
  auditLogEntrySchema,
  auditSubjects,
  isAuditActionOf,
} from './audit-log.js';

const entry = {
  id: '0b6f7a43-1d2e-4c1a-9a51-3f7e0f1c2d3e',
  createdAt: '2025-03-01T10:00:00.000Z',
  subject: 'project',
  action: 'rename',
  actor: { id: '6a1c1b0e-5d7f-4f0e-8a0b-2b7d7c9b1e11', name: 'Ada', email: 'ada@example.com' },
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0',
  projectId: null,
};

describe('auditActionsBySubject', () => {
  it('lists every subject of the specification with its actions', () => {
    expect(auditSubjects).toHaveLength(25);
    expect(auditActionsBySubject.alert).toEqual(['create', 'delete', 'update']);
    expect(auditActionsBySubject.org).toEqual(['update']);
    expect(auditActionsBySubject.evaluator).toEqual(['create', 'delete', 'update']);
    expect(auditActionsBySubject.sso_connection).toEqual([
      'create',
      'delete',
      'update',
      'refuse_sign_in',
    ]);
    for (const subject of auditSubjects) {
      expect(auditActionsBySubject[subject].length).toBeGreaterThan(0);
    }
    expect(auditActionsBySubject.team_member).toEqual([
      'login',
      'logout',
      'update',
      'invite',
      'remove_from_team',
    ]);
    expect(auditActionsBySubject.llm_log).toEqual([
      'make_public',
      'delete',
      'export',
      'add_feedback',
    ]);
    expect(auditActionsBySubject.conversation).toEqual(['delete', 'export', 'add_feedback']);
    expect(auditActionsBySubject.pii_masking).toEqual(['enable', 'disable']);
    expect(auditActionsBySubject.provider_key).toEqual(['set', 'delete']);
  });

  it('tells whether an action belongs to a subject', () => {
    expect(isAuditActionOf('prompt', 'deploy')).toBe(true);
    expect(isAuditActionOf('project', 'deploy')).toBe(false);
  });
});

describe('auditLogEntrySchema', () => {
  it('accepts an entry and defaults details to an empty object', () => {
    expect(auditLogEntrySchema.parse(entry).details).toEqual({});
  });

  it('rejects an action recorded for another subject, naming the allowed ones', () => {
    const result = auditEventSchema.safeParse({ subject: 'project', action: 'deploy' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      "'deploy' is not an action of 'project'; expected one of create, delete, rename",
    );
    expect(result.error?.issues[0]?.path).toEqual(['action']);
  });

  it('rejects an unknown subject', () => {
    expect(auditLogEntrySchema.safeParse({ ...entry, subject: 'planet' }).success).toBe(false);
  });
});
