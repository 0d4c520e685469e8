// Issue 19, Blockers: signup step 3 and the empty Logs page wait live for the first event, flip to
// "received" with a link, and offer "Send a test event".
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInWith, signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { projectAccess } from '../support/ingest.js';

test('a new user sees their first event arrive live on signup step 3 and on the empty Logs page', async ({
  page,
  request,
}) => {
  const token = await signUpThroughApi(request, {
    name: 'Radia Perlman',
    email: uniqueEmail('radia'),
    password: 'spanning tree 1985',
  });
  const { publicKey } = await projectAccess(request, token);
  await signInWith(page, token);

  await test.step('step 3 waits, and flips when the app sends its first event, with no reload', async () => {
    await page.goto('/signup?step=3');
    await expect(page.getByText('Waiting for your first event…')).toBeVisible();
    const runId = randomUUID();
    // What an SDK in the user's app sends.
    const sent = await request.post('/v1/runs/ingest', {
      headers: { authorization: `Bearer ${publicKey}` },
      data: {
        events: [
          {
            event: 'start',
            type: 'llm',
            runId,
            name: 'gpt-4o',
            timestamp: Date.now() - 500,
            input: 'Hi',
          },
          { event: 'end', type: 'llm', runId, timestamp: Date.now(), output: 'Hello!' },
        ],
      },
    });
    expect(sent.ok()).toBe(true);
    await expect(page.getByText('Received your first event')).toBeVisible();
    await page.getByRole('link', { name: 'Open it' }).click();
    await expect(page).toHaveURL(new RegExp(`/logs/${runId}$`));
  });
});

test('the empty Logs page of a new project sends a test event and shows it arrive', async ({
  page,
  request,
}) => {
  const token = await signUpThroughApi(request, {
    name: 'Barbara Liskov',
    email: uniqueEmail('barbara'),
    password: 'substitution 1987',
  });
  await signInWith(page, token);
  await page.goto('/logs?type=llm');
  await expect(page.getByRole('heading', { name: /Send your first logs to/ })).toBeVisible();
  await expect(page.getByText('Waiting for your first event…')).toBeVisible();
  await page.getByRole('button', { name: 'Send a test event' }).click();
  await expect(page.getByText('Received your first event')).toBeVisible();
  await page.getByRole('link', { name: 'Open it' }).click();
  await expect(page).toHaveURL(/\/logs\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Hello, Lookout! This is a test event.').first()).toBeVisible();
});
