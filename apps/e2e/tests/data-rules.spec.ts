import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { orgIdOf, signInWith, signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { projectAccess, waitForRunCount } from '../support/ingest.js';
import { confirmPayment } from '../support/payments.js';
import { captureScreens } from '../support/screens.js';

// Issue 15 end to end (data rules, beta, cloud): a free org is offered the upgrade for PII
// masking; on enterprise it previews a masking rule on a recent run, saves it, and the next run
// sent through the API is stored with the email masked, as the logs show.
const account = {
  name: 'Radia Perlman',
  email: uniqueEmail('radia'),
  password: 'spanning tree protocol',
};

async function sendRun(request: APIRequestContext, publicKey: string, input: string) {
  const runId = randomUUID();
  const sent = await request.post('/v1/runs/ingest', {
    headers: { authorization: `Bearer ${publicKey}` },
    data: {
      events: [
        {
          event: 'start',
          type: 'llm',
          runId,
          name: 'gpt-4o-mini',
          timestamp: Date.now() - 300,
          input,
        },
        { event: 'end', type: 'llm', runId, timestamp: Date.now(), output: 'Noted.' },
      ],
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
}

test('a masking rule is previewed on a recent run, saved, and masks the next run', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await signUpThroughApi(request, account);
  const access = { token, ...(await projectAccess(request, token)) };
  await sendRun(request, access.publicKey, 'Please write to grace@example.com about the order.');
  await waitForRunCount(request, access, 'llm', 1);
  await signInWith(page, token);

  await test.step('on the free plan, Add masking rule offers the upgrade', async () => {
    await page.goto('/data-rules');
    await expect(page.getByRole('heading', { name: 'Data Rules' })).toBeVisible();
    await expect(page.getByText(/No rules yet/)).toBeVisible();
    await page.getByRole('button', { name: /Add masking rule/ }).click();
    const modal = page.getByRole('dialog', { name: 'Unlock all features' });
    await expect(modal.locator('tr[data-highlighted]')).toContainText('PII masking');
    await modal.getByRole('button', { name: 'Not now' }).click();
    await expect(modal).toBeHidden();
  });

  await test.step('on enterprise, previews the rule on the recent run and saves it', async () => {
    await confirmPayment(request, await orgIdOf(request, token), 'enterprise');
    await page.reload();
    await page.getByRole('button', { name: /Add masking rule/ }).click();
    const preview = page.getByRole('region', { name: 'Preview on recent runs' });
    await expect(preview.getByTitle('Stored as [EMAIL]')).toContainText('grace@example.com');
    await expect(preview.getByText('Email addresses: 1')).toBeVisible();
    await captureScreens(page, 'data-rules-preview');
    await page.getByRole('button', { name: 'Save rule' }).click();
    await expect(page.getByRole('table', { name: 'Rules' })).toContainText('Masks Email addresses');
  });

  await test.step('the next run is stored with the email masked', async () => {
    await sendRun(request, access.publicKey, 'Forward it to alan@example.org, thanks.');
    await waitForRunCount(request, access, 'llm', 2);
    await page.goto('/logs?type=llm');
    await expect(page.getByText(/Forward it to \[EMAIL\]/).first()).toBeVisible();
    await expect(page.getByText('alan@example.org')).toHaveCount(0);
  });
});
