import { randomUUID } from 'node:crypto';
import type { ApiError, ExternalUser, PagedResponse } from '@lookout/domain';
import { catalogueChartIds, roles } from '@lookout/domain';
import { type Action, can, type Resource } from '@lookout/rbac';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { toRunUuid } from '../runs/run-id.js';
import { addTeammate, type SignedUp, setPlan, signUp } from '../testing/accounts.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

/**
 * The weakest project key that passes a route's guard: 'public' (both keys: what SDKs do with
 * the public key), 'private' (the project API, for its own project), or null (people only).
 */
type KeyAccess = 'public' | 'private' | null;

/**
 * Every authenticated route, the permission its guard checks (null: any signed-in user), the
 * project keys it lets through, and a sample call.
 */
interface RouteCase {
  method: string;
  path: string;
  permission: [Resource, Action] | null;
  key: KeyAccess;
  request: (owner: SignedUp) => { path: string; body?: unknown };
}

const unknownId = randomUUID();
const playgroundEndpoint = { name: 'Bot', url: 'https://bot.example.com/chat' };
const routeCases: RouteCase[] = [
  {
    method: 'get',
    path: '/v1/users/me',
    permission: null,
    key: null,
    request: () => ({ path: '/v1/users/me' }),
  },
  {
    method: 'get',
    path: '/v1/users/me/org',
    permission: null,
    key: null,
    request: () => ({ path: '/v1/users/me/org' }),
  },
  {
    method: 'post',
    path: '/v1/users/send-verification',
    permission: null,
    key: null,
    request: (o) => ({ path: '/v1/users/send-verification', body: { email: o.email, name: 'x' } }),
  },
  {
    method: 'patch',
    path: '/v1/orgs/{id}',
    permission: ['org', 'update'],
    key: null,
    request: (o) => ({ path: `/v1/orgs/${o.orgId}`, body: { name: 'Renamed' } }),
  },
  {
    method: 'put',
    path: '/v1/orgs/{id}/beta',
    permission: ['org', 'update'],
    key: null,
    request: (o) => ({ path: `/v1/orgs/${o.orgId}/beta`, body: { enabled: true } }),
  },
  {
    method: 'get',
    path: '/v1/orgs/sso',
    permission: ['org', 'update'],
    key: null,
    request: () => ({ path: '/v1/orgs/sso' }),
  },
  {
    method: 'put',
    path: '/v1/orgs/sso',
    permission: ['org', 'update'],
    key: null,
    request: () => ({ path: '/v1/orgs/sso', body: { protocol: 'oidc' } }),
  },
  {
    method: 'delete',
    path: '/v1/orgs/sso',
    permission: ['org', 'update'],
    key: null,
    request: () => ({ path: '/v1/orgs/sso' }),
  },
  {
    method: 'post',
    path: '/v1/orgs/sso/parse-saml-metadata',
    permission: ['org', 'update'],
    key: null,
    request: () => ({
      path: '/v1/orgs/sso/parse-saml-metadata',
      body: { metadataXml: '<EntityDescriptor entityID="x"/>' },
    }),
  },
  {
    method: 'post',
    path: '/v1/orgs/{id}/api-key/regenerate',
    permission: ['privateKeys', 'update'],
    key: null,
    request: (o) => ({ path: `/v1/orgs/${o.orgId}/api-key/regenerate` }),
  },
  {
    method: 'post',
    path: '/v1/orgs/{id}/upgrade',
    permission: ['billing', 'update'],
    key: null,
    request: (o) => ({
      path: `/v1/orgs/${o.orgId}/upgrade`,
      body: { plan: 'enterprise', period: 'monthly', origin: 'http://lookout.test' },
    }),
  },
  {
    method: 'get',
    path: '/v1/orgs/{id}/billing/latest-invoice',
    permission: ['billing', 'read'],
    key: null,
    request: (o) => ({ path: `/v1/orgs/${o.orgId}/billing/latest-invoice` }),
  },
  {
    method: 'get',
    path: '/v1/projects',
    permission: null,
    key: 'private',
    request: () => ({ path: '/v1/projects' }),
  },
  {
    method: 'post',
    path: '/v1/projects',
    permission: ['projects', 'create'],
    key: null,
    request: () => ({ path: '/v1/projects', body: { name: 'By role' } }),
  },
  {
    method: 'patch',
    path: '/v1/projects/{id}',
    permission: ['projects', 'update'],
    key: 'private',
    request: (o) => ({ path: `/v1/projects/${o.projectId}`, body: { dataRetentionDays: 30 } }),
  },
  {
    method: 'delete',
    path: '/v1/projects/{id}',
    permission: ['projects', 'delete'],
    key: null,
    request: () => ({ path: `/v1/projects/${unknownId}` }),
  },
  {
    method: 'get',
    path: '/v1/projects/{id}/api-keys',
    permission: null,
    key: 'private',
    request: (o) => ({ path: `/v1/projects/${o.projectId}/api-keys` }),
  },
  {
    method: 'post',
    path: '/v1/projects/{id}/api-keys/regenerate',
    permission: ['privateKeys', 'update'],
    key: null,
    request: () => ({ path: `/v1/projects/${unknownId}/api-keys/regenerate` }),
  },
  {
    method: 'get',
    path: '/v1/projects/{id}/rules',
    permission: ['settings', 'read'],
    key: 'private',
    request: (o) => ({ path: `/v1/projects/${o.projectId}/rules` }),
  },
  {
    method: 'post',
    path: '/v1/projects/{id}/rules',
    permission: ['settings', 'update'],
    key: 'private',
    request: () => ({
      path: `/v1/projects/${unknownId}/rules`,
      body: { type: 'filtering', dropInput: true, dropOutput: false },
    }),
  },
  {
    method: 'post',
    path: '/v1/projects/{id}/rules/preview',
    permission: ['settings', 'read'],
    key: 'private',
    request: (o) => ({
      path: `/v1/projects/${o.projectId}/rules/preview`,
      body: { type: 'masking', piiKinds: ['email'] },
    }),
  },
  {
    method: 'delete',
    path: '/v1/projects/{id}/rules',
    permission: ['settings', 'update'],
    key: 'private',
    request: (o) => ({ path: `/v1/projects/${o.projectId}/rules?ruleId=${unknownId}` }),
  },
  {
    method: 'get',
    path: '/v1/team/members',
    permission: ['teamMembers', 'list'],
    key: null,
    request: () => ({ path: '/v1/team/members' }),
  },
  {
    method: 'post',
    path: '/v1/team/invitations',
    permission: ['teamMembers', 'create'],
    key: null,
    request: () => ({
      path: '/v1/team/invitations',
      body: { email: `${randomUUID()}@example.com`, role: 'viewer', projectIds: [unknownId] },
    }),
  },
  {
    method: 'delete',
    path: '/v1/team/invitations/{id}',
    permission: ['teamMembers', 'delete'],
    key: null,
    request: () => ({ path: `/v1/team/invitations/${unknownId}` }),
  },
  {
    method: 'patch',
    path: '/v1/team/members/{id}',
    permission: ['teamMembers', 'update'],
    key: null,
    request: () => ({ path: `/v1/team/members/${unknownId}`, body: { role: 'viewer' } }),
  },
  {
    method: 'delete',
    path: '/v1/team/members/{id}',
    permission: ['teamMembers', 'delete'],
    key: null,
    request: () => ({ path: `/v1/team/members/${unknownId}` }),
  },
  {
    method: 'get',
    path: '/v1/audit-logs',
    permission: ['auditLogs', 'list'],
    key: null,
    request: () => ({ path: '/v1/audit-logs' }),
  },
  ...projectScoped('get', '/v1/runs', ['logs', 'list']),
  {
    method: 'get',
    path: '/v1/runs/download',
    permission: ['logs', 'export'],
    key: 'private',
    request: (owner) => ({ path: `/v1/runs/download?projectId=${owner.projectId}&format=csv` }),
  },
  {
    method: 'get',
    path: '/v1/cost-mappings',
    permission: ['settings', 'read'],
    key: null,
    request: () => ({ path: '/v1/cost-mappings' }),
  },
  {
    method: 'post',
    path: '/v1/cost-mappings',
    permission: ['settings', 'update'],
    key: null,
    request: () => ({
      path: '/v1/cost-mappings',
      body: { modelPattern: 'by-role-*', inputPricePerMillion: 1, outputPricePerMillion: 2 },
    }),
  },
  {
    method: 'delete',
    path: '/v1/cost-mappings/{id}',
    permission: ['settings', 'update'],
    key: null,
    request: () => ({ path: `/v1/cost-mappings/${unknownId}` }),
  },
  ...projectScoped('get', '/v1/runs/count', ['logs', 'list']),
  ...projectScoped('get', '/v1/runs/totals', ['logs', 'list']),
  ...projectScoped('get', '/v1/runs/search-status', ['logs', 'list']),
  ...projectScoped('get', '/v1/runs/sample-data', ['logs', 'list']),
  ...projectScoped('get', '/v1/runs/{id}', ['logs', 'read']),
  ...projectScoped('get', '/v1/runs/{id}/tree', ['logs', 'read']),
  ...projectScoped('delete', '/v1/runs/{id}', ['logs', 'delete']),
  ...projectScoped('patch', '/v1/runs/{id}/visibility', ['logs', 'updateVisibility'], {
    visibility: 'public',
  }),
  // SDKs send and read feedback and scores with whichever key they were given, often the public one.
  ...projectScoped('get', '/v1/runs/{id}/feedback', ['logs', 'read'], undefined, 'public'),
  ...projectScoped(
    'patch',
    '/v1/runs/{id}/feedback',
    ['logs', 'update'],
    { thumb: 'up' },
    'public',
  ),
  ...projectScoped(
    'patch',
    '/v1/runs/{id}/score',
    ['logs', 'update'],
    { label: 'accuracy', value: 1 },
    'public',
  ),
  ...projectScoped('get', '/v1/views', ['logs', 'list']),
  ...projectScoped('post', '/v1/views', ['logs', 'update'], {
    name: 'By role',
    data: '',
    type: 'llm',
  }),
  ...projectScoped('get', '/v1/views/{id}', ['logs', 'read']),
  ...projectScoped('patch', '/v1/views/{id}', ['logs', 'update'], { name: 'Renamed' }),
  ...projectScoped('delete', '/v1/views/{id}', ['logs', 'update']),
  ...projectScoped('get', '/v1/dashboards', ['dashboards', 'list']),
  ...projectScoped('post', '/v1/dashboards', ['dashboards', 'create'], {}),
  ...projectScoped('get', '/v1/dashboards/{id}', ['dashboards', 'read']),
  ...projectScoped('patch', '/v1/dashboards/{id}', ['dashboards', 'update'], { name: 'Renamed' }),
  ...projectScoped('delete', '/v1/dashboards/{id}', ['dashboards', 'delete']),
  ...projectScoped('get', '/v1/dashboards/charts/custom', ['charts', 'list']),
  ...projectScoped('post', '/v1/dashboards/charts/custom', ['charts', 'create'], {
    name: 'By role',
    type: 'Area',
    metric: 'runs',
    aggregation: 'count',
  }),
  ...projectScoped('patch', '/v1/dashboards/charts/custom', ['charts', 'update'], {
    id: unknownId,
    name: 'Renamed',
  }),
  ...projectScoped('post', '/v1/dashboards/charts/custom/delete', ['charts', 'delete'], {
    id: unknownId,
  }),
  ...[...catalogueChartIds, 'custom'].flatMap((chartId) =>
    projectScoped('get', `/v1/analytics/${chartId}`, ['analytics', 'read']).map((route) => ({
      ...route,
      request: (owner: SignedUp) => ({
        path: `${route.request(owner).path}&startDate=2026-01-01T00:00:00Z&endDate=2026-01-31T00:00:00Z&type=Number&metric=runs&aggregation=count`,
      }),
    })),
  ),
  ...projectScoped('get', '/v1/templates', ['prompts', 'list']),
  ...projectScoped('post', '/v1/templates', ['prompts', 'create'], { slug: 'by-role' }),
  ...projectScoped('get', '/v1/templates/{id}', ['prompts', 'read']),
  ...projectScoped('patch', '/v1/templates/{id}', ['prompts', 'update'], { slug: 'renamed' }),
  ...projectScoped('delete', '/v1/templates/{id}', ['prompts', 'delete']),
  ...projectScoped('post', '/v1/templates/{id}/duplicate', ['prompts', 'create']),
  // Saving a draft needs create_draft (deploying needs update: templates/template-access.test.ts).
  ...projectScoped('post', '/v1/templates/{id}/versions', ['prompts', 'create_draft'], {
    content: [{ role: 'user', content: 'Hi' }],
    extra: { model: 'gpt-4o' },
    isDraft: true,
  }),
  ...projectScoped('get', '/v1/template_versions/{id}', ['prompts', 'read']),
  // Which edit needs which permission depends on the stored version; an unknown one is a 404.
  ...projectScoped('patch', '/v1/template_versions/{id}', ['prompts', 'read'], { notes: 'x' }),
  ...['/v1/template_versions/latest', '/v1/template-versions/latest'].flatMap((path) =>
    projectScoped('get', path, ['prompts', 'read'], undefined, 'public').map((route) => ({
      ...route,
      request: (owner: SignedUp) => ({ path: `${route.request(owner).path}&slug=welcome` }),
    })),
  ),
  ...projectScoped('get', '/v1/jobs', ['jobs', 'list'], undefined, null),
  ...projectScoped('get', '/v1/jobs/{id}', ['jobs', 'read'], undefined, null),
  ...projectScoped('post', '/v1/jobs/{id}/cancel', ['jobs', 'delete'], undefined, null),
  ...projectScoped('post', '/v1/jobs/{id}/retry', ['jobs', 'create'], undefined, null),
  ...projectScoped('get', '/v1/users', ['users', 'list']),
  ...projectScoped('get', '/v1/users/{id}', ['users', 'read']),
  ...projectScoped('patch', '/v1/users/{id}', ['users', 'update'], { props: {} }),
  ...projectScoped('delete', '/v1/users/{id}', ['users', 'delete']),
  ...projectScoped('get', '/v1/playground-endpoints', ['prompts', 'list']),
  ...projectScoped('post', '/v1/playground-endpoints', ['prompts', 'create'], playgroundEndpoint),
  ...projectScoped(
    'put',
    '/v1/playground-endpoints/{id}',
    ['prompts', 'update'],
    playgroundEndpoint,
  ),
  ...projectScoped('delete', '/v1/playground-endpoints/{id}', ['prompts', 'delete']),
  ...projectScoped('get', '/v1/enrichers', ['enrichments', 'list']),
  ...projectScoped('post', '/v1/enrichers', ['enrichments', 'create'], { kind: 'topics' }),
  ...projectScoped('patch', '/v1/enrichers/{id}', ['enrichments', 'update'], { enabled: false }),
  ...projectScoped('delete', '/v1/enrichers/{id}', ['enrichments', 'delete']),
  ...projectScoped('post', '/v1/enrichers/{id}/backfill', ['enrichments', 'update'], {}),
  ...projectScoped('get', '/v1/evaluators', ['evaluations', 'list']),
  ...projectScoped('post', '/v1/evaluators', ['evaluations', 'create'], {
    name: 'By role',
    type: 'json',
  }),
  ...projectScoped('get', '/v1/evaluators/{id}', ['evaluations', 'read']),
  ...projectScoped('patch', '/v1/evaluators/{id}', ['evaluations', 'update'], { name: 'Renamed' }),
  ...projectScoped('delete', '/v1/evaluators/{id}', ['evaluations', 'delete']),
  ...projectScoped('post', '/v1/evaluators/{id}/run', ['evaluations', 'run'], { filters: '' }),
  ...projectScoped('get', '/v1/checklists', ['checklists', 'list']),
  ...projectScoped('post', '/v1/checklists', ['checklists', 'create'], {
    slug: `by-role`,
    type: 'evaluation',
    data: 'json=output.valid',
  }),
  ...projectScoped('get', '/v1/checklists/{id}', ['checklists', 'read']),
  ...projectScoped('patch', '/v1/checklists/{id}', ['checklists', 'update'], { slug: 'renamed' }),
  ...projectScoped('delete', '/v1/checklists/{id}', ['checklists', 'delete']),
  ...[
    'models',
    'custom-events',
    'names',
    'tags',
    'topics',
    'templates',
    'metadata',
    'evaluators',
  ].flatMap((list) => projectScoped('get', `/v1/filters/${list}`, ['logs', 'list'])),
  ...projectScoped('get', '/v1/review-queues', ['evaluations', 'list']),
  ...projectScoped('post', '/v1/review-queues', ['evaluations', 'create'], {
    name: 'Queue',
    source: 'filter',
  }),
  ...projectScoped('get', '/v1/review-queues/{id}', ['evaluations', 'read']),
  ...projectScoped('patch', '/v1/review-queues/{id}', ['evaluations', 'update'], { name: 'New' }),
  ...projectScoped('delete', '/v1/review-queues/{id}', ['evaluations', 'delete']),
  ...projectScoped('get', '/v1/review-queues/{id}/items', ['evaluations', 'read']),
  {
    // Only people review: a project key passes the guard and is then refused.
    method: 'put',
    path: '/v1/review-queues/{id}/items/{itemId}/review',
    permission: ['evaluations', 'update'],
    key: null,
    request: (owner) => ({
      path: `/v1/review-queues/${unknownId}/items/${unknownId}/review?projectId=${owner.projectId}`,
      body: { thumb: 'up' },
    }),
  },
  ...projectScoped('get', '/v1/runs/{id}/reviews', ['evaluations', 'read']),
  {
    method: 'get',
    path: '/v1/orgs/provider-keys',
    permission: ['settings', 'read'],
    key: null,
    request: () => ({ path: '/v1/orgs/provider-keys' }),
  },
  {
    method: 'put',
    path: '/v1/orgs/provider-keys/{provider}',
    permission: ['settings', 'update'],
    key: null,
    request: () => ({
      path: '/v1/orgs/provider-keys/mistral',
      body: { apiKey: 'mistral-route-access-key' },
    }),
  },
  {
    method: 'delete',
    path: '/v1/orgs/provider-keys/{provider}',
    permission: ['settings', 'update'],
    key: null,
    request: () => ({ path: '/v1/orgs/provider-keys/x_ai' }),
  },
  // Self-hosted here, so no plan gate: each call stops with 400 or 404 once past the guard.
  {
    method: 'get',
    path: '/v1/orgs/data-warehouse-connections',
    permission: ['settings', 'update'],
    key: null,
    request: () => ({ path: '/v1/orgs/data-warehouse-connections' }),
  },
  {
    method: 'post',
    path: '/v1/orgs/data-warehouse-connections',
    permission: ['settings', 'update'],
    key: null,
    request: () => ({
      path: '/v1/orgs/data-warehouse-connections',
      body: { name: 'Warehouse', connectionUrl: 'mysql://warehouse.example.com/db' },
    }),
  },
  {
    method: 'post',
    path: '/v1/orgs/data-warehouse-connections/test',
    permission: ['settings', 'update'],
    key: null,
    request: () => ({
      path: '/v1/orgs/data-warehouse-connections/test',
      body: { connectionUrl: 'mysql://warehouse.example.com/db' },
    }),
  },
  {
    method: 'get',
    path: '/v1/orgs/data-warehouse-connections/{id}',
    permission: ['settings', 'update'],
    key: null,
    request: () => ({ path: `/v1/orgs/data-warehouse-connections/${unknownId}` }),
  },
  {
    method: 'patch',
    path: '/v1/orgs/data-warehouse-connections/{id}',
    permission: ['settings', 'update'],
    key: null,
    request: () => ({
      path: `/v1/orgs/data-warehouse-connections/${unknownId}`,
      body: { status: 'paused' },
    }),
  },
  {
    method: 'delete',
    path: '/v1/orgs/data-warehouse-connections/{id}',
    permission: ['settings', 'update'],
    key: null,
    request: () => ({ path: `/v1/orgs/data-warehouse-connections/${unknownId}` }),
  },
  {
    method: 'post',
    path: '/v1/orgs/data-warehouse-connections/{id}/test',
    permission: ['settings', 'update'],
    key: null,
    request: () => ({ path: `/v1/orgs/data-warehouse-connections/${unknownId}/test` }),
  },
  // No key is saved for gpt-4o: the run stops with 400 once past the guard.
  ...projectScoped('post', '/v1/playground/runs', ['prompts', 'run'], {
    content: 'Hi',
    extra: { model: 'gpt-4o' },
  }),
  ...projectScoped('get', '/v1/playground/usage', ['prompts', 'read']),
  // Datasets (v2): the public key may read one dataset (SDKs).
  ...projectScoped('get', '/v1/datasets-v2', ['datasets', 'list']),
  ...projectScoped('post', '/v1/datasets-v2', ['datasets', 'create'], { name: 'Cases' }),
  ...projectScoped('get', '/v1/datasets-v2/{id}', ['datasets', 'read'], undefined, 'public'),
  ...projectScoped('patch', '/v1/datasets-v2/{id}', ['datasets', 'update'], { name: 'Renamed' }),
  ...projectScoped('delete', '/v1/datasets-v2/{id}', ['datasets', 'delete']),
  ...projectScoped('post', '/v1/datasets-v2/{id}/duplicate', ['datasets', 'create'], {}),
  ...projectScoped('post', '/v1/datasets-v2/{id}/import', ['datasets', 'update']),
  ...projectScoped('get', '/v1/datasets-v2/{id}/export', ['datasets', 'read']),
  ...projectScoped('post', '/v1/datasets-v2/{id}/items', ['datasets', 'update'], { input: 'Hi' }),
  ...projectScoped('post', '/v1/datasets-v2/{id}/items/from-runs', ['datasets', 'update'], {
    runIds: [unknownId],
  }),
  ...projectScoped('patch', '/v1/datasets-v2/{id}/items/{itemId}', ['datasets', 'update'], {
    input: 'Hi',
  }),
  ...projectScoped('delete', '/v1/datasets-v2/{id}/items/{itemId}', ['datasets', 'update']),
  ...projectScoped('post', '/v1/datasets-v2/{id}/items/{itemId}/generate', ['datasets', 'run'], {
    model: 'gpt-4o',
  }),
  // Datasets (v1).
  ...projectScoped('get', '/v1/datasets', ['datasets', 'list']),
  ...projectScoped('post', '/v1/datasets', ['datasets', 'create'], { slug: 'route-access' }),
  ...projectScoped('get', '/v1/datasets/{id}', ['datasets', 'read'], undefined, 'public'),
  ...projectScoped('patch', '/v1/datasets/{id}', ['datasets', 'update'], { slug: 'renamed' }),
  ...projectScoped('delete', '/v1/datasets/{id}', ['datasets', 'delete']),
  ...projectScoped('post', '/v1/datasets/prompts', ['datasets', 'update'], {
    datasetId: unknownId,
    messages: [],
  }),
  ...projectScoped('post', '/v1/datasets/prompts/attach', ['datasets', 'update'], {
    datasetId: unknownId,
    runId: unknownId,
  }),
  ...projectScoped('get', '/v1/datasets/prompts/{id}', ['datasets', 'read'], undefined, 'public'),
  ...projectScoped('patch', '/v1/datasets/prompts/{id}', ['datasets', 'update'], { messages: [] }),
  ...projectScoped('delete', '/v1/datasets/prompts/{id}', ['datasets', 'update']),
  ...projectScoped('post', '/v1/datasets/variations', ['datasets', 'update'], {
    promptId: unknownId,
  }),
  ...projectScoped(
    'get',
    '/v1/datasets/variations/{id}',
    ['datasets', 'read'],
    undefined,
    'public',
  ),
  ...projectScoped('patch', '/v1/datasets/variations/{id}', ['datasets', 'update'], {
    context: 'x',
  }),
  ...projectScoped('delete', '/v1/datasets/variations/{id}', ['datasets', 'update']),
  // Experiments: the unknown dataset or experiment answers 404 once past the guard.
  ...projectScoped('get', '/v1/alerts', ['analytics', 'read']),
  ...projectScoped(
    'post',
    '/v1/alerts',
    ['settings', 'update'],
    { name: 'Errors', metric: 'errors', windowMinutes: 5, threshold: 1 },
    null,
  ),
  ...projectScoped('get', '/v1/alerts/{id}', ['analytics', 'read']),
  ...projectScoped('patch', '/v1/alerts/{id}', ['settings', 'update'], { name: 'x' }, null),
  ...projectScoped('delete', '/v1/alerts/{id}', ['settings', 'update'], undefined, null),
  ...projectScoped('get', '/v1/alerts/{id}/events', ['analytics', 'read']),
  ...projectScoped('post', '/v1/alerts/{id}/test', ['settings', 'update'], undefined, null),
  ...projectScoped('get', '/v1/experiments', ['evaluations', 'list']),
  ...projectScoped('post', '/v1/experiments', ['evaluations', 'create'], {
    name: 'Route access',
    datasetId: unknownId,
    variants: [{ model: 'gpt-4o' }],
  }),
  ...projectScoped('get', '/v1/experiments/{id}', ['evaluations', 'read']),
  ...projectScoped('post', '/v1/experiments/{id}/rerun', ['evaluations', 'run'], {}),
  ...projectScoped('post', '/v1/experiments/{id}/cancel', ['evaluations', 'run']),
  ...projectScoped('delete', '/v1/experiments/{id}', ['evaluations', 'delete']),
  // Guardrails: managed like project settings; the check is the private key's (and readers').
  ...projectScoped('get', '/v1/guardrails/policies', ['settings', 'read']),
  ...projectScoped('post', '/v1/guardrails/policies', ['settings', 'update'], {
    name: 'Route access',
  }),
  ...projectScoped('put', '/v1/guardrails/policies/{id}', ['settings', 'update'], {
    name: 'Route access',
  }),
  ...projectScoped('delete', '/v1/guardrails/policies/{id}', ['settings', 'update']),
  ...projectScoped('post', '/v1/guardrails/check', ['settings', 'read'], { input: 'Hello' }),
  ...projectScoped('get', '/v1/guardrails/decisions', ['settings', 'read']),
  ...projectScoped('get', '/v1/insights', ['enrichments', 'read']),
];

/**
 * A route of a project: called for the owner's project, with an unknown id where the path has
 * one. The private key may call every route of its project.
 */
function projectScoped(
  method: string,
  path: string,
  permission: [Resource, Action],
  body?: unknown,
  key: KeyAccess = 'private',
): RouteCase[] {
  return [
    {
      method,
      path,
      permission,
      key,
      request: (owner) => ({
        path: `${path.replace('{id}', unknownId)}?projectId=${owner.projectId}`,
        ...(body !== undefined ? { body } : {}),
      }),
    },
  ];
}

const publicPaths = new Set(['/v1/version', '/v1/openapi.json', '/v1/openapi-3.0.json']);

describe.each(testDatabaseTargets())('route access on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    database = await target.open();
    // Every org in the beta (experiments): the guards under test are the roles' and keys'.
    api = await createTestApp(database, { betaOrgs: 'all' });
    owner = await signUp(api);
    await setPlan(api, owner.orgId, 'enterprise');
    // Datasets, evaluations and checklists need a licence on a self-hosted install.
    api.context.licence = { expiresAt: '2999-01-01T00:00:00.000Z', evalEnabled: true };
    tokens.set('owner', owner.token);
    for (const role of roles.filter((role) => role !== 'owner')) {
      tokens.set(role, await addTeammate(api, owner, role));
    }
    const keys = await json<{ type: string; key: string }[]>(
      api.call('GET', `/v1/projects/${owner.projectId}/api-keys`, { token: owner.token }),
    );
    for (const { type, key } of keys) tokens.set(`${type} key`, key);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('has a case for every authenticated route of the OpenAPI document', async () => {
    type Operation = { tags?: string[]; security?: unknown[] };
    const document = await json<{ paths: Record<string, Record<string, Operation>> }>(
      api.call('GET', '/v1/openapi.json'),
    );
    // SDK ingestion takes project keys and a download link is its own credential: no roles apply.
    const forRoles = (operation: Operation) =>
      !operation.tags?.includes('Ingestion') && operation.security?.length !== 0;
    const documented = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/v1/') && !publicPaths.has(path))
      .flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([, operation]) => forRoles(operation))
          .map(([method]) => `${method} ${path}`),
      );
    expect(documented.sort()).toEqual(
      routeCases.map((route) => `${route.method} ${route.path}`).sort(),
    );
  });

  describe.each([...roles])('as %s', (role) => {
    it.each(routeCases)('$method $path follows the permission matrix', async (route) => {
      const { path, body } = route.request(owner);
      const response = await api.call(route.method.toUpperCase(), path, {
        token: tokens.get(role),
        ...(body ? { body } : {}),
      });
      const allowed =
        route.permission === null || can(role, route.permission[0], route.permission[1]);
      if (allowed) {
        expect(
          response.status,
          `${role} should pass the guard of ${route.method} ${path}`,
        ).not.toBe(403);
      } else {
        expect(response.status).toBe(403);
        expect(await json<ApiError>(response)).toMatchObject({ error: 'Forbidden' });
      }
    });
  });

  describe.each(['public', 'private'] as const)("as the project's %s key", (keyType) => {
    it.each(routeCases)(
      '$method $path lets the key through only where it belongs',
      async (route) => {
        const { path, body } = route.request(owner);
        const response = await api.call(route.method.toUpperCase(), path, {
          token: tokens.get(`${keyType} key`),
          ...(body ? { body } : {}),
        });
        const allowed =
          route.key === 'public' || (route.key === 'private' && keyType === 'private');
        if (allowed) {
          expect(
            response.status,
            `the ${keyType} key should pass ${route.method} ${path}`,
          ).not.toBe(403);
          expect(response.status).toBeLessThan(500);
        } else {
          expect(response.status, `the ${keyType} key on ${route.method} ${path}`).toBe(403);
          expect(await json<ApiError>(response)).toMatchObject({ error: 'Forbidden' });
        }
      },
    );
  });
});

describe.each(testDatabaseTargets())('tenant isolation on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let alice: SignedUp;
  let mallory: SignedUp;
  let aliceKeys: { type: string; key: string }[];
  beforeAll(async () => {
    database = await target.open();
    api = await createTestApp(database);
    alice = await signUp(api);
    mallory = await signUp(api);
    aliceKeys = await json(
      api.call('GET', `/v1/projects/${alice.projectId}/api-keys`, { token: alice.token }),
    );
  });
  afterAll(async () => {
    await database?.close();
  });

  it("answers another org's project ids with 404, revealing nothing, and changes nothing", async () => {
    for (const [method, path, body] of [
      ['GET', `/v1/projects/${alice.projectId}/api-keys`, undefined],
      ['GET', `/v1/projects/${alice.projectId}/rules`, undefined],
      ['PATCH', `/v1/projects/${alice.projectId}`, { name: 'pwned' }],
      ['DELETE', `/v1/projects/${alice.projectId}`, undefined],
      ['POST', `/v1/projects/${alice.projectId}/api-keys/regenerate`, undefined],
    ] as const) {
      const response = await api.call(method, path, {
        token: mallory.token,
        ...(body ? { body } : {}),
      });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(await response.json())).not.toContain(alice.projectId);
    }
    const projects = await json<{ name: string }[]>(
      api.call('GET', '/v1/projects', { token: alice.token }),
    );
    expect(projects.map((project) => project.name)).toEqual(['Project #1']);
    const keys = await json(
      api.call('GET', `/v1/projects/${alice.projectId}/api-keys`, { token: alice.token }),
    );
    expect(keys).toEqual(aliceKeys);
  });

  it("answers another org's id in org routes with 404", async () => {
    const response = await api.call('PATCH', `/v1/orgs/${alice.orgId}`, {
      token: mallory.token,
      body: { name: 'pwned' },
    });
    expect(response.status).toBe(404);
    const org = await json<{ name: string }>(
      api.call('GET', '/v1/users/me/org', { token: alice.token }),
    );
    expect(org.name).toBe("Ada Lovelace's Org");
  });

  describe("another org's session token and project keys on Alice's project data", () => {
    const secret = 'alice-secret-input';
    let runId: string;
    let endUserId: string;
    let viewId: string;
    let ruleId: string;
    let before: string;

    /** What Alice sees of her project; no attempt of Mallory's may change it. */
    async function aliceState(): Promise<string> {
      const scoped = (path: string) =>
        `${path}${path.includes('?') ? '&' : '?'}projectId=${alice.projectId}`;
      const read = (path: string) => json(api.call('GET', scoped(path), { token: alice.token }));
      return JSON.stringify(
        await Promise.all([
          read(`/v1/runs/${runId}`),
          read(`/v1/runs/${runId}/feedback`),
          read('/v1/runs?type=llm'),
          read(`/v1/users/${endUserId}`),
          read(`/v1/views/${viewId}`),
          json(api.call('GET', `/v1/projects/${alice.projectId}/rules`, { token: alice.token })),
        ]),
      );
    }

    beforeAll(async () => {
      const publicKey = aliceKeys.find((key) => key.type === 'public')?.key;
      const ingested = await api.call('POST', '/v1/runs/ingest', {
        token: publicKey,
        body: {
          events: [
            {
              event: 'start',
              type: 'llm',
              runId: 'alice-run',
              timestamp: Date.now(),
              name: 'gpt-4o-mini',
              input: secret,
              userId: 'alice-end-user',
            },
            {
              event: 'end',
              type: 'llm',
              runId: 'alice-run',
              timestamp: Date.now() + 10,
              output: 'ok',
            },
            { event: 'feedback', type: null, runId: 'alice-run', feedback: { thumbs: 'up' } },
          ],
        },
      });
      expect(ingested.status).toBe(200);
      runId = toRunUuid('alice-run');
      const scoped = (path: string) => `${path}?projectId=${alice.projectId}`;
      const users = await json<PagedResponse<ExternalUser>>(
        api.call('GET', scoped('/v1/users'), { token: alice.token }),
      );
      endUserId = users.data[0]?.id ?? '';
      viewId = (
        await json<{ id: string }>(
          api.call('POST', scoped('/v1/views'), {
            token: alice.token,
            body: { name: 'Alice view', data: 'users=alice-end-user', type: 'llm' },
          }),
        )
      ).id;
      ruleId = (
        await json<{ id: string }>(
          api.call('POST', `/v1/projects/${alice.projectId}/rules`, {
            token: alice.token,
            body: { type: 'filtering', dropInput: true, dropOutput: false },
          }),
        )
      ).id;
      before = await aliceState();
      expect(before).toContain(secret);
    });

    /** Each call Mallory might try: method, path (projectId added by the caller), body. */
    const attempts = (): [string, string, unknown?][] => [
      ['GET', '/v1/runs?type=llm'],
      ['GET', '/v1/runs/count?type=llm'],
      ['GET', '/v1/runs/totals?type=llm'],
      ['GET', `/v1/runs/${runId}`],
      ['GET', `/v1/runs/${runId}/tree`],
      ['DELETE', `/v1/runs/${runId}`],
      ['PATCH', `/v1/runs/${runId}/visibility`, { visibility: 'public' }],
      ['GET', `/v1/runs/${runId}/feedback`],
      ['PATCH', `/v1/runs/${runId}/feedback`, { thumb: 'down', comment: 'pwned' }],
      ['PATCH', `/v1/runs/${runId}/score`, { label: 'pwned', value: 0 }],
      ['GET', '/v1/runs/download?format=csv&type=llm'],
      ['GET', '/v1/users'],
      ['GET', `/v1/users/${endUserId}`],
      ['PATCH', `/v1/users/${endUserId}`, { props: { pwned: true } }],
      ['DELETE', `/v1/users/${endUserId}`],
      ['GET', '/v1/views'],
      ['GET', `/v1/views/${viewId}`],
      ['PATCH', `/v1/views/${viewId}`, { name: 'pwned' }],
      ['DELETE', `/v1/views/${viewId}`],
      ...['models', 'custom-events', 'names', 'tags', 'topics', 'templates', 'metadata'].map(
        (list) => ['GET', `/v1/filters/${list}`] as [string, string],
      ),
    ];
    const ruleAttempts = (): [string, string, unknown?][] => [
      ['GET', `/v1/projects/${alice.projectId}/rules`],
      ['POST', `/v1/projects/${alice.projectId}/rules`, { type: 'masking', piiKinds: ['email'] }],
      ['DELETE', `/v1/projects/${alice.projectId}/rules?ruleId=${ruleId}`],
    ];
    const callers = async () => {
      const keys = await json<{ type: string; key: string }[]>(
        api.call('GET', `/v1/projects/${mallory.projectId}/api-keys`, { token: mallory.token }),
      );
      return [
        ['session token', mallory.token],
        ...keys.map(({ type, key }) => [`${type} key`, key]),
      ] as [string, string][];
    };
    const expectNothingLearnt = async (response: Response, what: string) => {
      const text = await response.text();
      for (const leak of [secret, 'alice-end-user', 'Alice view', alice.projectId]) {
        expect(text, what).not.toContain(leak);
      }
      expect(JSON.parse(text), what).toMatchObject({ error: expect.any(String) });
    };

    it("answers 404 for Alice's project id, for every caller and route, changing nothing", async () => {
      for (const [who, token] of await callers()) {
        for (const [method, path, body] of [
          ...attempts().map(
            ([method, path, body]) =>
              [
                method,
                `${path}${path.includes('?') ? '&' : '?'}projectId=${alice.projectId}`,
                body,
              ] as const,
          ),
          ...ruleAttempts(),
        ]) {
          const response = await api.call(method, path, {
            token,
            ...(body !== undefined ? { body } : {}),
          });
          // The rules routes refuse the public key before they look at the project id.
          const refused = who === 'public key' && path.includes('/rules');
          expect(response.status, `${who}: ${method} ${path}`).toBe(refused ? 403 : 404);
          await expectNothingLearnt(response, `${who}: ${method} ${path}`);
        }
      }
      expect(await aliceState()).toBe(before);
    });

    it("gives Mallory no export of Alice's runs through a download token", async () => {
      const { token } = await json<{ token: string }>(
        api.call('GET', `/v1/runs/download?format=jsonl&type=llm&projectId=${mallory.projectId}`, {
          token: mallory.token,
        }),
      );
      const own = await api.call('GET', `/v1/runs/download/${token}`);
      expect(own.status).toBe(200);
      expect(await own.text()).not.toContain(secret);
      // Re-signing is impossible without the server's key: a payload edited to Alice's project,
      // or a session token passed off as a download token, is refused.
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
      const edited = Buffer.from(
        JSON.stringify({ ...claims, projectId: alice.projectId }),
      ).toString('base64url');
      for (const forged of [`${header}.${edited}.${signature}`, mallory.token]) {
        const response = await api.call('GET', `/v1/runs/download/${forged}`);
        expect(response.status).toBe(404);
        await expectNothingLearnt(response, 'a forged download token');
      }
    });

    it("finds none of Alice's ids within Mallory's own project", async () => {
      for (const [who, token] of await callers()) {
        for (const [method, path, body] of attempts()) {
          // Lists are Mallory's own (and empty); only ids can point at Alice's data.
          if (!/[0-9a-f]{8}-/.test(path)) continue;
          const scopedPath = `${path}${path.includes('?') ? '&' : '?'}projectId=${mallory.projectId}`;
          const response = await api.call(method, scopedPath, {
            token,
            ...(body !== undefined ? { body } : {}),
          });
          // The public key passes only the guards of feedback and scores; elsewhere it is refused
          // before any id is looked at.
          const guarded = who === 'public key' && !/feedback|score/.test(path);
          expect(response.status, `${who}: ${method} ${path}`).toBe(guarded ? 403 : 404);
          await expectNothingLearnt(response, `${who}: ${method} ${path}`);
        }
      }
      const runs = await json<PagedResponse<unknown>>(
        api.call('GET', `/v1/runs?type=llm&projectId=${mallory.projectId}`, {
          token: mallory.token,
        }),
      );
      expect(runs.data).toEqual([]);
      expect(await aliceState()).toBe(before);
    });
  });

  it("gives one org's keys nothing of another org", async () => {
    const privateKey = aliceKeys.find((key) => key.type === 'private')?.key;
    const projects = await json<{ id: string }[]>(
      api.call('GET', '/v1/projects', { token: privateKey }),
    );
    expect(projects.map((project) => project.id)).toEqual([alice.projectId]);
    expect(
      (await api.call('GET', `/v1/projects/${mallory.projectId}/api-keys`, { token: privateKey }))
        .status,
    ).toBe(404);
    const members = await api.call('GET', '/v1/team/members', { token: privateKey });
    expect(members.status).toBe(403);
  });
});
