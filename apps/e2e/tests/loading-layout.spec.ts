// Issue 19, "States, layout, polish": loading keeps the layout — skeleton rows under a header
// that does not move when the rows arrive — at 1280×800 and 390×844, light and dark.
import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { signInWith, signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { projectAccess, waitForRunCount } from '../support/ingest.js';
import { expectTheme, inEveryScreenMode } from '../support/screen-modes.js';

/** Holds the runs list request until `release` is called; other calls go through. */
async function holdRunsList(page: Page): Promise<() => Promise<void>> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const matches = (url: URL) => url.pathname === '/v1/runs';
  await page.route(matches, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return async () => {
    release();
    await page.unroute(matches);
  };
}

test('the logs list shows skeleton rows under a header that stays put while it loads', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await signUpThroughApi(request, {
    name: 'Hedy Lamarr',
    email: uniqueEmail('hedy-loading'),
    password: 'frequency hopping 1942',
  });
  const access = await projectAccess(request, token);
  const runId = randomUUID();
  const sent = await request.post('/v1/runs/ingest', {
    headers: { authorization: `Bearer ${access.publicKey}` },
    data: {
      events: [
        {
          event: 'start',
          type: 'llm',
          runId,
          name: 'gpt-4o-mini',
          timestamp: Date.now() - 500,
          input: 'Hi',
        },
        { event: 'end', type: 'llm', runId, timestamp: Date.now(), output: 'Hello' },
      ],
    },
  });
  expect(sent.ok(), `ingest answered ${sent.status()}`).toBe(true);
  await waitForRunCount(request, { token, projectId: access.projectId }, 'llm', 1);
  await signInWith(page, token);

  await inEveryScreenMode(page, async (mode) => {
    const release = await holdRunsList(page);
    await page.goto('/logs?type=llm');
    const heading = page.getByRole('heading', { level: 1, name: 'LLM Logs' });
    const skeleton = page.getByRole('status', { name: 'Loading LLM calls' });
    await expect(skeleton).toBeVisible();
    await expect(heading).toBeVisible();
    await expectTheme(page, mode);
    expect(
      await skeleton.locator('tbody tr').count(),
      'skeleton rows stand in for the list',
    ).toBeGreaterThan(2);
    const before = await heading.boundingBox();
    await release();
    await expect(page.getByTestId('run-row')).toHaveCount(1);
    await expect(skeleton).toBeHidden();
    const after = await heading.boundingBox();
    expect(after?.y, `the header stays put once the rows arrive (${mode.name})`).toBe(before?.y);
    expect(after?.x).toBe(before?.x);
  });
});
