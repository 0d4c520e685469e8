import { describe, expect, it } from 'vitest';
import { orgSchema } from './org.js';

describe('orgSchema', () => {
  const org = {
    id: '0b6f7a43-1d2e-4c1a-9a51-3f7e0f1c2d3e',
    name: 'Acme',
    plan: 'free',
    canceled: false,
    limited: false,
    beta: false,
    billingDelinquent: false,
    datasetV2Enabled: true,
    license: null,
    orgApiKey: null,
  };

  it('accepts a cloud org without licence, and a self-hosted one with it', () => {
    expect(orgSchema.parse(org).plan).toBe('free');
    const selfHosted = {
      ...org,
      plan: 'enterprise',
      license: { expiresAt: '2026-01-01T00:00:00Z', evalEnabled: true },
    };
    expect(orgSchema.parse(selfHosted).license?.evalEnabled).toBe(true);
  });

  it('rejects a plan that does not exist', () => {
    expect(orgSchema.safeParse({ ...org, plan: 'gold' }).success).toBe(false);
  });
});
