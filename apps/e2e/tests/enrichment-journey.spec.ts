import { expect, type Page, test } from '@playwright/test';
import { orgIdOf, signInWith, signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { turnOnEnrichers, waitForEnrichments } from '../support/enrichments.js';
import { addFilter, chooseOptions, pickOption } from '../support/filter-bar.js';
import {
  lunaryFor,
  privateKeyOf,
  projectAccess,
  trackConversation,
  trackLlmCalls,
  waitForRunCount,
} from '../support/ingest.js';
import { confirmPayment } from '../support/payments.js';

// Issue 15 as one journey in one project (beta server, alerts evaluated every second): the
// enrichers turned on in Settings with a topic, realistic calls and a conversation sent with the
// project's key, their enrichments on the run view, the logs filtered by sentiment and language,
// /insights counting the topic and opening its conversations, a masking rule previewed on a
// real run, an alert on tokens firing and resolving, and a guardrail check counted.
const account = {
  name: 'Karen Spärck Jones',
  email: uniqueEmail('karen'),
  password: 'inverse document frequency',
};

const topics = [
  { name: 'Billing', description: 'Invoices, charges, refunds, payments and receipts' },
];
const calls = {
  unhappy: {
    model: 'gpt-4o-mini',
    input: 'The delivery was late again and your support was terrible. I am very disappointed.',
    output: 'I am sorry about the delay.',
  },
  toxic: {
    model: 'gpt-4o-mini',
    input: 'You are a useless idiot and this stupid bot is garbage.',
    output: 'I am here to help whenever you are ready.',
  },
  french: {
    model: 'gpt-4o-mini',
    input: 'Bonjour, je voudrais changer l’adresse de livraison de ma commande, s’il vous plaît.',
    output: 'Bien sûr, quelle est la nouvelle adresse de livraison ?',
  },
  email: {
    model: 'gpt-4o-mini',
    input: 'Please send the receipt to grace.hopper@example.com before Friday.',
    output: 'Done, the receipt is on its way.',
  },
} as const;
const conversationOpening = 'I was charged twice on my last invoice and I want a refund.';

function runRows(page: Page) {
  return page.getByTestId('run-row');
}

/** The run page's Enrichments block, read again until it holds `texts`. */
async function expectEnrichments(page: Page, runId: string, texts: readonly string[]) {
  await page.goto(`/logs/${runId}`);
  const block = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Enrichments' }) });
  for (const text of texts) await expect(block).toContainText(text);
}

test('enrichers, insights, data rules, alerts and guardrails on one project', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  if (!baseURL) throw new Error('baseURL is not set');
  const token = await signUpThroughApi(request, account);
  const access = { token, ...(await projectAccess(request, token)) };
  // Sentiment and topics are Team and up, PII masking Enterprise (cloud).
  await confirmPayment(request, await orgIdOf(request, token), 'enterprise');
  await signInWith(page, token);
  let openingMessageId = '';
  const runIds: Record<keyof typeof calls, string> = {
    unhappy: '',
    toxic: '',
    french: '',
    email: '',
  };

  await test.step('turns on the enrichers in Settings and lists a topic', async () => {
    await turnOnEnrichers(page, topics);
  });

  await test.step('sends calls and a conversation with the project key', async () => {
    const lunary = lunaryFor(baseURL, access.publicKey);
    const names = Object.keys(calls) as (keyof typeof calls)[];
    const ids = await trackLlmCalls(lunary, Object.values(calls));
    for (const [index, name] of names.entries()) runIds[name] = ids[index] ?? '';
    const conversation = await trackConversation(lunary, 'user-grace', [
      { role: 'user', content: conversationOpening },
      { role: 'assistant', content: 'Sorry about that, the second charge is refunded.' },
    ]);
    openingMessageId = conversation.messageIds[0] ?? '';
    await waitForRunCount(request, access, 'llm', names.length);
    await waitForRunCount(request, access, 'thread', 1);
  });

  await test.step('the run view shows language, sentiment, PII, toxicity and topics', async () => {
    for (const runId of Object.values(runIds)) {
      await waitForEnrichments(request, access, runId, [
        'language',
        'sentiment',
        'pii',
        'toxicity',
      ]);
    }
    await waitForEnrichments(request, access, openingMessageId, ['topics']);
    await expectEnrichments(page, openingMessageId, ['Billing']);
    await expectEnrichments(page, runIds.french, ['French']);
    await expectEnrichments(page, runIds.unhappy, ['negative', 'English']);
    await expectEnrichments(page, runIds.email, ['Email ×1']);
    await expectEnrichments(page, runIds.toxic, ['insult']);
  });

  await test.step('filters the logs by sentiment, then by language', async () => {
    await page.goto('/logs?type=llm');
    await expect(runRows(page)).toHaveCount(4);
    const sentiment = await addFilter(page, 'Sentiment');
    await pickOption(page, sentiment.getByRole('combobox', { name: 'Sentiment' }), 'Negative');
    await expect(runRows(page).filter({ hasText: 'The delivery was late' })).toHaveCount(1);
    await expect(runRows(page).filter({ hasText: 'Bonjour' })).toHaveCount(0);
    await expect(page).toHaveURL(/sentiment%3Dnegative/);
    await page.getByRole('button', { name: 'Remove Sentiment filter' }).click();

    const languages = await addFilter(page, 'Languages');
    await chooseOptions(page, languages.getByRole('combobox', { name: 'Languages', exact: true }), [
      'French',
    ]);
    await expect(runRows(page)).toHaveCount(1);
    await expect(runRows(page).first()).toContainText('Bonjour');
  });

  await test.step('/insights counts the topic and opens its conversations in the logs', async () => {
    await waitForConversationTopic(page);
    const table = page.getByRole('table', { name: 'Topics' });
    const row = table.getByRole('row').filter({ hasText: 'Billing' });
    await expect(row).toContainText('1');
    await row.getByRole('link', { name: 'Billing', exact: true }).click();
    await expect(page).toHaveURL(/\/logs\?.*type=thread/);
    await expect(page).toHaveURL(/date%3Dafter/);
    await expect(runRows(page)).toHaveCount(1);
  });

  await test.step('previews a masking rule on the run that holds an email', async () => {
    await page.goto('/data-rules');
    await page.getByRole('button', { name: /Add masking rule/ }).click();
    const preview = page.getByRole('region', { name: 'Preview on recent runs' });
    await expect(preview.getByTitle('Stored as [EMAIL]').first()).toContainText(
      'grace.hopper@example.com',
    );
  });

  await test.step('an alert on tokens fires on /alerts, then resolves', async () => {
    await page.goto('/alerts');
    await page.getByRole('button', { name: 'New alert' }).click();
    const dialog = page.getByRole('dialog', { name: 'New alert' });
    await dialog.getByLabel('Name').fill('Token spike');
    await pickOption(page, dialog.getByRole('combobox', { name: 'Metric' }), 'Tokens');
    await dialog.getByLabel(/^Threshold/).fill('50');
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    const row = page.getByRole('row', { name: /Token spike/ });
    await expectAlertState(page, 'Token spike', 'Firing');
    await row.getByRole('button', { name: 'Token spike', exact: true }).click();
    const history = page.getByRole('region', { name: 'History of Token spike' });
    await expect(history).toContainText('Fired');

    await row.getByRole('button', { name: 'Edit Token spike' }).click();
    const edit = page.getByRole('dialog', { name: /Token spike/ });
    await edit.getByLabel(/^Threshold/).fill('100000');
    await edit.getByRole('button', { name: 'Save alert' }).click();
    await expectAlertState(page, 'Token spike', 'OK');
    await row.getByRole('button', { name: 'Token spike', exact: true }).click();
    await expect(history).toContainText('Resolved');
  });

  await test.step('a guardrail check with the private key is counted on /guardrails', async () => {
    await page.goto('/guardrails');
    await page.getByRole('button', { name: 'New policy' }).click();
    const dialog = page.getByRole('dialog', { name: 'New guardrail policy' });
    await dialog.getByLabel('Name').fill('Support assistant');
    await dialog.getByRole('checkbox', { name: 'Toxicity (insults, threats, slurs)' }).check();
    await dialog.getByRole('button', { name: 'Create policy' }).click();
    await expect(page.getByRole('table', { name: 'Guardrail policies' })).toContainText(
      'Support assistant',
    );

    const privateKey = await privateKeyOf(request, token, access.projectId);
    const checked = await request.post('/v1/guardrails/check', {
      headers: { Authorization: `Bearer ${privateKey}` },
      data: { input: calls.toxic.input, runId: runIds.toxic },
    });
    expect(checked.ok(), await checked.text()).toBe(true);
    expect(await checked.json()).toMatchObject({ passed: false });

    await page.reload();
    await expect(
      page.getByRole('list', { name: 'Decisions per day' }).getByRole('listitem', {
        name: /: 0 passed, 1 blocked$/,
      }),
    ).toHaveCount(1);
  });
});

/** Insights count a conversation once its messages are classified: read the page again until then. */
async function waitForConversationTopic(page: Page) {
  await expect(async () => {
    await page.goto('/insights');
    await expect(page.getByRole('table', { name: 'Topics' })).toContainText('Billing', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 45_000, intervals: [1_000, 2_000, 3_000] });
}

/** The alerts list is read again every 30 s: reload until the alert's row shows `state`. */
async function expectAlertState(page: Page, name: string, state: string) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(state, {
      timeout: 2_000,
    });
  }).toPass({ timeout: 45_000, intervals: [1_000, 2_000] });
}
