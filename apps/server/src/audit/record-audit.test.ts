import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { type SignedUp, signUp } from '../testing/accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

describe.each(testDatabaseTargets())('audited changes on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  beforeAll(async () => {
    database = await target.open();
    api = await createTestApp(database);
    owner = await signUp(api);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await database?.close();
  });

  const projectName = async () =>
    (
      await database.db
        .selectFrom('project')
        .select('name')
        .where('id', '=', owner.projectId)
        .executeTakeFirstOrThrow()
    ).name;
  const rename = (name: string) =>
    api.call('PATCH', `/v1/projects/${owner.projectId}`, { token: owner.token, body: { name } });

  it('commits a rename together with its audit entry', async () => {
    expect((await rename('Renamed')).status).toBe(200);
    const entries = await database.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('project_id', '=', owner.projectId)
      .where('action', '=', 'rename')
      .execute();
    expect(entries).toEqual([{ action: 'rename', details: { from: 'Project #1', to: 'Renamed' } }]);
  });

  it('keeps the old name when the audit entry cannot be written', async () => {
    // The database refuses audit entries from here on, as it might on a full disk.
    await sql`create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit log unavailable'; end $$`.execute(database.db);
    await sql`create trigger refuse_audit before insert on audit_log
      for each row execute function refuse_audit()`.execute(database.db);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await rename('Never stored')).status).toBe(500);
    expect(await projectName()).toBe('Renamed');
  });
});
