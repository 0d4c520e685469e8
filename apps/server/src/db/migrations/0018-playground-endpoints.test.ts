import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProject } from '../../projects/project.repository.js';
import { testDatabaseTargets } from '../../testing/test-databases.js';
import type { DatabaseHandle } from '../database.js';
import type { Database } from '../schema.js';
import { down, up } from './0018-playground-endpoints.js';

describe.each(testDatabaseTargets())('playground endpoints (0018) on $kind', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  async function newProject(db: Kysely<Database>) {
    const org = await db
      .insertInto('org')
      .values({ name: 'Endpoints', api_key: `org-key-${Math.random()}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    return insertProject(db, { orgId: org.id, name: 'Playground' });
  }

  it('goes down and up again, and defaults headers and payload to empty objects', async () => {
    const db = handle.db;
    await down(db as Kysely<unknown>);
    const { rows } = await sql<{ name: string | null }>`
      select to_regclass('playground_endpoint')::text as name`.execute(db);
    expect(rows[0]?.name).toBeNull();
    await up(db as Kysely<unknown>);

    const project = await newProject(db);
    const stored = await db
      .insertInto('playground_endpoint')
      .values({ project_id: project.id, name: 'Bot', url: 'https://bot.example.com', auth: null })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ headers: {}, default_payload: {}, auth: null });
  });

  it('removes a project’s endpoints with the project', async () => {
    const db = handle.db;
    const project = await newProject(db);
    await db
      .insertInto('playground_endpoint')
      .values({ project_id: project.id, name: 'Bot', url: 'https://bot.example.com', auth: null })
      .execute();
    await db.deleteFrom('project').where('id', '=', project.id).execute();
    const left = await db
      .selectFrom('playground_endpoint')
      .select('id')
      .where('project_id', '=', project.id)
      .execute();
    expect(left).toEqual([]);
  });
});
