import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProject } from '../../projects/project.repository.js';
import { testDatabaseTargets } from '../../testing/test-databases.js';
import type { DatabaseHandle } from '../database.js';
import type { Database } from '../schema.js';
import { down, up } from './0016-templates.js';

async function newProject(db: Kysely<Database>, name: string): Promise<string> {
  const org = await db
    .insertInto('org')
    .values({ name: 'Templates', api_key: `org-key-${Math.random()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await insertProject(db, { orgId: org.id, name })).id;
}

function insertTemplate(db: Kysely<Database>, projectId: string, slug: string) {
  return db
    .insertInto('template')
    .values({ project_id: projectId, slug })
    .returning('id')
    .executeTakeFirstOrThrow();
}

function insertVersion(
  db: Kysely<Database>,
  projectId: string,
  templateId: string,
  version: number,
) {
  return db
    .insertInto('template_version')
    .values({
      project_id: projectId,
      template_id: templateId,
      version,
      content: JSON.stringify([{ role: 'user', content: 'Hi {{name}}' }]),
      extra: JSON.stringify({ model: 'gpt-4o' }),
    })
    .returning(['id', 'is_draft', 'extra'])
    .executeTakeFirstOrThrow();
}

describe.each(testDatabaseTargets())('templates (0016) on $kind', (target) => {
  let handle: DatabaseHandle;
  let projectId: string;
  beforeAll(async () => {
    handle = await target.open();
    projectId = await newProject(handle.db, 'Prompts');
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('keeps slugs unique per project and version numbers unique per template', async () => {
    const db = handle.db;
    const template = await insertTemplate(db, projectId, 'welcome');
    const first = await insertVersion(db, projectId, template.id, 1);
    expect(first).toMatchObject({ is_draft: false, extra: { model: 'gpt-4o' } });
    await expect(insertTemplate(db, projectId, 'welcome')).rejects.toThrow(/template_slug_key/);
    await expect(insertVersion(db, projectId, template.id, 1)).rejects.toThrow(
      /template_version_number_key/,
    );
    await expect(insertVersion(db, projectId, template.id, 0)).rejects.toThrow(
      /template_version_number_check/,
    );
    // The same slug is free in another project.
    const other = await newProject(db, 'Elsewhere');
    await expect(insertTemplate(db, other, 'welcome')).resolves.toHaveProperty('id');
  });

  it('refuses a version pointing at a template of another project', async () => {
    const db = handle.db;
    const template = await insertTemplate(db, projectId, 'cross');
    const other = await newProject(db, 'Other');
    await expect(insertVersion(db, other, template.id, 1)).rejects.toThrow(
      /template_version_template_fk/,
    );
  });

  it('deletes versions with their template, and templates with their project', async () => {
    const db = handle.db;
    const doomed = await newProject(db, 'Doomed');
    const template = await insertTemplate(db, doomed, 'gone');
    await insertVersion(db, doomed, template.id, 1);
    await insertVersion(db, doomed, template.id, 2);
    await db.deleteFrom('template').where('project_id', '=', doomed).execute();
    const versions = () =>
      db.selectFrom('template_version').select('id').where('project_id', '=', doomed).execute();
    expect(await versions()).toEqual([]);
    const again = await insertTemplate(db, doomed, 'again');
    await insertVersion(db, doomed, again.id, 1);
    await db.deleteFrom('project').where('id', '=', doomed).execute();
    expect(await versions()).toEqual([]);
  });

  it('goes down and up again', async () => {
    const db = handle.db as Kysely<unknown>;
    await down(db);
    await up(db);
    const rows = await handle.db.selectFrom('template').select('id').execute();
    expect(rows).toEqual([]);
  });
});
