import { describe, expect, it } from 'vitest';
import { authTokenEmail, isSignedIn, parseAuthToken } from './auth-token.js';

// Payloads are base64url of JSON, precomputed so the tests do not need an encoder.
const header = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9';
const payloads = {
  /** {"userId":"u1","email":"ada@example.com","exp":1749945660,"name":"Zoë"} (contains "_") */
  full: 'eyJ1c2VySWQiOiJ1MSIsImVtYWlsIjoiYWRhQGV4YW1wbGUuY29tIiwiZXhwIjoxNzQ5OTQ1NjYwLCJuYW1lIjoiWm_DqyJ9',
  /** {"exp":1749945601} */
  expOneSecondLater: 'eyJleHAiOjE3NDk5NDU2MDF9',
  /** {"exp":1749945600} */
  expNow: 'eyJleHAiOjE3NDk5NDU2MDB9',
  /** {"exp":1749942000} */
  expHourAgo: 'eyJleHAiOjE3NDk5NDIwMDB9',
  /** {"exp":"1749945660"} */
  expAsText: 'eyJleHAiOiIxNzQ5OTQ1NjYwIn0',
  /** {"userId":"u1"} */
  noExp: 'eyJ1c2VySWQiOiJ1MSJ9',
  /** {"exp":4102444800}, the year 2100 */
  exp2100: 'eyJleHAiOjQxMDI0NDQ4MDB9',
  /** {"email":3} */
  numericEmail: 'eyJlbWFpbCI6M30',
  /** {oops */
  notJson: 'e29vcHM',
} as const;

const token = (payload: string) => `${header}.${payload}.signature`;

/** 2025-06-15T00:00:00Z, i.e. exp 1749945600. */
const now = Date.UTC(2025, 5, 15);

describe('parseAuthToken', () => {
  it('returns the claims of a well-formed token', () => {
    expect(parseAuthToken(token(payloads.full))).toEqual({
      userId: 'u1',
      email: 'ada@example.com',
      exp: 1749945660,
      name: 'Zoë',
    });
  });

  it.each(['', 'abc', 'a.b', 'a.b.c.d'])('calls %j an invalid JWT', (value) => {
    expect(() => parseAuthToken(value)).toThrow(new Error('Invalid JWT'));
  });

  it('rejects a token whose payload part is empty', () => {
    expect(() => parseAuthToken('header..signature')).toThrow(
      new Error('JWTs must contain a payload'),
    );
  });

  it('rejects a payload that is not base64url', () => {
    expect(() => parseAuthToken(token('not base64!'))).toThrow(
      new Error('Failed to base64url decode the payload'),
    );
  });

  it('rejects a payload that is not JSON', () => {
    expect(() => parseAuthToken(token(payloads.notJson))).toThrow(
      new Error('Failed to parse the decoded payload as JSON'),
    );
  });

  it.each([
    ['null', 'bnVsbA'],
    ['[1,2]', 'WzEsMl0'],
    ['42', 'NDI'],
    ['"text"', 'InRleHQi'],
  ])('rejects the non-object payload %s', (_json, payload) => {
    expect(() => parseAuthToken(token(payload))).toThrow(new Error('Invalid JWT Claims Set'));
  });
});

describe('isSignedIn', () => {
  it('is true while exp lies in the future', () => {
    expect(isSignedIn(token(payloads.expOneSecondLater), now)).toBe(true);
  });

  it('is false once exp has passed, or without a numeric exp', () => {
    expect(isSignedIn(token(payloads.expNow), now)).toBe(false);
    expect(isSignedIn(token(payloads.expHourAgo), now)).toBe(false);
    expect(isSignedIn(token(payloads.expAsText), now)).toBe(false);
    expect(isSignedIn(token(payloads.noExp), now)).toBe(false);
  });

  it('is false without a token or with a malformed one', () => {
    expect(isSignedIn(null, now)).toBe(false);
    expect(isSignedIn(undefined, now)).toBe(false);
    expect(isSignedIn('', now)).toBe(false);
    expect(isSignedIn('not.a.jwt', now)).toBe(false);
  });

  it('uses the current time by default', () => {
    expect(isSignedIn(token(payloads.exp2100))).toBe(true);
    expect(isSignedIn(token(payloads.expHourAgo))).toBe(false);
  });
});

describe('authTokenEmail', () => {
  it('reads the email to prefill the login form', () => {
    expect(authTokenEmail(token(payloads.full))).toBe('ada@example.com');
    expect(authTokenEmail(token(payloads.numericEmail))).toBeUndefined();
    expect(authTokenEmail('garbage')).toBeUndefined();
    expect(authTokenEmail(null)).toBeUndefined();
  });
});
