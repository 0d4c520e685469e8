import { type APIRequestContext, expect, test } from '@playwright/test';
import { signInWith, signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { type FakeProvider, startFakeProvider } from '../support/fake-provider.js';
import { projectAccess } from '../support/ingest.js';
import { confirmPayment } from '../support/payments.js';

// Issue 14, human grading of an experiment: on the Team plan (beta server), an experiment of two
// ad hoc variants over two items runs against the fake provider; "Review outputs" opens its
// queue in the keyboard reviewer, and the grades then show on the comparison apart from the
// evaluators'.
const account = {
  name: 'Katherine Johnson',
  email: uniqueEmail('katherine'),
  password: 'trajectories by hand',
};
const questions = ['Capital of France?', 'Capital of Spain?'];

let fake: FakeProvider;
let answerKey: string;
test.beforeAll(async () => {
  const started = await startFakeProvider();
  fake = started.fake;
  answerKey = started.keys.ok;
});
test.afterAll(async () => {
  await fake?.stop();
});

async function api<T>(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post' | 'put',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request[method](path, {
    headers: { Authorization: `Bearer ${token}` },
    ...(data !== undefined ? { data } : {}),
  });
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

test('a reviewer grades an experiment’s outputs by keyboard and sees them on the comparison', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await signUpThroughApi(request, account);
  const { projectId } = await projectAccess(request, token);
  const scoped = (path: string) => `${path}?projectId=${projectId}`;
  let experimentId = '';

  await test.step('on Team, an experiment of two variants runs to the end', async () => {
    const me = await api<{ orgId: string }>(request, token, 'get', '/v1/users/me');
    await confirmPayment(request, me.orgId, 'team');
    await api(request, token, 'put', '/v1/orgs/provider-keys/anthropic', {
      apiKey: answerKey,
      baseUrl: fake.baseUrl,
    });
    const dataset = await api<{ id: string }>(request, token, 'post', scoped('/v1/datasets-v2'), {
      name: 'Capitals',
    });
    for (const [index, question] of questions.entries()) {
      await api(request, token, 'post', scoped(`/v1/datasets-v2/${dataset.id}/items`), {
        input: question,
        expectedOutput: ['Paris', 'Madrid'][index],
      });
    }
    const experiment = await api<{ id: string }>(
      request,
      token,
      'post',
      scoped('/v1/experiments'),
      {
        name: 'Terse or chatty',
        datasetId: dataset.id,
        variants: [
          {
            label: 'Terse',
            messages: [{ role: 'system', content: 'One word.' }],
            model: 'claude-3-5-haiku',
          },
          {
            label: 'Chatty',
            messages: [{ role: 'system', content: 'Explain.' }],
            model: 'claude-3-5-haiku',
          },
        ],
      },
    );
    experimentId = experiment.id;
    await expect
      .poll(
        async () =>
          (
            await api<{ status: string }>(
              request,
              token,
              'get',
              scoped(`/v1/experiments/${experimentId}`),
            )
          ).status,
        { timeout: 60_000 },
      )
      .toBe('finished');
  });

  await test.step('"Review outputs" opens a queue of its four outputs', async () => {
    await signInWith(page, token);
    await page.goto(`/experiments/${experimentId}`);
    await page.getByRole('button', { name: 'Review outputs' }).click();
    await expect(page).toHaveURL(/\/reviews\/[0-9a-f-]+$/);
    await expect(page.getByTestId('review-progress')).toHaveText('0 of 4 reviewed');
    await expect(page.getByText('Item 1 of 4')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Output · Terse' })).toBeVisible();
  });

  await test.step('grades the first two outputs with the keyboard', async () => {
    await page.keyboard.press('5');
    await page.keyboard.press('u');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Item 2 of 4')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Output · Chatty' })).toBeVisible();
    await page.keyboard.press('c');
    await page.keyboard.type('Too long');
    await page.keyboard.press('Escape');
    await page.keyboard.press('2');
    await page.keyboard.press('d');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('review-progress')).toHaveText('2 of 4 reviewed');
  });

  await test.step('the comparison shows the grades apart from the evaluators', async () => {
    await expect(page.getByRole('link', { name: 'Open the experiment' })).toHaveAttribute(
      'href',
      `/experiments/${experimentId}`,
    );
    await page.goto(`/experiments/${experimentId}`);
    const table = page.getByRole('table', { name: 'Comparison' });
    await expect(table.getByRole('button', { name: 'Human grade: 👍 1 5/5' })).toBeVisible();
    await expect(table.getByRole('button', { name: 'Human grade: 👎 1 2/5' })).toBeVisible();
    const terse = page.getByRole('region', { name: 'Human grading of Terse' });
    await expect(terse).toContainText('1 / 2');
    await expect(terse).toContainText('100% (1)');
    // The queue exists now: the action opens it rather than making another.
    await expect(page.getByRole('link', { name: 'Review outputs' })).toBeVisible();
  });
});
