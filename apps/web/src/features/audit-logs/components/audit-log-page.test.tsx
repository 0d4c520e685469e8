import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-app';
import { AuditLogPage } from './audit-log-page';

function entries(count: number, offset = 0) {
  return Array.from({ length: count }, (_, index) => ({
    id: `00000000-0000-4000-8000-${String(offset + index + 1).padStart(12, '0')}`,
    subject: 'project',
    action: 'rename',
    createdAt: new Date().toISOString(),
    actor: {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    },
    ip: '127.0.0.1',
    userAgent: null,
    projectId: null,
    details: { name: `Name ${offset + index + 1}` },
  }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AuditLogPage', () => {
  it("loads ten entries a page and offers 'Load more' while a page is full", async () => {
    const calls = fakeApi({
      'GET /v1/audit-logs': (request) => {
        const page = Number(request.query.get('page'));
        const data = page === 0 ? entries(10) : entries(3, 10);
        return Response.json({ data, page, limit: 10 });
      },
    });
    renderRoutes(<AuditLogPage />);
    expect(await screen.findByText('name: Name 10')).toBeTruthy();
    expect(screen.getAllByText('Project · rename')).toHaveLength(10);
    expect(callsTo(calls, 'GET /v1/audit-logs')[0]?.query.get('limit')).toBe('10');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('name: Name 13')).toBeTruthy();
    expect(callsTo(calls, 'GET /v1/audit-logs')[1]?.query.get('page')).toBe('1');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
  });

  it('says when nothing is recorded yet', async () => {
    fakeApi({ 'GET /v1/audit-logs': { body: { data: [], page: 0, limit: 10 } } });
    renderRoutes(<AuditLogPage />);
    expect(await screen.findByText(/Nothing recorded yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
