import { describe, expect, it } from 'vitest';
import { externalUserSchema } from './external-user.js';

const externalUser = {
  id: '8b7a6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d',
  externalId: 'customer-42',
  props: { name: 'Ada', email: 'ada@example.com', plan: 'pro' },
  createdAt: '2025-03-01T10:00:00.000Z',
  lastSeen: '2025-03-05T08:30:00.000Z',
  runCount: 17,
  cost: 0.0123,
};

describe('externalUserSchema', () => {
  it('accepts an end user with the properties their app sent', () => {
    expect(externalUserSchema.parse(externalUser)).toEqual(externalUser);
  });

  it('accepts a user the app told nothing about and who was never seen', () => {
    expect(
      externalUserSchema.parse({ ...externalUser, props: null, lastSeen: null, runCount: 0 }),
    ).toMatchObject({ props: null, lastSeen: null, runCount: 0 });
  });

  it('refuses an empty app id, a fractional or negative run count and a negative cost', () => {
    expect(externalUserSchema.safeParse({ ...externalUser, externalId: '' }).success).toBe(false);
    expect(externalUserSchema.safeParse({ ...externalUser, runCount: 1.5 }).success).toBe(false);
    expect(externalUserSchema.safeParse({ ...externalUser, runCount: -1 }).success).toBe(false);
    expect(externalUserSchema.safeParse({ ...externalUser, cost: -0.01 }).success).toBe(false);
  });
});
