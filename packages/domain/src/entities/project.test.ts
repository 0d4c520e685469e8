import { describe, expect, it } from 'vitest';
import { projectSchema } from './project.js';

describe('projectSchema', () => {
  const project = {
    id: '0b6f7a43-1d2e-4c1a-9a51-3f7e0f1c2d3e',
    name: 'Project #1',
    homeDashboardId: null,
    dataRetentionDays: null,
    createdAt: '2025-03-01T10:00:00.000Z',
  };

  it('keeps logs forever when retention is null, and rejects fractional days', () => {
    expect(projectSchema.parse(project).dataRetentionDays).toBeNull();
    expect(projectSchema.safeParse({ ...project, dataRetentionDays: 1.5 }).success).toBe(false);
    expect(projectSchema.safeParse({ ...project, dataRetentionDays: 0 }).success).toBe(false);
  });
});
