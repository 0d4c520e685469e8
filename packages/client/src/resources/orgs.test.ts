import { describe, expect, it } from 'vitest';
import { ids, orgFixture } from '../testing/entity-fixtures.js';
import { observeCall } from '../testing/resource-call.js';
import {
  getLatestInvoice,
  regenerateOrgApiKey,
  setOrgBeta,
  updateOrg,
  upgradeOrg,
} from './orgs.js';

describe('org calls', () => {
  it('renames the org', async () => {
    const seen = await observeCall((http) => updateOrg(http, ids.org, { name: 'Acme' }), {
      body: orgFixture,
    });
    expect(seen).toMatchObject({
      method: 'PATCH',
      path: `/v1/orgs/${ids.org}`,
      projectId: null,
      body: { name: 'Acme' },
      result: orgFixture,
    });
  });

  it('turns the beta pages on', async () => {
    const answer = { ...orgFixture, beta: true };
    const seen = await observeCall((http) => setOrgBeta(http, ids.org, { enabled: true }), {
      body: answer,
    });
    expect(seen).toMatchObject({
      method: 'PUT',
      path: `/v1/orgs/${ids.org}/beta`,
      projectId: null,
      body: { enabled: true },
      result: answer,
    });
  });

  it('regenerates the org API key and answers it', async () => {
    const seen = await observeCall((http) => regenerateOrgApiKey(http, ids.org), {
      body: { apiKey: 'org-key' },
    });
    expect(seen).toMatchObject({
      method: 'POST',
      path: `/v1/orgs/${ids.org}/api-key/regenerate`,
      result: { apiKey: 'org-key' },
    });
  });

  it('upgrades with plan, period and origin and answers ok and the checkout url', async () => {
    const body = { plan: 'team', period: 'yearly', origin: 'https://app.example.com' } as const;
    const answer = { ok: true, url: 'https://checkout.example.com/s/1' };
    const seen = await observeCall((http) => upgradeOrg(http, ids.org, body), { body: answer });
    expect(seen).toMatchObject({
      method: 'POST',
      path: `/v1/orgs/${ids.org}/upgrade`,
      projectId: null,
      body,
      result: answer,
    });
  });

  it('reads the latest invoice link', async () => {
    const answer = { hostedInvoiceUrl: 'https://pay.example.com/in_1' };
    const seen = await observeCall((http) => getLatestInvoice(http, ids.org), { body: answer });
    expect(seen).toMatchObject({
      method: 'GET',
      path: `/v1/orgs/${ids.org}/billing/latest-invoice`,
      result: answer,
    });
  });
});
