import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3333);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe(path.resolve('./.lookout'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.serveWeb).toBe(false);
    expect(config.jobWorkers).toBe(2);
    expect(config.backgroundJobIntervalMs).toBe(2_000);
    expect(config.providerTimeoutMs).toBe(60_000);
    expect(config.providerConcurrency).toBe(8);
    expect(config.judgeModel).toBe('gpt-4o-mini');
  });

  it('reads the judge model, an empty value meaning the default', () => {
    expect(loadConfig({ LOOKOUT_JUDGE_MODEL: ' claude-haiku-4-5 ' }).judgeModel).toBe(
      'claude-haiku-4-5',
    );
    expect(loadConfig({ LOOKOUT_JUDGE_MODEL: 'openai/gpt-4o' }).judgeModel).toBe('openai/gpt-4o');
    expect(loadConfig({ LOOKOUT_JUDGE_MODEL: '' }).judgeModel).toBe('gpt-4o-mini');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      LOOKOUT_DATA_DIR: '/var/lib/lookout',
      DATABASE_URL: 'postgres://lookout@db:5432/lookout',
      NODE_ENV: 'production',
      LOOKOUT_JOB_WORKERS: '0',
      LOOKOUT_BACKGROUND_JOB_INTERVAL_MS: '0',
      LOOKOUT_PROVIDER_TIMEOUT_MS: '15000',
      LOOKOUT_PROVIDER_CONCURRENCY: '32',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/lookout',
      databaseUrl: 'postgres://lookout@db:5432/lookout',
      serveWeb: true,
      jobWorkers: 0,
      backgroundJobIntervalMs: 0,
      providerTimeoutMs: 15_000,
      providerConcurrency: 32,
    });
  });

  it('never echoes a secret value in its message', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:hunter2@db' })).toThrow(
      /^Invalid environment variable DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ connection URL$/,
    );
  });

  it('requires the licence public key with a licence key', () => {
    expect(() => loadConfig({ LOOKOUT_LICENSE_KEY: 'abc' })).toThrow('LOOKOUT_LICENSE_PUBLIC_KEY');
  });

  it('reads DATABASE_REPLICA_URL, which needs DATABASE_URL and names what is wrong', () => {
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://lookout@db:5432/lookout',
        DATABASE_REPLICA_URL: 'postgres://lookout@replica:5432/lookout',
      }).databaseReplicaUrl,
    ).toBe('postgres://lookout@replica:5432/lookout');
    expect(loadConfig({ DATABASE_REPLICA_URL: '' }).databaseReplicaUrl).toBeUndefined();
    expect(() =>
      loadConfig({ DATABASE_REPLICA_URL: 'postgres://lookout@replica:5432/lookout' }),
    ).toThrow(
      /^Invalid environment variable DATABASE_REPLICA_URL: needs DATABASE_URL \(the primary it replicates\)/,
    );
    expect(() =>
      loadConfig({
        DATABASE_URL: 'postgres://lookout@db:5432/lookout',
        DATABASE_REPLICA_URL: 'mysql://user:hunter2@replica',
      }),
    ).toThrow(
      /^Invalid environment variable DATABASE_REPLICA_URL: must be a postgres:\/\/ or postgresql:\/\/ connection URL of a streaming replica$/,
    );
  });

  it('refuses private network addresses for user-given URLs on the cloud edition only, unless set', () => {
    expect(loadConfig({}).outboundPrivateNetwork).toBe('allow');
    expect(loadConfig({ LOOKOUT_EDITION: 'cloud' }).outboundPrivateNetwork).toBe('refuse');
    expect(
      loadConfig({ LOOKOUT_EDITION: 'cloud', LOOKOUT_OUTBOUND_PRIVATE_NETWORK: 'allow' })
        .outboundPrivateNetwork,
    ).toBe('allow');
    expect(loadConfig({ LOOKOUT_OUTBOUND_PRIVATE_NETWORK: 'refuse' }).outboundPrivateNetwork).toBe(
      'refuse',
    );
    expect(
      loadConfig({ LOOKOUT_EDITION: 'cloud', LOOKOUT_OUTBOUND_PRIVATE_NETWORK: '' })
        .outboundPrivateNetwork,
    ).toBe('refuse');
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc', 'Invalid environment variable PORT: must be a number (got "abc")'],
    ['PORT', '70000', 'Invalid environment variable PORT: must be between 0 and 65535'],
    ['LOOKOUT_EDITION', 'saas', 'Invalid environment variable LOOKOUT_EDITION'],
    [
      'LOOKOUT_OUTBOUND_PRIVATE_NETWORK',
      'yes',
      'Invalid environment variable LOOKOUT_OUTBOUND_PRIVATE_NETWORK: must be allow or refuse (default: refuse on the cloud edition, allow self-hosted) (got "yes")',
    ],
    [
      'LOOKOUT_JWT_SECRET',
      'short',
      'Invalid environment variable LOOKOUT_JWT_SECRET: must be at least 32',
    ],
    ['SMTP_URL', 'mail.example.com', 'Invalid environment variable SMTP_URL: must be an smtp://'],
    ['CORS_ORIGINS', 'not a url', 'Invalid environment variable CORS_ORIGINS'],
    ['LOOKOUT_APP_URL', '/relative', 'Invalid environment variable LOOKOUT_APP_URL'],
    [
      'DATABASE_URL',
      'mysql://x',
      'Invalid environment variable DATABASE_URL: must be a postgres://',
    ],
    ['NODE_ENV', 'staging', 'Invalid environment variable NODE_ENV'],
    [
      'LOOKOUT_JOB_WORKERS',
      '-1',
      'Invalid environment variable LOOKOUT_JOB_WORKERS: must be 0 or more',
    ],
    [
      'LOOKOUT_BACKGROUND_JOB_INTERVAL_MS',
      '-5',
      'Invalid environment variable LOOKOUT_BACKGROUND_JOB_INTERVAL_MS: must be 0 or more',
    ],
    [
      'LOOKOUT_BACKGROUND_JOB_INTERVAL_MS',
      '1.5',
      'Invalid environment variable LOOKOUT_BACKGROUND_JOB_INTERVAL_MS: must be a whole number',
    ],
    [
      'LOOKOUT_BACKGROUND_JOB_INTERVAL_MS',
      'often',
      'Invalid environment variable LOOKOUT_BACKGROUND_JOB_INTERVAL_MS: must be a number',
    ],
    [
      'LOOKOUT_BACKGROUND_JOB_INTERVAL_MS',
      '600001',
      'Invalid environment variable LOOKOUT_BACKGROUND_JOB_INTERVAL_MS: must be at most 600000 (ten minutes)',
    ],
    [
      'LOOKOUT_PROVIDER_TIMEOUT_MS',
      '10',
      'Invalid environment variable LOOKOUT_PROVIDER_TIMEOUT_MS: must be at least 1000 (one second)',
    ],
    [
      'LOOKOUT_PROVIDER_TIMEOUT_MS',
      'soon',
      'Invalid environment variable LOOKOUT_PROVIDER_TIMEOUT_MS: must be a number',
    ],
    [
      'LOOKOUT_PROVIDER_CONCURRENCY',
      '0',
      'Invalid environment variable LOOKOUT_PROVIDER_CONCURRENCY: must be at least 1',
    ],
    [
      'LOOKOUT_PROVIDER_CONCURRENCY',
      '2.5',
      'Invalid environment variable LOOKOUT_PROVIDER_CONCURRENCY: must be a whole number',
    ],
    [
      'LOOKOUT_JUDGE_MODEL',
      'gpt 4o; drop',
      'Invalid environment variable LOOKOUT_JUDGE_MODEL: must be a model name such as gpt-4o-mini',
    ],
  ])('names the bad variable %s=%s', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});
