import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { signInThroughForm, signUpThroughApi, uniqueEmail } from '../support/accounts.js';

// Issue 13: the custom-endpoint playground calls the user's endpoint straight from the browser
// (SPEC §7), through the app's Content-Security-Policy and the endpoint's CORS.

const account = {
  name: 'Grace Hopper',
  email: uniqueEmail('grace'),
  password: 'nanosecond wire 1952',
};

/** What the user's endpoint received. */
interface Received {
  method: string;
  authorization: string | undefined;
  body: string;
}

/** A user's endpoint on 127.0.0.1 that allows the app's origin: /answer echoes, /broken fails. */
async function startEndpoint(received: Received[]): Promise<{ server: Server; url: string }> {
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      request.on('data', (part) => {
        body += part;
      });
      request.on('end', () => resolve(body));
    });
  const server = createServer(async (request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', 'authorization, content-type, x-team');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const body = await read(request);
    received.push({
      method: request.method ?? '',
      authorization: request.headers.authorization,
      body,
    });
    if (request.url === '/broken') {
      response.writeHead(500, 'Internal Server Error').end('boom');
      return;
    }
    const question = body ? (JSON.parse(body) as { question?: string }).question : undefined;
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ answer: `You asked: ${question ?? 'nothing'}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

test('adds an endpoint, tests and runs it from the browser, and shows a failure as HTTP status', async ({
  page,
  request,
}) => {
  const received: Received[] = [];
  const endpoint = await startEndpoint(received);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  try {
    await signUpThroughApi(request, account);
    await signInThroughForm(page, account);

    await page.goto('/prompts/endpoints');
    await page.getByRole('button', { name: 'New endpoint' }).click();
    await page.getByLabel('Name').fill('Support bot');
    await page.getByLabel('URL').fill(`${endpoint.url}/answer`);
    await page.getByRole('radio', { name: 'Bearer token' }).click();
    await page.getByLabel('Token').fill('sk-support');
    await page.getByLabel('Default payload').fill('{"question": "Where is my order?"}');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(page.getByRole('heading', { name: 'Support bot' })).toBeVisible();

    const tryIt = page.getByRole('region', { name: 'Try the endpoint' });
    await tryIt.getByRole('button', { name: 'Test' }).click();
    await expect(tryIt.getByText('The endpoint answered')).toBeVisible();
    await tryIt.getByRole('button', { name: 'Run' }).click();
    // The response is shown as a JSON tree; its Raw view is the JSON text as received.
    await expect(tryIt.getByText('"You asked: Where is my order?"')).toBeVisible();
    await tryIt.getByRole('button', { name: 'Raw', exact: true }).click();
    await expect(tryIt.getByText('"answer": "You asked: Where is my order?"')).toBeVisible();
    expect(received.map((call) => [call.method, call.authorization])).toEqual([
      ['POST', 'Bearer sk-support'],
      ['POST', 'Bearer sk-support'],
    ]);

    await page.getByLabel('URL').fill(`${endpoint.url}/broken`);
    await tryIt.getByRole('button', { name: 'Run' }).click();
    await expect(tryIt.getByText('HTTP 500: Internal Server Error')).toBeVisible();
    await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveCount(
      3,
    );

    // Stored: the endpoint is listed again after a reload.
    await page.reload();
    await expect(page.getByRole('button', { name: /Support bot/ })).toBeVisible();
    expect(violations).toEqual([]);
  } finally {
    await new Promise((resolve) => endpoint.server.close(resolve));
  }
});
