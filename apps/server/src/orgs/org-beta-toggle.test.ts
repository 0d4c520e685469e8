import type { Org } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTeammate } from '../testing/accounts.js';
import { openSignedUpApp, type SignedUpApp } from '../testing/signed-up-app.js';
import { createTestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

describe.each(testDatabaseTargets())("the owner's beta toggle on $kind", (target) => {
  let setup: SignedUpApp;
  const toggle = (enabled: unknown, token = setup.owner.token, api = setup.api) =>
    api.call('PUT', `/v1/orgs/${setup.owner.orgId}/beta`, { token, body: { enabled } });
  const alerts = (api = setup.api) =>
    api.call('GET', `/v1/alerts?projectId=${setup.owner.projectId}`, { token: setup.owner.token });

  beforeAll(async () => {
    setup = await openSignedUpApp(target);
  }, 60_000);
  afterAll(async () => {
    await setup?.database.close();
  });

  it('turns the beta pages on and off for the org, audited with what changed', async () => {
    expect((await alerts()).status).toBe(403);
    const on = await toggle(true);
    expect(on.status, await on.clone().text()).toBe(200);
    expect(((await on.json()) as Org).beta).toBe(true);
    expect((await alerts()).status).toBe(200);
    const off = await toggle(false);
    expect(((await off.json()) as Org).beta).toBe(false);
    expect((await alerts()).status).toBe(403);
    const entries = await setup.database.db
      .selectFrom('audit_log')
      .select(['details'])
      .where('org_id', '=', setup.owner.orgId)
      .where('subject', '=', 'org')
      .where('action', '=', 'update')
      .orderBy('seq')
      .execute();
    expect(entries.map((entry) => entry.details)).toEqual([
      { beta: { from: false, to: true } },
      { beta: { from: true, to: false } },
    ]);
  });

  it('is for owners only', async () => {
    const admin = await addTeammate(setup.api, setup.owner, 'admin');
    expect((await toggle(true, admin)).status).toBe(403);
  });

  it('refuses a body without a boolean, naming the field', async () => {
    const response = await toggle('yes');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('enabled');
  });

  it('is refused on the cloud edition', async () => {
    const cloud = await createTestApp(setup.database, { edition: 'cloud' });
    expect((await toggle(true, setup.owner.token, cloud)).status).toBe(403);
  });
});
