import type { AuditLogEntry, PagedResponse, View } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { type SignedUp, signUp } from '../testing/accounts.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

describe.each(testDatabaseTargets())('saved views on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  const scoped = (path: string) => `${path}?projectId=${owner.projectId}`;
  beforeAll(async () => {
    database = await target.open();
    api = await createTestApp(database);
    owner = await signUp(api);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('creates, lists by name, renames, updates filters and deletes views, auditing each change', async () => {
    const errors = await json<View>(
      api.call('POST', scoped('/v1/views'), {
        token: owner.token,
        body: { name: 'Errors', icon: 'IconBug', data: 'status=error', type: 'llm' },
      }),
    );
    await api.call('POST', scoped('/v1/views'), {
      token: owner.token,
      body: { name: 'Agents', data: 'type=agent', type: 'trace' },
    });
    expect(
      (await json<View[]>(api.call('GET', scoped('/v1/views'), { token: owner.token }))).map(
        (view) => view.name,
      ),
    ).toEqual(['Agents', 'Errors']);
    const renamed = await json<View>(
      api.call('PATCH', scoped(`/v1/views/${errors.id}`), {
        token: owner.token,
        body: { name: 'Failures', data: 'status=error&models=gpt-4o' },
      }),
    );
    expect(renamed).toMatchObject({
      name: 'Failures',
      icon: 'IconBug',
      data: 'status=error&models=gpt-4o',
      type: 'llm',
    });
    expect(
      (await api.call('DELETE', scoped(`/v1/views/${errors.id}`), { token: owner.token })).status,
    ).toBe(204);
    expect(
      (await api.call('GET', scoped(`/v1/views/${errors.id}`), { token: owner.token })).status,
    ).toBe(404);
    const logs = await json<PagedResponse<AuditLogEntry>>(
      api.call('GET', '/v1/audit-logs', { token: owner.token }),
    );
    expect(logs.data.slice(0, 5).map((entry) => `${entry.subject}:${entry.action}`)).toEqual([
      'view:delete',
      'view:update',
      'view:rename',
      'view:create',
      'view:create',
    ]);
  });

  it('refuses an icon that is not an icon name and an unknown list type', async () => {
    const response = await api.call('POST', scoped('/v1/views'), {
      token: owner.token,
      body: { name: 'X', icon: '<script>', data: '', type: 'spans' },
    });
    expect(response.status).toBe(400);
  });

  it('refuses filters the logs could not apply, on save and on update, and keeps the view', async () => {
    const created = await api.call('POST', scoped('/v1/views'), {
      token: owner.token,
      body: { name: 'Sometimes', data: 'status=sometimes', type: 'llm' },
    });
    expect(created.status).toBe(400);
    expect(await created.json()).toEqual({
      error: 'Invalid request',
      message: expect.stringMatching(/^data: .*Status/),
    });
    const view = await json<View>(
      api.call('POST', scoped('/v1/views'), {
        token: owner.token,
        body: { name: 'Kept', data: 'models=gpt-4o', type: 'llm' },
      }),
    );
    const updated = await api.call('PATCH', scoped(`/v1/views/${view.id}`), {
      token: owner.token,
      body: { data: 'nope=1' },
    });
    expect(updated.status).toBe(400);
    expect(((await updated.json()) as { message: string }).message).toContain('nope');
    const after = await json<View>(
      api.call('GET', scoped(`/v1/views/${view.id}`), { token: owner.token }),
    );
    expect(after.data).toBe('models=gpt-4o');
  });
});
