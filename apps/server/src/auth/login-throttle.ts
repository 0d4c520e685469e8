import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * How sign-in failures slow attackers down without locking the real user out. Failures count
 * for a sliding window; what is throttled is a client address, never an account as a whole.
 */
export const loginThrottlePolicy = {
  windowMs: 15 * 60_000,
  /** Failures one address may make on one email before each further try must wait. */
  freeFailuresPerAccount: 5,
  /** The first wait; each further failure doubles it, up to `longestWaitMs`. */
  firstWaitMs: 30_000,
  longestWaitMs: 15 * 60_000,
  /** Failures one address may make across every email (guessing many accounts). */
  failuresPerAddress: 20,
  /**
   * Failures on one email from every address. Past it, an address that already failed on that
   * email must wait for the window, while one that has not (the user's own device) still signs in.
   */
  failuresPerAccount: 50,
} as const;

/** Who is trying: the email as typed (normalised) and the client's address. */
export interface LoginAttempt {
  email: string;
  address: string;
}

/** Whether an attempt may check its password now; when not, how many seconds to wait. */
export type LoginVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface FailureCounts {
  by_address: number | string;
  address_oldest: Date | null;
  by_pair: number | string;
  pair_latest: Date | null;
  by_email: number | string;
  email_oldest: Date | null;
}

/**
 * Sign-in throttling kept in the database (`login_failure`), so every server process on one
 * database sees the same counts. The verdict is asked before the password is checked, so a
 * throttled client learns nothing about it.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number = Date.now,
    private readonly policy = loginThrottlePolicy,
  ) {}

  /** May `attempt` check a password now? */
  async verdict(attempt: LoginAttempt): Promise<LoginVerdict> {
    const now = this.clock();
    const since = new Date(now - this.policy.windowMs);
    const counts = await this.db
      .selectFrom('login_failure')
      .select([
        sql<number>`count(*) filter (where address = ${attempt.address})`.as('by_address'),
        sql<Date | null>`min(failed_at) filter (where address = ${attempt.address})`.as(
          'address_oldest',
        ),
        sql<number>`count(*) filter (where email = ${attempt.email} and address = ${attempt.address})`.as(
          'by_pair',
        ),
        sql<Date | null>`max(failed_at) filter (where email = ${attempt.email} and address = ${attempt.address})`.as(
          'pair_latest',
        ),
        sql<number>`count(*) filter (where email = ${attempt.email})`.as('by_email'),
        sql<Date | null>`min(failed_at) filter (where email = ${attempt.email})`.as('email_oldest'),
      ])
      .where('failed_at', '>', since)
      .where((eb) => eb.or([eb('address', '=', attempt.address), eb('email', '=', attempt.email)]))
      .executeTakeFirstOrThrow();
    const waits = this.waits(counts as FailureCounts, now);
    const longest = Math.max(0, ...waits);
    return longest > 0
      ? { allowed: false, retryAfterSeconds: Math.ceil(longest / 1000) }
      : { allowed: true };
  }

  /** Counts a wrong password (or unknown email), and forgets failures older than the window. */
  async recordFailure(attempt: LoginAttempt): Promise<void> {
    const now = this.clock();
    await this.db
      .insertInto('login_failure')
      .values({ email: attempt.email, address: attempt.address, failed_at: new Date(now) })
      .execute();
    await this.db
      .deleteFrom('login_failure')
      .where('failed_at', '<=', new Date(now - this.policy.windowMs))
      .execute();
  }

  /** A successful sign-in clears this client's failures on this email. */
  async recordSuccess(attempt: LoginAttempt): Promise<void> {
    await this.db
      .deleteFrom('login_failure')
      .where('email', '=', attempt.email)
      .where('address', '=', attempt.address)
      .execute();
  }

  /** Milliseconds each rule still asks the attempt to wait (0 or less: no wait). */
  private waits(counts: FailureCounts, now: number): number[] {
    const { windowMs, freeFailuresPerAccount, firstWaitMs, longestWaitMs } = this.policy;
    const byPair = Number(counts.by_pair);
    const expiry = (oldest: Date | null) => (oldest ? oldest.getTime() + windowMs - now : 0);
    const waits: number[] = [];
    if (byPair >= freeFailuresPerAccount && counts.pair_latest) {
      const wait = Math.min(firstWaitMs * 2 ** (byPair - freeFailuresPerAccount), longestWaitMs);
      waits.push(counts.pair_latest.getTime() + wait - now);
    }
    if (Number(counts.by_address) >= this.policy.failuresPerAddress)
      waits.push(expiry(counts.address_oldest));
    if (Number(counts.by_email) >= this.policy.failuresPerAccount && byPair > 0)
      waits.push(expiry(counts.email_oldest));
    return waits;
  }
}
