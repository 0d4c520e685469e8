import path from 'node:path';
import { z } from 'zod';
import {
  type OutboundPrivateNetwork,
  outboundPrivateNetworkValues,
} from '../outbound/outbound-policy.js';

const portSchema = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const envSchema = z.object({
  PORT: portSchema.default(3333),
  HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  LOOKOUT_DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./.lookout'),
  DATABASE_URL: optionalText.refine(
    (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
    'must be a postgres:// or postgresql:// connection URL',
  ),
  DATABASE_REPLICA_URL: optionalText.refine(
    (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
    'must be a postgres:// or postgresql:// connection URL of a streaming replica',
  ),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOOKOUT_WEB_DIR: optionalText,
  LOOKOUT_APP_URL: optionalText.refine(
    (value) => value === undefined || URL.canParse(value),
    'must be an absolute URL such as https://lookout.example.com',
  ),
  LOOKOUT_EDITION: z.enum(['self-hosted', 'cloud']).default('self-hosted'),
  LOOKOUT_JWT_SECRET: optionalText.refine(
    (value) => value === undefined || value.length >= 32,
    'must be at least 32 characters long',
  ),
  LOOKOUT_OUTBOUND_PRIVATE_NETWORK: optionalText.pipe(
    z
      .enum(outboundPrivateNetworkValues, {
        error: 'must be allow or refuse (default: refuse on the cloud edition, allow self-hosted)',
      })
      .optional(),
  ),
  LOOKOUT_LICENSE_KEY: optionalText,
  LOOKOUT_LICENSE_PUBLIC_KEY: optionalText,
  LOOKOUT_BETA_ORGS: optionalText.refine(
    (value) =>
      value === undefined ||
      value === 'all' ||
      value.split(',').every((id) => /^[0-9a-f-]{36}$/i.test(id.trim())),
    'must be all, or a comma-separated list of org ids',
  ),
  LOOKOUT_ALERT_INTERVAL_SECONDS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 3600')
    .max(3_600, 'must be between 1 and 3600')
    .default(60),
  SMTP_URL: optionalText.refine(
    (value) => value === undefined || /^smtps?:\/\//.test(value),
    'must be an smtp:// or smtps:// URL',
  ),
  MAIL_FROM: z.string().trim().min(3).default('Lookout <no-reply@lookout.local>'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  CORS_ORIGINS: optionalText.refine(
    (value) =>
      value === undefined ||
      value.split(',').every((origin) => origin.trim() === '*' || URL.canParse(origin.trim())),
    'must be a comma-separated list of origins such as https://app.example.com, or *',
  ),
  LOOKOUT_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(1200),
  LOOKOUT_TRUSTED_PROXIES: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(10, 'must be at most 10')
    .default(0),
  LOOKOUT_INGEST_WRITERS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(16, 'must be at most 16')
    .default(2),
  LOOKOUT_JOB_WORKERS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(32, 'must be at most 32')
    .default(2),
  LOOKOUT_ENRICHMENT_THREADS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(16, 'must be at most 16')
    .default(1),
  LOOKOUT_BACKGROUND_JOB_INTERVAL_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(600_000, 'must be at most 600000 (ten minutes)')
    .default(2_000),
  LOOKOUT_PROVIDER_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1000, 'must be at least 1000 (one second)')
    .max(600_000, 'must be at most 600000 (ten minutes)')
    .default(60_000),
  LOOKOUT_READ_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(3_600_000, 'must be at most 3600000 (an hour)')
    .default(30_000),
  LOOKOUT_PROVIDER_CONCURRENCY: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(256, 'must be at most 256')
    .default(8),
  LOOKOUT_JUDGE_MODEL: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .max(200, 'must be at most 200 characters')
      .regex(/^[\w.:/@-]+$/, 'must be a model name such as gpt-4o-mini')
      .default('gpt-4o-mini'),
  ),
});

/** Server settings, read once from the environment at start. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute path of the data directory (embedded database). */
  dataDir: string;
  /** PostgreSQL connection URL; when absent the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** A streaming replica of `databaseUrl` for list, search, analytics and export reads. */
  databaseReplicaUrl: string | undefined;
  /** Serve the built web app from the same port. */
  serveWeb: boolean;
  /** Absolute path of the built web app. */
  webDir: string;
  /** Public address of the web app, used in links sent by email. */
  appUrl: string;
  edition: 'self-hosted' | 'cloud';
  /**
   * Whether server-side requests to URLs users type (webhooks, SSO discovery and metadata, model
   * base URLs) may reach private network addresses: refused on the cloud edition unless set.
   */
  outboundPrivateNetwork: OutboundPrivateNetwork;
  /** Signing secret of session tokens; generated and stored in the database when unset. */
  jwtSecret: string | undefined;
  /** Signed licence (self-hosted) and the public key that verifies it. */
  licenseKey: string | undefined;
  licensePublicKey: string | undefined;
  /** Orgs given the beta pages by this instance (DESIGN §11): every org, or these ids. */
  betaOrgs: 'all' | readonly string[];
  /** How often every enabled alert is evaluated, in seconds (60 unless a test lowers it). */
  alertIntervalSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  stripeSecretKey: string | undefined;
  /** Signing secret of the Stripe webhook endpoint (`whsec_…`). */
  stripeWebhookSecret: string | undefined;
  /** Origins allowed to call the API from a browser; empty means same-origin only. */
  corsOrigins: string[];
  /** Requests per minute one client may make to the dashboard API. */
  rateLimitPerMinute: number;
  /** Ingestion transactions written at the same time on PostgreSQL (PGlite writes one at a time). */
  ingestWriters: number;
  /** Background jobs this process runs at once; 0 runs none (a process that only answers requests). */
  jobWorkers: number;
  /**
   * Worker threads that run the offline enrichers, at the lowest scheduling priority, beside the
   * event loop that answers requests; 0 runs them on that event loop.
   */
  enrichmentThreads: number;
  /**
   * While ingestion keeps this process's writer busy, background jobs that yield to it
   * (production evaluation, enrichment) start at most one every this many ms; 0: they never yield.
   */
  backgroundJobIntervalMs: number;
  /**
   * Reverse proxies in front of the server that append to X-Forwarded-For. 0: the header is
   * ignored (anyone can write it) and the client is the socket's peer.
   */
  trustedProxies: number;
  /** How long a model provider may stay silent (before its first or next chunk) before the call fails. */
  providerTimeoutMs: number;
  /** Model calls this process's background jobs (experiments) make at the same time. */
  providerConcurrency: number;
  /**
   * Longest a statement of a logs list, count or totals read may run on PostgreSQL before it
   * is stopped and the caller is told to narrow the selection (`http/bounded-read.ts`).
   */
  readTimeoutMs: number;
  /** The model that grades AI evaluations, with the org's key for its provider. */
  judgeModel: string;
}

/** Thrown when an environment variable is invalid; the message names each bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const defaultWebDir = path.resolve(import.meta.dirname, '../../../web/dist');

/**
 * Validates the environment and returns the server configuration.
 *
 * @example
 * loadConfig({ PORT: '8080' }).port // 8080
 * loadConfig({ PORT: 'abc' }) // throws ConfigError: Invalid environment variable PORT: must be a number (got "abc")
 */
export function loadConfig(env: Record<string, string | undefined>): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const received = env[name];
      const secret = /SECRET|KEY|PASSWORD|SMTP_URL|DATABASE_(REPLICA_)?URL/.test(name);
      const shown = received === undefined || secret ? '' : ` (got ${JSON.stringify(received)})`;
      return `Invalid environment variable ${name}: ${issue.message}${shown}`;
    });
    throw new ConfigError(lines.join('\n'));
  }
  const values = parsed.data;
  if (values.LOOKOUT_LICENSE_KEY && !values.LOOKOUT_LICENSE_PUBLIC_KEY) {
    throw new ConfigError(
      'Invalid environment variable LOOKOUT_LICENSE_PUBLIC_KEY: required when LOOKOUT_LICENSE_KEY is set',
    );
  }
  if (values.DATABASE_REPLICA_URL && !values.DATABASE_URL) {
    throw new ConfigError(
      'Invalid environment variable DATABASE_REPLICA_URL: needs DATABASE_URL (the primary it replicates); the embedded database has no replicas',
    );
  }
  const shownHost = values.HOST === '0.0.0.0' ? '127.0.0.1' : values.HOST;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.LOOKOUT_DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    databaseReplicaUrl: values.DATABASE_REPLICA_URL,
    serveWeb: values.NODE_ENV === 'production',
    webDir: values.LOOKOUT_WEB_DIR ? path.resolve(values.LOOKOUT_WEB_DIR) : defaultWebDir,
    appUrl: (values.LOOKOUT_APP_URL ?? `http://${shownHost}:${values.PORT}`).replace(/\/+$/, ''),
    edition: values.LOOKOUT_EDITION,
    outboundPrivateNetwork:
      values.LOOKOUT_OUTBOUND_PRIVATE_NETWORK ??
      (values.LOOKOUT_EDITION === 'cloud' ? 'refuse' : 'allow'),
    jwtSecret: values.LOOKOUT_JWT_SECRET,
    licenseKey: values.LOOKOUT_LICENSE_KEY,
    licensePublicKey: values.LOOKOUT_LICENSE_PUBLIC_KEY,
    betaOrgs:
      values.LOOKOUT_BETA_ORGS === 'all'
        ? 'all'
        : (values.LOOKOUT_BETA_ORGS?.split(',').map((id) => id.trim().toLowerCase()) ?? []),
    alertIntervalSeconds: values.LOOKOUT_ALERT_INTERVAL_SECONDS,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    stripeSecretKey: values.STRIPE_SECRET_KEY,
    stripeWebhookSecret: values.STRIPE_WEBHOOK_SECRET,
    corsOrigins: values.CORS_ORIGINS?.split(',').map((origin) => origin.trim()) ?? [],
    rateLimitPerMinute: values.LOOKOUT_RATE_LIMIT_PER_MINUTE,
    ingestWriters: values.LOOKOUT_INGEST_WRITERS,
    jobWorkers: values.LOOKOUT_JOB_WORKERS,
    enrichmentThreads: values.LOOKOUT_ENRICHMENT_THREADS,
    backgroundJobIntervalMs: values.LOOKOUT_BACKGROUND_JOB_INTERVAL_MS,
    trustedProxies: values.LOOKOUT_TRUSTED_PROXIES,
    providerTimeoutMs: values.LOOKOUT_PROVIDER_TIMEOUT_MS,
    providerConcurrency: values.LOOKOUT_PROVIDER_CONCURRENCY,
    readTimeoutMs: values.LOOKOUT_READ_TIMEOUT_MS,
    judgeModel: values.LOOKOUT_JUDGE_MODEL,
  };
}
