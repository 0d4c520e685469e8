import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eWebhookSecret } from './support/payments.js';

const port = Number(process.env.E2E_PORT ?? 43_117);
const baseURL = `http://127.0.0.1:${port}`;
// A fresh embedded database for every run. Workers load this file again but inherit the
// runner's environment, so they see the same directory and server log.
process.env.LOOKOUT_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'lookout-e2e-'));
const dataDir = process.env.LOOKOUT_E2E_DATA_DIR;
// Everything the server prints, including the mails it keeps in its outbox (support/mail-links.ts).
process.env.LOOKOUT_E2E_SERVER_LOG ??= path.join(dataDir, 'server.log');
const serverLog = process.env.LOOKOUT_E2E_SERVER_LOG;
// A second server, self-hosted, for the specs named `*.self-hosted.spec.ts` (editions differ in
// limits and billing); its own database and log.
const selfHostedPort = port + 1;
const selfHostedURL = `http://127.0.0.1:${selfHostedPort}`;
process.env.LOOKOUT_E2E_SELF_HOSTED_DATA_DIR ??= mkdtempSync(
  path.join(tmpdir(), 'lookout-e2e-self-hosted-'),
);
const selfHostedDataDir = process.env.LOOKOUT_E2E_SELF_HOSTED_DATA_DIR;
const selfHostedSpecs = /\.self-hosted\.spec\.ts$/;
// A third server, cloud, on which every org has the beta flag (LOOKOUT_BETA_ORGS=all), for the
// specs of beta pages (SPEC §2: experiments, and the evaluation journey that runs one); the others
// keep orgs without it (beta orgs on cloud have no checklists, SPEC §6). Its own database and log.
const betaPort = port + 2;
const betaURL = `http://127.0.0.1:${betaPort}`;
process.env.LOOKOUT_E2E_BETA_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'lookout-e2e-beta-'));
const betaDataDir = process.env.LOOKOUT_E2E_BETA_DATA_DIR;
const betaSpecs =
  /(^|\/)(experiments|evaluation-journey|experiment-review|data-rules|alerts|enrichment-journey)\.spec\.ts$/;

/** The environment both servers share. */
const serverEnv = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  STRIPE_SECRET_KEY: '',
  SMTP_URL: '',
  DATABASE_URL: '',
  // The fake model provider, identity providers and webhook receivers listen on 127.0.0.1.
  LOOKOUT_OUTBOUND_PRIVATE_NETWORK: 'allow',
};

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: process.env.CI === 'true',
  retries: 0,
  outputDir: 'test-results',
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    viewport: { width: 1280, height: 720 },
    colorScheme: 'light',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      testIgnore: [selfHostedSpecs, betaSpecs],
    },
    { name: 'beta', use: { browserName: 'chromium', baseURL: betaURL }, testMatch: betaSpecs },
    {
      name: 'self-hosted',
      use: { browserName: 'chromium', baseURL: selfHostedURL },
      testMatch: selfHostedSpecs,
    },
  ],
  webServer: [
    {
      command: 'node --import ./support/tee-server-log.mjs ../server/dist/main.js',
      url: `${baseURL}/v1/version`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: {
        ...serverEnv,
        PORT: String(port),
        LOOKOUT_DATA_DIR: dataDir,
        LOOKOUT_E2E_SERVER_LOG: serverLog,
        // Mailed links point at the app under test.
        LOOKOUT_APP_URL: baseURL,
        // The cloud edition has Usage & Billing. Without a payment key nothing can be bought;
        // tests confirm a payment as the provider's signed webhook would (support/payments.ts).
        LOOKOUT_EDITION: 'cloud',
        STRIPE_WEBHOOK_SECRET: e2eWebhookSecret,
      },
    },
    {
      command: 'node ../server/dist/main.js',
      url: `${selfHostedURL}/v1/version`,
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: {
        ...serverEnv,
        PORT: String(selfHostedPort),
        LOOKOUT_DATA_DIR: selfHostedDataDir,
        LOOKOUT_APP_URL: selfHostedURL,
        LOOKOUT_EDITION: 'self-hosted',
      },
    },
    {
      command: 'node ../server/dist/main.js',
      url: `${betaURL}/v1/version`,
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: {
        ...serverEnv,
        PORT: String(betaPort),
        LOOKOUT_DATA_DIR: betaDataDir,
        LOOKOUT_APP_URL: betaURL,
        LOOKOUT_EDITION: 'cloud',
        LOOKOUT_BETA_ORGS: 'all',
        // Paid features reached by a confirmed payment: human review of experiment outputs
        // (Team, experiment-review.spec.ts), PII masking (Enterprise, data-rules.spec.ts).
        STRIPE_WEBHOOK_SECRET: e2eWebhookSecret,
        // Alerts are evaluated every second here, so the alerts spec sees one fire at once.
        LOOKOUT_ALERT_INTERVAL_SECONDS: '1',
      },
    },
  ],
});
