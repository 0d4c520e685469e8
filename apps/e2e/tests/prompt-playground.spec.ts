import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInThroughForm, signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { useFakeProvider } from '../support/fake-provider.js';
import { lunaryFor, monitoredOpenAi, projectAccess, waitForRunCount } from '../support/ingest.js';
import { createPrompt } from '../support/prompts.js';
import { saveProviderKey } from '../support/settings.js';

// Issue 13 end to end: a template tried in the playground against a (fake) model provider,
// deployed, rendered by the real Lunary SDK whose call then shows in the logs, linked to the
// version that produced it.
test.describe.configure({ mode: 'serial' });

const account = {
  name: 'Katherine Johnson',
  email: uniqueEmail('katherine'),
  password: 'orbital mechanics 1962',
};
const slug = 'order-status';

/** The Lunary SDK's template call, which the support module's narrower type leaves out. */
interface LunaryTemplates {
  renderTemplate(
    slug: string,
    data: Record<string, string>,
  ): Promise<Record<string, unknown> & { messages?: unknown; templateId?: string }>;
  flush(): Promise<void>;
}

const provider = useFakeProvider();

function rows(page: Page): Locator {
  return page.getByTestId('run-row');
}

function runPanel(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Run details' });
}

test('a template tried in the playground, deployed and called through the SDK is found in the logs by its version', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('baseURL is not set');
  const token = await signUpThroughApi(request, account);
  const access = await projectAccess(request, token);

  await test.step('signs in and saves an OpenAI key that points at the fake provider', async () => {
    await signInThroughForm(page, account);
    // The slow key: the fake sends one word a second, so the answer is seen streaming in.
    await saveProviderKey(page, 'OpenAI', provider.keys.slow, provider.baseUrl);
  });

  await test.step('creates a template with a variable and saves it as v1', async () => {
    await createPrompt(page, slug);
    await page.getByRole('textbox', { name: 'Text of message 1' }).fill('You track parcels.');
    await page
      .getByRole('textbox', { name: 'Text of message 2' })
      .fill('Where is order {{order}}?');
    await page.getByRole('tab', { name: 'Variables (1)' }).click();
    await page.getByLabel('{{order}}').fill('41');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('v1 · Draft')).toBeVisible();
  });

  await test.step('runs it in the playground and watches the answer stream in', async () => {
    const playground = page.getByRole('region', { name: 'Playground' });
    await playground.getByRole('button', { name: 'Run' }).click();
    const answer = playground.getByLabel('Model answer');
    // The first words arrive while the rest is still on its way.
    await expect(answer).toContainText('You asked:');
    await expect(answer).toHaveAttribute('aria-busy', 'true');
    await expect(answer).not.toContainText('order 41?');
    await expect(answer).toContainText('You asked: Where is order 41?', { timeout: 20_000 });
    await expect(answer).toHaveAttribute('aria-busy', 'false');
    await expect(playground.getByText(/^\d+ \(\d+ in, \d+ out\)$/)).toBeVisible();
    await expect(playground.getByText(/^\$\d/)).toBeVisible();
  });

  await test.step('deploys v1', async () => {
    await page.getByRole('button', { name: 'Deploy' }).click();
    await page
      .getByRole('dialog', { name: 'Deploy v1' })
      .getByRole('button', { name: 'Deploy' })
      .click();
    await expect(page.getByText('v1 · Deployed')).toBeVisible();
  });

  await test.step('the Lunary SDK renders v1 and reports the call it makes', async () => {
    const lunary = lunaryFor(baseURL, access.publicKey) as unknown as LunaryTemplates;
    const rendered = await lunary.renderTemplate(slug, { order: '42' });
    expect(rendered.messages).toEqual([
      { role: 'system', content: 'You track parcels.' },
      { role: 'user', content: 'Where is order 42?' },
    ]);
    const openai = monitoredOpenAi(provider.baseUrl, provider.keys.ok);
    const drain = async (request: Record<string, unknown>) => {
      for await (const _chunk of await openai.chat.completions.create(request)) {
        // Reading the stream to its end is what makes the wrapper report the call.
      }
    };
    await drain({ ...rendered, stream: true });
    // A call made without the template, which the templates filter leaves out.
    await drain({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'Unrelated question' }],
      stream: true,
    });
    await lunary.flush();
    // The playground run, the templated call and the other one.
    await waitForRunCount(request, { token, projectId: access.projectId }, 'llm', 3);
  });

  await test.step('the logs show the SDK call linked to v1, and the playground run', async () => {
    await page.goto('/logs?type=llm');
    await expect(rows(page)).toHaveCount(3);
    await rows(page).filter({ hasText: 'Where is order 42?' }).click();
    await expect(runPanel(page).getByText('Completed')).toBeVisible();
    await expect(runPanel(page)).toContainText('You asked: Where is order 42?');
    const link = runPanel(page).getByRole('link', { name: `${slug} v1` });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', /^\/prompts\/[0-9a-f-]{36}$/);
    await runPanel(page).getByRole('button', { name: 'Close run details' }).click();

    await rows(page).filter({ hasText: 'Where is order 41?' }).click();
    await expect(runPanel(page).getByText('playground', { exact: true })).toBeVisible();
    await expect(runPanel(page).getByRole('link', { name: `${slug} v1` })).toBeVisible();
    await runPanel(page).getByRole('button', { name: 'Close run details' }).click();
  });

  await test.step('the templates filter finds the calls of the template only', async () => {
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page
      .getByRole('menuitem')
      .filter({ hasText: /^Templates/ })
      .click();
    const chip = page.getByRole('group', { name: 'Templates filter' });
    await chip.getByRole('combobox', { name: 'Templates' }).click();
    await page
      .getByRole('listbox', { name: 'Options' })
      .getByRole('option', { name: slug, exact: true })
      .click();
    await page.keyboard.press('Escape');
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).filter({ hasText: 'Unrelated question' })).toHaveCount(0);
    await expect(rows(page).filter({ hasText: 'Where is order 42?' })).toHaveCount(1);
    await expect(page).toHaveURL(/filters=/);
  });

  await test.step('the link in the run view opens the template', async () => {
    await rows(page).filter({ hasText: 'Where is order 42?' }).click();
    await runPanel(page)
      .getByRole('link', { name: `${slug} v1` })
      .click();
    await expect(page.getByRole('heading', { name: slug })).toBeVisible();
  });
});
