import { getOrCreateInstanceSecret } from './auth/instance-secret.js';
import { LoginThrottle } from './auth/login-throttle.js';
import { SessionTokens } from './auth/session-token.js';
import { localPaymentProvider } from './billing/local-payment-provider.js';
import { createStripePaymentProvider } from './billing/stripe-payment-provider.js';
import type { ServerConfig } from './config/env.js';
import type { DatabaseHandle } from './db/database.js';
import type { ServerContext } from './http/app-env.js';
import type { RateLimit } from './http/rate-limit.js';
import { RateLimiter } from './http/rate-limiter.js';
import { SharedRateLimiter } from './http/shared-rate-limiter.js';
import { verifyLicence } from './licence/licence.js';
import { createMailer } from './mail/mailer.js';
import { ProviderKeyCipher } from './providers/provider-key-cipher.js';
import { DownloadTokens } from './runs/download-token.js';
import { IngestPressure } from './write-path/ingest-pressure.js';
import { runWriteOptionsLoader } from './write-path/run-write-options.js';
import { RunWriteQueue } from './write-path/run-write-queue.js';

/** Reset or verification mails one address or account may ask for per minute. */
export const mailRequestsPerMinute = 10;

/** Builds the long-lived services of the server from its configuration and open database. */
export async function createServerContext(
  config: ServerConfig,
  database: DatabaseHandle,
): Promise<ServerContext> {
  const { db } = database;
  const secret =
    config.jwtSecret ?? (await getOrCreateInstanceSecret(db, 'session-signing-secret'));
  const licence =
    config.edition === 'self-hosted' && config.licenseKey && config.licensePublicKey
      ? await verifyLicence(config.licenseKey, config.licensePublicKey)
      : null;
  const ingestPressure = new IngestPressure();
  return {
    db,
    reader: database.reader,
    databaseKind: database.kind,
    config,
    mailer: createMailer({
      db,
      from: config.mailFrom,
      ...(config.smtpUrl ? { smtpUrl: config.smtpUrl } : {}),
    }),
    tokens: new SessionTokens(secret),
    licence,
    payments: config.stripeSecretKey
      ? createStripePaymentProvider(config.stripeSecretKey)
      : localPaymentProvider,
    rateLimiter: requestLimit(database, 'api', config.rateLimitPerMinute),
    loginThrottle: new LoginThrottle(db),
    mailThrottle: requestLimit(database, 'mail', mailRequestsPerMinute),
    runWriter: new RunWriteQueue(db, runWriteOptionsLoader(db), {
      // PGlite has one connection, which a writing transaction holds.
      lanes: database.kind === 'postgres' ? config.ingestWriters : 1,
      onlyWriter: database.kind === 'pglite',
      edition: config.edition,
      pressure: ingestPressure,
    }),
    ingestPressure,
    downloadTokens: new DownloadTokens(secret),
    providerKeyCipher: new ProviderKeyCipher(secret),
  };
}

/**
 * A per-minute limit: in the database on PostgreSQL, where several processes
 * must count together; in memory on PGlite, which one process serves alone.
 */
function requestLimit(database: DatabaseHandle, scope: string, perMinute: number): RateLimit {
  return database.kind === 'postgres'
    ? new SharedRateLimiter(database.db, scope, perMinute)
    : new RateLimiter(perMinute);
}
