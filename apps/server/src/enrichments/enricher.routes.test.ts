import type { EnricherView, Job, PagedResponse } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTeammate, setPlan } from '../testing/accounts.js';
import { recordedAuditTrail } from '../testing/audit-trail.js';
import { openSignedUpApp, type SignedUpApp } from '../testing/signed-up-app.js';
import { json } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

describe.each(testDatabaseTargets())('enricher routes on $kind', (target) => {
  let setup: SignedUpApp;
  const scoped = (path: string) => `${path}?projectId=${setup.owner.projectId}`;
  const call = (method: string, path: string, body?: unknown, token = setup.owner.token) =>
    setup.api.call(method, scoped(path), { token, ...(body !== undefined ? { body } : {}) });
  const list = () => json<EnricherView[]>(call('GET', '/v1/enrichers'));
  const byKind = async (kind: string) =>
    (await list()).find((enricher) => enricher.kind === kind) as EnricherView;
  beforeAll(async () => {
    setup = await openSignedUpApp(target, { edition: 'cloud' });
  });
  afterAll(async () => {
    await setup?.database.close();
  });

  it('gives a new project the four default enrichers; on a free cloud plan sentiment waits for an upgrade', async () => {
    const enrichers = await list();
    expect(enrichers.map((enricher) => [enricher.kind, enricher.enabled, enricher.active])).toEqual(
      [
        ['language', true, true],
        ['sentiment', true, false],
        ['pii', true, true],
        ['toxicity', true, true],
      ],
    );
    expect((await byKind('sentiment')).inactiveReason).toMatch(/not included in the Free plan/);
    expect(await byKind('pii')).toMatchObject({
      config: { kinds: ['person', 'email', 'phone', 'location', 'cc', 'ip'], customRegexes: [] },
    });
  });

  it('refuses topics on the free plan with plan_required, and allows them on team', async () => {
    const refused = await call('POST', '/v1/enrichers', {
      kind: 'topics',
      config: { topics: [{ name: 'Billing' }] },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'plan_required', feature: 'topics' });
    await setPlan(setup.api, setup.owner.orgId, 'team');
    expect((await byKind('sentiment')).active).toBe(true);
  });

  it('creates, updates, refuses a second of a kind, deletes, auditing each change', async () => {
    const created = await json<EnricherView>(
      call('POST', '/v1/enrichers', {
        kind: 'topics',
        config: { topics: [{ name: 'Billing', description: 'Invoices and refunds' }] },
      }),
    );
    expect(created).toMatchObject({
      kind: 'topics',
      enabled: true,
      active: true,
      config: { method: 'local', model: null, topics: [{ name: 'Billing' }] },
    });
    const again = await call('POST', '/v1/enrichers', { kind: 'topics' });
    expect(again.status).toBe(409);

    const off = await json<EnricherView>(
      call('PATCH', `/v1/enrichers/${created.id}`, { enabled: false }),
    );
    expect(off).toMatchObject({ enabled: false, active: false, inactiveReason: 'Turned off.' });
    const empty = await json<EnricherView>(
      call('PATCH', `/v1/enrichers/${created.id}`, { enabled: true, config: { topics: [] } }),
    );
    expect(empty).toMatchObject({ enabled: true, active: false });
    expect(empty.inactiveReason).toMatch(/No topics/);

    expect((await call('DELETE', `/v1/enrichers/${created.id}`)).status).toBe(204);
    expect((await call('DELETE', `/v1/enrichers/${created.id}`)).status).toBe(404);
    expect((await call('PATCH', `/v1/enrichers/${created.id}`, { enabled: true })).status).toBe(
      404,
    );
    const logs = await recordedAuditTrail(setup.api, setup.owner.orgId);
    expect(logs.data.slice(0, 4).map((entry) => `${entry.subject}:${entry.action}`)).toEqual([
      'enricher:delete',
      'enricher:update',
      'enricher:update',
      'enricher:create',
    ]);
  });

  it('refuses bad settings with 400 naming the field, and a catastrophic regex with the reason', async () => {
    const pii = await byKind('pii');
    const cases: [unknown, RegExp][] = [
      [{ kinds: [] }, /config\.kinds: Choose at least one kind/],
      [{ kinds: ['email', 'dna'] }, /config\.kinds\.1/],
      [
        { customRegexes: [{ name: 'Order', pattern: '([a-z' }] },
        /config\.customRegexes\.0\.pattern: \S/,
      ],
      [
        { customRegexes: [{ name: 'Twice', pattern: '(\\w)\\1' }] },
        /config\.customRegexes\.0\.pattern: .*back-references/,
      ],
    ];
    for (const [config, message] of cases) {
      const response = await call('PATCH', `/v1/enrichers/${pii.id}`, { config });
      expect(response.status, JSON.stringify(config)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
    expect((await call('POST', '/v1/enrichers', { kind: 'mood' })).status).toBe(400);
    expect((await call('PATCH', `/v1/enrichers/${pii.id}`, {})).status).toBe(400);
    // Nothing stored changed.
    expect(await byKind('pii')).toEqual(pii);
    const saved = await json<EnricherView>(
      call('PATCH', `/v1/enrichers/${pii.id}`, {
        // Safe on the linear-time engine: saved.
        config: { kinds: ['regex'], customRegexes: [{ name: 'Order', pattern: '(ORD-\\d+)+$' }] },
      }),
    );
    expect(saved.config).toEqual({
      kinds: ['regex'],
      customRegexes: [{ name: 'Order', pattern: '(ORD-\\d+)+$' }],
    });
  });

  it('queues a backfill as a job of the jobs list, one at a time, and refuses one of an inactive enricher', async () => {
    const language = await byKind('language');
    const first = await call('POST', `/v1/enrichers/${language.id}/backfill`, {
      from: '2026-01-01T00:00:00Z',
    });
    expect(first.status).toBe(200);
    const { job } = (await first.json()) as { job: Job };
    expect(job).toMatchObject({ kind: 'enrichments.backfill', state: 'queued' });
    const jobs = await json<Job[] | PagedResponse<Job>>(call('GET', `/v1/jobs/${job.id}`));
    expect(jobs).toMatchObject({ id: job.id });
    // The enrichers list hands each enricher its queued or running backfill, so a settings
    // page opened later follows its progress and can cancel it.
    expect((await byKind('language')).backfill).toMatchObject({ id: job.id, state: 'queued' });
    expect((await byKind('pii')).backfill).toBeNull();
    expect((await call('POST', `/v1/enrichers/${language.id}/backfill`, {})).status).toBe(409);
    const badRange = await call('POST', `/v1/enrichers/${language.id}/backfill`, {
      from: '2026-02-01T00:00:00Z',
      to: '2026-01-01T00:00:00Z',
    });
    expect(badRange.status).toBe(400);
    await call('PATCH', `/v1/enrichers/${language.id}`, { enabled: false });
    const inactive = await call('POST', `/v1/enrichers/${language.id}/backfill`, {});
    expect(inactive.status).toBe(409);
    expect((await call('POST', `/v1/jobs/${job.id}/cancel`)).status).toBe(200);
    expect((await byKind('language')).backfill).toBeNull();
  });

  it('lets viewers read but not change enrichers', async () => {
    const viewer = await addTeammate(setup.api, setup.owner, 'viewer');
    expect((await call('GET', '/v1/enrichers', undefined, viewer)).status).toBe(200);
    const pii = await byKind('pii');
    expect(
      (await call('PATCH', `/v1/enrichers/${pii.id}`, { enabled: false }, viewer)).status,
    ).toBe(403);
  });
});
