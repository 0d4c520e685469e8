import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { projectKeys, type SignedUp, signUp, upgradeToTeam } from '../testing/accounts.js';
import { type FuzzApi, FuzzTally, fuzzCaseCount, fuzzTargets } from '../testing/fuzz-target.js';
import { mutated, scalarArb, textArb, valueArb } from '../testing/hostile-values.js';

/*
 * Hostile bodies and query strings against every dashboard and auth route that
 * writes: whatever arrives, the answer is a 2xx or a 4xx with a message, never
 * a 5xx, and the server keeps answering. Cases come from fixed seeds.
 */

const casesPerRoute = fuzzCaseCount(300);
const requestTimeoutMs = 20_000;

interface WriteRoute {
  label: string;
  method: 'POST' | 'PATCH';
  path: () => string;
  /** A valid body; the fuzzer replaces some of its fields with hostile values. */
  base: fc.Arbitrary<Record<string, unknown>>;
  fields: Record<string, fc.Arbitrary<unknown>>;
  /** Sent signed out (auth routes). */
  anonymous?: boolean;
}

const nameArb = fc.oneof(
  fc.constantFrom('Support bot', 'Prod', 'Équipe ☕'),
  fc.lorem({ maxCount: 2 }),
);
const hostileText = fc.oneof(textArb, scalarArb, valueArb);
const filterArb = fc.oneof(
  fc.constantFrom('', 'models=gpt-4o', 'status=error&tags=prod', 'OR&cost=gt.0%2E1', 'nope=1'),
  textArb,
);

describe.each(fuzzTargets())('dashboard writes under hostile input on $kind', (target) => {
  let api: FuzzApi;
  let close = async () => {};
  const tally = new FuzzTally(target.kind);
  let owner: SignedUp;
  let runId = '';
  let viewId = '';
  let endUserId = '';
  const scoped = (path: string) =>
    `${path}${path.includes('?') ? '&' : '?'}projectId=${owner.projectId}`;

  beforeAll(async () => {
    ({ api, close } = await target.open());
    owner = await signUp(api);
    // Thousands of events a run: past the free plan's monthly cap everything would be a 403.
    await upgradeToTeam(api, owner);
    const { public: publicKey } = await projectKeys(api, owner);
    const ingested = await api.call('POST', '/v1/runs/ingest', {
      token: publicKey,
      body: {
        events: [
          { event: 'start', type: 'llm', runId: 'fz-1', timestamp: Date.now(), userId: 'eve' },
        ],
      },
    });
    expect(ingested.status).toBe(200);
    const runs = (await (
      await api.call('GET', scoped('/v1/runs?type=llm'), { token: owner.token })
    ).json()) as { data: { id: string }[] };
    runId = runs.data[0]?.id ?? '';
    const users = (await (
      await api.call('GET', scoped('/v1/users'), { token: owner.token })
    ).json()) as {
      data: { id: string }[];
    };
    endUserId = users.data[0]?.id ?? '';
    const view = (await (
      await api.call('POST', scoped('/v1/views'), {
        token: owner.token,
        body: { name: 'Kept', data: '', type: 'llm' },
      })
    ).json()) as { id: string };
    viewId = view.id;
  });
  afterEach(() => tally.write());
  afterAll(async () => {
    tally.write();
    await close();
  });

  const routes = (): WriteRoute[] => [
    {
      label: 'POST /v1/projects',
      method: 'POST',
      path: () => '/v1/projects',
      base: fc.record({ name: nameArb }),
      fields: { name: hostileText },
    },
    {
      label: 'PATCH /v1/projects/{id}',
      method: 'PATCH',
      path: () => `/v1/projects/${owner.projectId}`,
      base: fc.record({ name: nameArb, dataRetentionDays: fc.integer({ min: 1, max: 365 }) }),
      fields: { name: hostileText, dataRetentionDays: fc.oneof(scalarArb, valueArb) },
    },
    {
      label: 'PATCH /v1/orgs/{id}',
      method: 'PATCH',
      path: () => `/v1/orgs/${owner.orgId}`,
      base: fc.record({ name: nameArb }),
      fields: { name: hostileText },
    },
    {
      label: 'POST /v1/views',
      method: 'POST',
      path: () => scoped('/v1/views'),
      base: fc.record({
        name: nameArb,
        data: filterArb,
        type: fc.constantFrom('llm', 'trace', 'thread'),
      }),
      fields: { name: hostileText, data: hostileText, type: hostileText, icon: hostileText },
    },
    {
      label: 'PATCH /v1/views/{id}',
      method: 'PATCH',
      path: () => scoped(`/v1/views/${viewId}`),
      base: fc.record({ name: nameArb, data: filterArb }, { requiredKeys: [] }),
      fields: { name: hostileText, data: hostileText, icon: hostileText },
    },
    {
      label: 'POST /v1/cost-mappings',
      method: 'POST',
      path: () => '/v1/cost-mappings',
      base: fc.record({
        modelPattern: fc.constantFrom('my-llama-*', 'gpt-fuzz'),
        inputPricePerMillion: fc.double({ min: 0, max: 100, noNaN: true }),
        outputPricePerMillion: fc.double({ min: 0, max: 100, noNaN: true }),
      }),
      fields: {
        modelPattern: hostileText,
        inputPricePerMillion: hostileText,
        outputPricePerMillion: hostileText,
        cachedInputPricePerMillion: hostileText,
      },
    },
    {
      label: 'PATCH /v1/runs/{id}/feedback',
      method: 'PATCH',
      path: () => scoped(`/v1/runs/${runId}/feedback`),
      base: fc.record({ thumb: fc.constantFrom('up', 'down', null), comment: fc.lorem() }),
      fields: { thumb: hostileText, comment: hostileText },
    },
    {
      label: 'PATCH /v1/runs/{id}/score',
      method: 'PATCH',
      path: () => scoped(`/v1/runs/${runId}/score`),
      base: fc.record({
        label: fc.constantFrom('quality', 'tone'),
        value: fc.double({ noNaN: true }),
      }),
      fields: { label: hostileText, value: hostileText, comment: hostileText },
    },
    {
      label: 'PATCH /v1/runs/{id}/visibility',
      method: 'PATCH',
      path: () => scoped(`/v1/runs/${runId}/visibility`),
      base: fc.record({ visibility: fc.constantFrom('public', 'private') }),
      fields: { visibility: hostileText },
    },
    {
      label: 'PATCH /v1/users/{id}',
      method: 'PATCH',
      path: () => scoped(`/v1/users/${endUserId}`),
      base: fc.record({ props: fc.record({ plan: fc.constantFrom('pro', 'free') }) }),
      fields: { props: valueArb },
    },
    {
      label: 'POST /v1/projects/{id}/rules',
      method: 'POST',
      path: () => `/v1/projects/${owner.projectId}/rules`,
      base: fc.oneof(
        fc.record({
          type: fc.constant('masking'),
          piiKinds: fc.constant(['email', 'regex']),
          customRegexes: fc.constantFrom(['order-\\d+'], ['(a+)+$'], ['(x|x)*y', '\\bid\\b']),
        }),
        fc.record({
          type: fc.constant('filtering'),
          filters: filterArb,
          dropInput: fc.boolean(),
          dropOutput: fc.constant(true),
        }),
      ),
      fields: {
        type: hostileText,
        piiKinds: fc.oneof(fc.array(hostileText, { maxLength: 3 }), hostileText),
        customRegexes: fc.oneof(fc.array(hostileText, { maxLength: 3 }), hostileText),
        filters: hostileText,
        dropInput: hostileText,
      },
    },
    {
      label: 'POST /v1/team/invitations',
      method: 'POST',
      path: () => '/v1/team/invitations',
      base: fc.record({
        email: fc.nat().map((n) => `invitee-${n}@example.com`),
        role: fc.constantFrom('member', 'viewer', 'admin'),
      }),
      fields: { email: hostileText, role: hostileText, projectIds: valueArb },
    },
    {
      label: 'POST /auth/login',
      method: 'POST',
      path: () => '/auth/login',
      anonymous: true,
      base: fc.record({
        email: fc.constant('fuzz-login@example.com'),
        password: fc.constant('wrong-password'),
      }),
      fields: { email: hostileText, password: hostileText },
    },
    {
      label: 'POST /auth/signup',
      method: 'POST',
      path: () => '/auth/signup',
      anonymous: true,
      base: fc.record({
        email: fc.nat().map((n) => `fuzz-${n}-${Date.now().toString(36)}@example.com`),
        password: fc.constant('a-long-password'),
        name: nameArb,
        orgName: nameArb,
        projectName: nameArb,
      }),
      fields: {
        email: hostileText,
        password: hostileText,
        name: hostileText,
        orgName: hostileText,
      },
    },
  ];

  /** A query string that may carry NUL, junk or a second projectId. */
  const queryArb = fc.oneof(
    { arbitrary: fc.constant(''), weight: 8 },
    fc.constantFrom('&x=%00', '&projectId=%00', '&projectId=1%27', '&a=%ED%A0%80', '&&&=='),
  );

  const routeLabels = [
    'POST /v1/projects',
    'PATCH /v1/projects/{id}',
    'PATCH /v1/orgs/{id}',
    'POST /v1/views',
    'PATCH /v1/views/{id}',
    'POST /v1/cost-mappings',
    'PATCH /v1/runs/{id}/feedback',
    'PATCH /v1/runs/{id}/score',
    'PATCH /v1/runs/{id}/visibility',
    'PATCH /v1/users/{id}',
    'POST /v1/projects/{id}/rules',
    'POST /v1/team/invitations',
    'POST /auth/login',
    'POST /auth/signup',
  ];

  it('fuzzes every write route', () => {
    expect(routes().map((route) => route.label)).toEqual(routeLabels);
  });

  it.each(routeLabels.map((label, index) => [label, index] as const))(
    '%s answers a 2xx or a 4xx with a message, never a 5xx',
    async (_label, index) => {
      const route = routes()[index] as WriteRoute;
      const bodyArb = fc.oneof(
        { arbitrary: mutated(route.base, route.fields), weight: 6 },
        { arbitrary: route.base, weight: 1 },
        { arbitrary: valueArb, weight: 1 },
      );
      const cases = fc.sample(fc.tuple(bodyArb, queryArb), {
        seed: 700 + index,
        numRuns: casesPerRoute,
      });
      const failures: string[] = [];
      for (const [caseIndex, [body, query]] of cases.entries()) {
        const path = route.path();
        const url = query ? `${path}${path.includes('?') ? '' : '?'}${query}` : path;
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (!route.anonymous) headers.authorization = `Bearer ${owner.token}`;
        let timer: NodeJS.Timeout | undefined;
        const response = await Promise.race([
          api.request(url, { method: route.method, headers, body: JSON.stringify(body) ?? 'null' }),
          new Promise<undefined>((resolve) => {
            timer = setTimeout(() => resolve(undefined), requestTimeoutMs);
          }),
        ]).finally(() => clearTimeout(timer));
        tally.count(route.label, response?.status ?? 'no answer');
        if (!response) {
          failures.push(`#${caseIndex}: no answer within ${requestTimeoutMs} ms`);
          continue;
        }
        const text = await response.text();
        if (response.status >= 500)
          failures.push(`#${caseIndex}: ${response.status} ${text.slice(0, 160)}`);
        else if (response.status >= 400) {
          const answer = JSON.parse(text) as { error?: unknown; message?: unknown };
          if (typeof answer.message !== 'string' || answer.message === '')
            failures.push(`#${caseIndex}: ${response.status} without a message`);
        }
        if (caseIndex % 50 === 49) expect((await api.call('GET', '/v1/version')).status).toBe(200);
      }
      expect(failures).toEqual([]);
    },
  );
});
