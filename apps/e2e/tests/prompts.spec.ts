import { expect, type Page, test } from '@playwright/test';
import { signInThroughForm, signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { lunaryFor, projectAccess } from '../support/ingest.js';
import { captureScreens } from '../support/screens.js';

// Issue 13 (web half): a template written in the editor, saved as a draft, deployed, and then
// fetched by the real Lunary SDK with its variable filled in.
test.describe.configure({ mode: 'serial' });

const account = {
  name: 'Grace Hopper',
  email: uniqueEmail('grace'),
  password: 'first compiler 1952',
};

/** The Lunary SDK's template call, which the support module's narrower type leaves out. */
interface LunaryTemplates {
  renderTemplate(slug: string, data: Record<string, string>): Promise<{ messages?: unknown }>;
}

async function fillMessage(page: Page, index: number, text: string) {
  await page.getByRole('textbox', { name: `Text of message ${index}` }).fill(text);
}

test('writes, drafts and deploys a prompt that the Lunary SDK then renders', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  if (!baseURL) throw new Error('baseURL is not set');
  const token = await signUpThroughApi(request, account);
  const access = await projectAccess(request, token);

  await test.step('signs in and opens an empty prompt list', async () => {
    await signInThroughForm(page, account);
    await page.getByRole('link', { name: 'Prompts' }).click();
    await expect(page.getByText(/No prompts yet/)).toBeVisible();
  });

  await test.step('creates a chat prompt, which opens its editor', async () => {
    await page.getByRole('button', { name: 'New prompt' }).click();
    await page
      .getByRole('dialog', { name: 'New prompt' })
      .getByLabel('Slug')
      .fill('support-answer');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/prompts\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'support-answer' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Model: / })).toBeVisible();
    await captureScreens(page, 'prompts-editor-settings');
  });

  await test.step('writes messages with a variable and saves a draft', async () => {
    await fillMessage(page, 1, 'You answer customers of Acme politely.');
    await fillMessage(page, 2, 'Answer this question: {{question}}');
    await expect(page.locator('mark')).toHaveText(['{{question}}']);
    await page.getByRole('tab', { name: 'Variables (1)' }).click();
    await page.getByLabel('{{question}}').fill('Where is my order?');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('v1 · Draft')).toBeVisible();
    await expect(page.getByText('Unsaved changes')).toBeHidden();
    await captureScreens(page, 'prompts-editor');
  });

  await test.step('deploys the draft with notes', async () => {
    await page.getByRole('button', { name: 'Deploy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deploy v1' });
    await dialog.getByLabel('Notes (optional)').fill('First version');
    await dialog.getByRole('button', { name: 'Deploy' }).click();
    await expect(page.getByText('v1 · Deployed')).toBeVisible();
    await page.getByRole('tab', { name: 'Versions' }).click();
    await expect(page.getByRole('list', { name: 'Versions' })).toContainText('First version');
    await expect(page.getByRole('list', { name: 'Versions' })).toContainText('by Grace Hopper');
    await captureScreens(page, 'prompts-editor-versions');
  });

  await test.step('the Lunary SDK renders the deployed version with the variable filled', async () => {
    const lunary = lunaryFor(baseURL, access.publicKey) as unknown as LunaryTemplates;
    const template = await lunary.renderTemplate('support-answer', {
      question: 'Where is my order?',
    });
    expect(template.messages).toEqual([
      { role: 'system', content: 'You answer customers of Acme politely.' },
      { role: 'user', content: 'Answer this question: Where is my order?' },
    ]);
  });

  await test.step('the list shows the deployed prompt', async () => {
    await page.getByRole('link', { name: 'Prompts', exact: true }).first().click();
    const row = page.getByRole('row', { name: /support-answer/ });
    await expect(row).toContainText('v1');
    await captureScreens(page, 'prompts-list');
  });
});
