import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { signInWith, signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { projectAccess } from '../support/ingest.js';

// Issue 15 end to end (alerts, beta): an error-rate alert with a webhook to a receiver this
// spec starts on 127.0.0.1, failing runs sent through the ingestion API, and the alert seen
// firing on /alerts. The beta server evaluates alerts every second
// (LOOKOUT_ALERT_INTERVAL_SECONDS in playwright.config.ts).
test.describe.configure({ mode: 'serial' });

const account = {
  name: 'Ada Lovelace',
  email: uniqueEmail('ada'),
  password: 'engines of analysis',
};

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}
let server: Server;
let hookUrl: string;
const received: Received[] = [];

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/lookout`;
});
test.afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

test('an error-rate alert fires on failing runs, signs its webhook and shows firing', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await signUpThroughApi(request, account);
  const { projectId, publicKey } = await projectAccess(request, token);
  let secret = '';

  await test.step('creates the alert on /alerts, with a webhook, and sees its secret once', async () => {
    await signInWith(page, token);
    await page.goto('/alerts');
    await expect(page.getByText(/No alerts yet/)).toBeVisible();
    await page.getByRole('button', { name: 'New alert' }).click();
    const dialog = page.getByRole('dialog', { name: 'New alert' });
    await dialog.getByLabel('Name').fill('Checkout errors');
    await dialog.getByLabel('Threshold (%)').fill('50');
    await dialog.getByLabel('Webhook URL').fill(hookUrl);
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    const secretDialog = page.getByRole('dialog', { name: 'Webhook secret' });
    secret = await secretDialog.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('table', { name: 'Alerts' })).toContainText('Checkout errors');
  });

  await test.step('sends failing runs through the ingestion API', async () => {
    const at = Date.now();
    const events = ['a', 'b', 'c'].flatMap((suffix, index) => {
      const runId = `00000000-0000-4000-8000-00000000000${index + 1}`;
      return [
        {
          event: 'start',
          type: 'llm',
          runId,
          timestamp: at,
          name: `checkout-${suffix}`,
          input: 'Pay',
        },
        {
          event: 'error',
          type: 'llm',
          runId,
          timestamp: at + 10,
          error: { message: 'card declined' },
        },
      ];
    });
    const response = await request.post('/v1/runs/ingest', {
      headers: { Authorization: `Bearer ${publicKey}` },
      data: { events },
    });
    expect(response.ok(), await response.text()).toBe(true);
  });

  await test.step('receives one signed webhook and shows the alert firing', async () => {
    await expect.poll(() => received.length, { timeout: 45_000 }).toBeGreaterThan(0);
    const [hook] = received;
    if (!hook) throw new Error('no webhook');
    const timestamp = String(hook.headers['x-lookout-timestamp']);
    const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${hook.body}`).digest('hex')}`;
    expect(hook.headers['x-lookout-signature']).toBe(expected);
    expect(JSON.parse(hook.body)).toMatchObject({ type: 'alert.fired', value: 1 });
    await page.goto(`/alerts?projectId=${projectId}`);
    const row = page.getByRole('row', { name: /Checkout errors/ });
    await expect(row).toContainText('Firing', { timeout: 30_000 });
    await row.getByRole('button', { name: 'Checkout errors', exact: true }).click();
    await expect(page.getByRole('region', { name: 'History of Checkout errors' })).toContainText(
      'Fired',
    );
  });
});
