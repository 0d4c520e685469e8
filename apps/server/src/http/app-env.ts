import type { Plan, Role } from '@lookout/domain';
import type { Kysely } from 'kysely';
import type { LoginThrottle } from '../auth/login-throttle.js';
import type { SessionTokens } from '../auth/session-token.js';
import type { PaymentProvider } from '../billing/payment-provider.js';
import type { ServerConfig } from '../config/env.js';
import type { DatabaseKind } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { LicenceStatus } from '../licence/licence.js';
import type { Mailer } from '../mail/mailer.js';
import type { ProviderKeyCipher } from '../providers/provider-key-cipher.js';
import type { DownloadTokens } from '../runs/download-token.js';
import type { IngestPressure } from '../write-path/ingest-pressure.js';
import type { RunWriteQueue } from '../write-path/run-write-queue.js';
import type { RateLimit } from './rate-limit.js';

/** Long-lived services every request handler may use. */
export interface ServerContext {
  db: Kysely<Database>;
  /** The read replica (or `db` without one); routes reach it through `readerFor`. */
  reader: Kysely<Database>;
  /** The engine behind `db`: PostgreSQL, or the embedded PGlite (one connection). */
  databaseKind: DatabaseKind;
  config: ServerConfig;
  mailer: Mailer;
  tokens: SessionTokens;
  licence: LicenceStatus | null;
  payments: PaymentProvider;
  /** Dashboard API requests per caller and minute (shared by every process on PostgreSQL). */
  rateLimiter: RateLimit;
  /** Sign-in throttling, shared by every process through the database. */
  loginThrottle: LoginThrottle;
  /** Reset and verification mails one address may ask for (shared like `rateLimiter`). */
  mailThrottle: RateLimit;
  /** Group-commit writer of ingested events. */
  runWriter: RunWriteQueue;
  /** How busy `runWriter` is acknowledging ingestion; background jobs yield to it. */
  ingestPressure: IngestPressure;
  /** Signs the short-lived links of exports. */
  downloadTokens: DownloadTokens;
  /** Encrypts and decrypts the orgs' model-provider keys. */
  providerKeyCipher: ProviderKeyCipher;
}

/** A signed-in dashboard user. */
export interface AccountCaller {
  kind: 'account';
  accountId: string;
  orgId: string;
  role: Role;
  email: string;
  name: string;
  /** Session token id and expiry, for logout. */
  jti: string;
  exp: number;
}

/** A project's public (ingest) or private key. */
export interface ProjectKeyCaller {
  kind: 'project-key';
  keyType: 'public' | 'private';
  projectId: string;
  orgId: string;
}

/** The org-wide API key. */
export interface OrgKeyCaller {
  kind: 'org-key';
  orgId: string;
}

export type Caller = AccountCaller | ProjectKeyCaller | OrgKeyCaller;

/** Hono environment of every route. */
export interface AppEnv {
  Variables: {
    ctx: ServerContext;
    caller: Caller;
    /** The project a project-scoped request works on, checked against the caller. */
    projectId: string;
    /**
     * Set on a write while the org is past its plan's project limit: throws when the given
     * project is one of the read-only ones (`refuseReadOnlyWrites`).
     */
    refuseReadOnlyProject?: (projectId: string) => void;
    /** The plans of the orgs this request has read, each once (`orgPlanOf`). */
    orgPlans?: Map<string, Promise<Plan>>;
  };
}
