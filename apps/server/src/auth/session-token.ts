import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/** What a session token says about its holder. */
export interface SessionClaims {
  accountId: string;
  orgId: string;
  email: string;
  /** Unique id of this token, so logout can revoke it. */
  jti: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** Why a token was refused; the API answers 401 with this message. */
export type SessionTokenFailure = 'Session expired' | 'Invalid access token';

export const sessionLifetimeSeconds = 30 * 24 * 60 * 60;

/** Signs and verifies dashboard session tokens (HS256 JWTs with `exp`). */
export class SessionTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  /** A signed token for the account, valid for 30 days. */
  async issue(
    subject: { accountId: string; orgId: string; email: string },
    now = Date.now(),
  ): Promise<string> {
    const issuedAt = Math.floor(now / 1000);
    return new SignJWT({ orgId: subject.orgId, email: subject.email })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject.accountId)
      .setJti(randomUUID())
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + sessionLifetimeSeconds)
      .sign(this.key);
  }

  /** The token's claims, or the reason it is refused. */
  async verify(token: string): Promise<SessionClaims | SessionTokenFailure> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const { sub, orgId, email, jti, exp } = payload;
      if (typeof sub !== 'string' || typeof orgId !== 'string' || typeof email !== 'string') {
        return 'Invalid access token';
      }
      if (typeof jti !== 'string' || typeof exp !== 'number') return 'Invalid access token';
      return { accountId: sub, orgId, email, jti, exp };
    } catch (error) {
      return error instanceof errors.JWTExpired ? 'Session expired' : 'Invalid access token';
    }
  }
}
