import { describe, expect, it } from 'vitest';
import { getJoinDataResponseSchema, loginBodySchema, signupBodySchema } from './auth.js';

describe('signupBodySchema', () => {
  it('trims and lower-cases the email', () => {
    const body = signupBodySchema.parse({
      email: '  Ada@Example.COM ',
      password: 'correct horse',
      name: 'Ada',
    });
    expect(body).toEqual({ email: 'ada@example.com', password: 'correct horse', name: 'Ada' });
  });

  it('says why a short password or a bad email is refused', () => {
    const short = signupBodySchema.safeParse({ email: 'a@b.co', password: 'short', name: 'Ada' });
    expect(short.error?.issues[0]?.message).toBe('Password must be at least 8 characters');
    const badEmail = signupBodySchema.safeParse({
      email: 'ada-at-example',
      password: 'long enough',
      name: 'Ada',
    });
    expect(badEmail.error?.issues[0]?.message).toBe('Enter a valid email address');
  });

  it('requires a name that is not only spaces', () => {
    const result = signupBodySchema.safeParse({
      email: 'a@b.co',
      password: 'long enough',
      name: '  ',
    });
    expect(result.error?.issues[0]?.message).toBe('Name is required');
  });
});

describe('loginBodySchema', () => {
  it('accepts any non-empty password (old passwords may be shorter than today’s rule)', () => {
    expect(loginBodySchema.parse({ email: 'A@B.co', password: 'x' }).email).toBe('a@b.co');
    expect(loginBodySchema.safeParse({ email: 'a@b.co', password: '' }).success).toBe(false);
  });
});

describe('getJoinDataResponseSchema', () => {
  it('describes the invitation with an optional inviter', () => {
    expect(
      getJoinDataResponseSchema.parse({ orgName: 'Acme', email: 'bob@acme.io', role: 'viewer' }),
    ).toEqual({ orgName: 'Acme', email: 'bob@acme.io', role: 'viewer' });
  });
});
