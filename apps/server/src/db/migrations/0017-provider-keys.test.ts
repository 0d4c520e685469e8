import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../../testing/test-databases.js';
import type { DatabaseHandle } from '../database.js';
import { down, up } from './0017-provider-keys.js';

describe.each(testDatabaseTargets())('provider keys (0017) on $kind', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('keeps monthly usage rows written before it, with no playground runs yet', async () => {
    const db = handle.db;
    await down(db as Kysely<unknown>);
    const org = await db
      .insertInto('org')
      .values({ name: 'Before', api_key: `org-key-${Math.random()}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`insert into org_usage (org_id, month, events) values (${org.id}, '2026-11-01', 7)`.execute(
      db,
    );
    await up(db as Kysely<unknown>);
    const usage = await db
      .selectFrom('org_usage')
      .select(['events', 'playground_runs'])
      .where('org_id', '=', org.id)
      .executeTakeFirstOrThrow();
    expect({ events: Number(usage.events), playgroundRuns: usage.playground_runs }).toEqual({
      events: 7,
      playgroundRuns: 0,
    });
  });

  it('stores key bytes as given and one key per org and provider', async () => {
    const db = handle.db;
    const org = await db
      .insertInto('org')
      .values({ name: 'Keys', api_key: `org-key-${Math.random()}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bytes = Buffer.from([0, 1, 2, 255, 254]);
    const row = { org_id: org.id, provider: 'openai', encrypted_key: bytes, key_hint: 'sk-…abcd' };
    await db.insertInto('provider_key').values(row).execute();
    const stored = await db
      .selectFrom('provider_key')
      .select(['encrypted_key', 'base_url'])
      .where('org_id', '=', org.id)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(stored.encrypted_key).equals(bytes)).toBe(true);
    expect(stored.base_url).toBeNull();
    await expect(db.insertInto('provider_key').values(row).execute()).rejects.toThrow(
      /provider_key_org_provider_key|duplicate key/,
    );
    await db.deleteFrom('org').where('id', '=', org.id).execute();
    const left = await db
      .selectFrom('provider_key')
      .select('id')
      .where('org_id', '=', org.id)
      .execute();
    expect(left).toEqual([]);
  });
});
