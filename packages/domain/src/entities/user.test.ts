import { describe, expect, it } from 'vitest';
import { userSchema } from './user.js';

const user = {
  id: '6a1c1b0e-5d7f-4f0e-8a0b-2b7d7c9b1e11',
  orgId: '0b6f7a43-1d2e-4c1a-9a51-3f7e0f1c2d3e',
  email: 'Ada@Example.com ',
  name: 'Ada Lovelace',
  role: 'owner',
  verified: false,
  createdAt: '2025-03-01T10:00:00.000Z',
  lastLoginAt: null,
};

describe('userSchema', () => {
  it('normalises the email and defaults the avatar to none', () => {
    expect(userSchema.parse(user)).toMatchObject({ email: 'ada@example.com', avatarUrl: null });
  });

  it('carries the sign-up name under user_metadata, which may be absent', () => {
    expect(userSchema.parse({ ...user, user_metadata: { name: 'Ada' } }).user_metadata).toEqual({
      name: 'Ada',
    });
    expect(userSchema.parse(user).user_metadata).toBeUndefined();
    expect(userSchema.parse({ ...user, user_metadata: {} }).user_metadata).toEqual({});
    expect(userSchema.safeParse({ ...user, user_metadata: { name: 42 } }).success).toBe(false);
  });

  it('rejects an unknown role and a date that is not ISO 8601', () => {
    expect(userSchema.safeParse({ ...user, role: 'superuser' }).success).toBe(false);
    expect(
      userSchema.safeParse({ ...user, createdAt: 'yesterday' }).error?.issues[0]?.message,
    ).toBe('Must be an ISO 8601 date-time');
  });
});
