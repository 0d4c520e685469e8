import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { orgIdOf, signInThroughForm, signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { addFilter } from '../support/filter-bar.js';
import { lunaryFor, otelTracerFor, projectAccess, waitForRunCount } from '../support/ingest.js';
import { confirmPayment } from '../support/payments.js';

// Issue 7: the logs explorer, fed by the real Lunary and OpenTelemetry SDKs. Each step builds on
// the one before (filters, then a saved view of them, feedback on a call, sharing it, and the
// export of the view), so it is one test with steps.
test.describe.configure({ mode: 'serial' });
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const account = {
  name: 'Katherine Johnson',
  email: uniqueEmail('katherine'),
  password: 'orbital mechanics 62',
};

const xssInput = '<script>window.__xss=1</script><img src=x onerror="window.__xss=2">';
const invoiceQuestion = 'Summarise invoice #1042 for the customer';
const otelQuestion = 'How do I rotate my key?';
const viewName = 'Costly gpt-4o calls';

/** One LLM call sent through Lunary's trackEvent, as a hand-written integration does. */
interface LlmCall {
  model: string;
  input: string;
  output?: string;
  userId: string;
  tags: string[];
  tokens: { prompt: number; completion: number };
  fails?: boolean;
}

// Seven LLM calls in all (five here, one inside the agent, one OTel span). Of the completed
// gpt-4o calls, two cost more than $0.001 at $2.50/$10 per million tokens: the invoice (10k + 5k
// tokens, $0.075) and the OTel chat (200 + 100, $0.0015); the refund (100 + 50) costs $0.00075.
const llmCalls: LlmCall[] = [
  {
    model: 'gpt-4o',
    input: invoiceQuestion,
    output: 'Invoice #1042: 3 seats, paid.',
    userId: 'user-ada',
    tags: ['billing'],
    tokens: { prompt: 10_000, completion: 5_000 },
  },
  {
    model: 'gpt-4o',
    input: 'Is my refund on its way?',
    output: 'Yes, within five days.',
    userId: 'user-bob',
    tags: ['billing'],
    tokens: { prompt: 100, completion: 50 },
  },
  {
    model: 'gpt-4o',
    input: 'Translate the contract',
    userId: 'user-bob',
    tags: ['legal'],
    tokens: { prompt: 9_000, completion: 0 },
    fails: true,
  },
  {
    model: 'claude-3-5-sonnet',
    input: 'Write a haiku about orbits',
    output: 'Round and round we go',
    userId: 'user-cy',
    tags: ['poetry'],
    tokens: { prompt: 20_000, completion: 2_000 },
  },
  {
    model: 'gpt-4o-mini',
    input: xssInput,
    output: 'I only echo text.',
    userId: 'user-cy',
    tags: ['security'],
    tokens: { prompt: 30, completion: 10 },
  },
];

/** The rows of the logs table now on screen. */
function rows(page: Page): Locator {
  return page.getByTestId('run-row');
}

/** The side panel that shows the opened run. */
function runPanel(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Run details' });
}

/** The sidebar's Views section, which lists the project's saved views. */
function viewsSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Views' });
}

/** The three filter chips of the saved view hold the values they were saved with. */
async function expectViewFilters(page: Page) {
  await expect(page.getByRole('group', { name: 'Models filter' })).toContainText('gpt-4o');
  await expect(
    page.getByRole('group', { name: 'Status filter' }).getByRole('combobox', { name: 'Status' }),
  ).toHaveText('Completed');
  await expect(
    page
      .getByRole('group', { name: 'Cost filter' })
      .getByRole('spinbutton', { name: 'Cost dollars' }),
  ).toHaveValue('0.001');
}

/**
 * The id of the run in the row holding `text`, read from the URL (`selected=`) once the row is
 * open in the side panel; closes the panel again.
 */
async function runIdOfRow(page: Page, text: string): Promise<string> {
  const row = rows(page).filter({ hasText: text });
  await row.click();
  await expect(row).toHaveAttribute('aria-selected', 'true');
  const id = new URL(page.url()).searchParams.get('selected');
  if (!id) throw new Error(`The row holding ${text} opened no run`);
  await runPanel(page).getByRole('button', { name: 'Close run details' }).click();
  await expect(runPanel(page)).toHaveCount(0);
  return id;
}

/** Picks `option` in a filter chip's multi-select, then closes its list. */
async function pickOption(page: Page, chip: Locator, label: string, option: string) {
  await chip.getByRole('combobox', { name: label }).click();
  await page
    .getByRole('listbox', { name: 'Options' })
    .getByRole('option', { name: option, exact: true })
    .click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Options' })).toHaveCount(0);
}

test('logs sent through Lunary and OpenTelemetry are filtered, traced, rated, shared and exported', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  if (!baseURL) throw new Error('baseURL is not set');
  const token = await signUpThroughApi(request, account);
  const access = { token, ...(await projectAccess(request, token)) };
  const ids = { agent: randomUUID(), agentLlm: randomUUID(), invoice: '', xss: '' };

  await test.step('the SDKs send an agent trace, LLM calls and an OTel span tree', async () => {
    const lunary = lunaryFor(baseURL, access.publicKey);
    const getWeather = lunary.wrapTool(
      async (city: string) => ({ city, forecast: 'clear skies' }),
      { name: 'get-weather' },
    );
    const agent = lunary.wrapAgent(
      async (question: string) => {
        await getWeather('Houston');
        lunary.trackEvent('llm', 'start', {
          runId: ids.agentLlm,
          name: 'gpt-4o-mini',
          input: [{ role: 'user', content: question }],
        });
        lunary.trackEvent('llm', 'end', {
          runId: ids.agentLlm,
          output: { role: 'assistant', content: 'Clear skies over Houston.' },
          tokensUsage: { prompt: 40, completion: 8 },
        });
        return 'Clear skies over Houston.';
      },
      { name: 'launch-agent', tags: ['support'] },
    );
    await agent('Is the weather good for a launch?').identify('user-ada');

    for (const call of llmCalls) {
      const runId = randomUUID();
      if (call.input === invoiceQuestion) ids.invoice = runId;
      if (call.input === xssInput) ids.xss = runId;
      lunary.trackEvent('llm', 'start', {
        runId,
        name: call.model,
        input: call.input,
        userId: call.userId,
        tags: call.tags,
        metadata: { suite: 'logs-explorer' },
      });
      if (call.fails) {
        lunary.trackEvent('llm', 'error', {
          runId,
          error: { message: 'Context length exceeded' },
        });
      } else {
        lunary.trackEvent('llm', 'end', {
          runId,
          output: call.output,
          tokensUsage: call.tokens,
        });
      }
    }
    await lunary.flush();

    const tracer = otelTracerFor(baseURL, access.publicKey, 'docs-assistant');
    const root = tracer.startSpan('answer-docs-question', { 'user.id': 'user-otel' });
    const retrieve = tracer.startSpan('retrieve-docs', { 'app.index': 'handbook' }, root);
    retrieve.end();
    const chat = tracer.startSpan(
      'chat gpt-4o',
      {
        'gen_ai.operation.name': 'chat',
        'gen_ai.provider.name': 'openai',
        'gen_ai.request.model': 'gpt-4o',
        'gen_ai.input.messages': JSON.stringify([
          { role: 'user', parts: [{ type: 'text', content: otelQuestion }] },
        ]),
        'gen_ai.output.messages': JSON.stringify([
          { role: 'assistant', parts: [{ type: 'text', content: 'Open Settings, then Keys.' }] },
        ]),
        'gen_ai.usage.input_tokens': 200,
        'gen_ai.usage.output_tokens': 100,
      },
      root,
    );
    chat.end();
    root.end();
    await tracer.flush();

    await waitForRunCount(request, access, 'llm', 7);
    // Traces: the agent, the five calls made outside it, and the OTel root.
    await waitForRunCount(request, access, 'trace', 7);
  });

  await test.step('signs in and sees every LLM call on /logs?type=llm', async () => {
    await signInThroughForm(page, account);
    await page.goto('/logs?type=llm');
    await expect(page.getByRole('heading', { level: 1, name: 'LLM Logs' })).toBeVisible();
    await expect(page.getByTestId('runs-count')).toHaveText('7 LLM calls');
    await expect(rows(page)).toHaveCount(7);
    await expect(rows(page).filter({ hasText: invoiceQuestion })).toHaveCount(1);
    await expect(rows(page).filter({ hasText: otelQuestion })).toHaveCount(1);
  });

  await test.step('the XSS payload in an input renders as text and never runs', async () => {
    const row = rows(page).filter({ hasText: '<script>window.__xss=1</script>' });
    await expect(row).toHaveCount(1);
    await row.click();
    await expect(page).toHaveURL(new RegExp(`selected=${ids.xss}`));
    await expect(runPanel(page).getByText(xssInput, { exact: false })).toBeVisible();
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    await expect(runPanel(page).locator('script, img[src="x"]')).toHaveCount(0);
    await runPanel(page).getByRole('button', { name: 'Close run details' }).click();
    await expect(runPanel(page)).toHaveCount(0);
  });

  await test.step('three filters of different kinds narrow the table', async () => {
    const models = await addFilter(page, 'Models');
    await pickOption(page, models, 'Models', 'gpt-4o');
    await expect(page.getByTestId('runs-count')).toHaveText('4 LLM calls');
    await expect(rows(page)).toHaveCount(4);

    const status = await addFilter(page, 'Status');
    await expect(status.getByRole('combobox', { name: 'Status' })).toHaveText('Completed');
    await expect(page.getByTestId('runs-count')).toHaveText('3 LLM calls');
    await expect(rows(page).filter({ hasText: 'Translate the contract' })).toHaveCount(0);
    // The select switches to the failed call and back.
    const statusSelect = status.getByRole('combobox', { name: 'Status' });
    await statusSelect.click();
    await page.getByRole('option', { name: 'Failed', exact: true }).click();
    await expect(page.getByTestId('runs-count')).toHaveText('1 LLM call');
    await expect(rows(page)).toContainText('Translate the contract');
    await statusSelect.click();
    await page.getByRole('option', { name: 'Completed', exact: true }).click();
    await expect(page.getByTestId('runs-count')).toHaveText('3 LLM calls');

    const cost = await addFilter(page, 'Cost');
    await cost.getByRole('spinbutton', { name: 'Cost dollars' }).fill('0.001');
    await cost.getByRole('spinbutton', { name: 'Cost dollars' }).press('Enter');
    await expect(page.getByTestId('runs-count')).toHaveText('2 LLM calls');
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).filter({ hasText: invoiceQuestion })).toHaveCount(1);
    await expect(rows(page).filter({ hasText: otelQuestion })).toHaveCount(1);
    await expect(rows(page).filter({ hasText: 'Is my refund on its way?' })).toHaveCount(0);
    await expect(page).toHaveURL(/filters=/);
  });

  await test.step('a reload restores the filters from the URL', async () => {
    const before = page.url();
    await page.reload();
    expect(page.url()).toBe(before);
    await expectViewFilters(page);
    await expect(page.getByTestId('runs-count')).toHaveText('2 LLM calls');
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).filter({ hasText: invoiceQuestion })).toHaveCount(1);
  });

  let viewId = '';
  let viewFilters = '';
  await test.step('the filters are saved as a view with a name and an icon', async () => {
    viewFilters = new URL(page.url()).searchParams.get('filters') ?? '';
    expect(viewFilters).not.toBe('');
    await page.getByRole('button', { name: 'Save view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save view' });
    await dialog.getByRole('button', { name: 'View icon' }).click();
    await page.getByRole('combobox', { name: 'Search icons' }).fill('dollar');
    await page
      .getByRole('listbox', { name: 'Icons' })
      .getByRole('option', { name: 'Currency Dollar' })
      .click();
    await expect(dialog.getByRole('button', { name: 'View icon: Currency Dollar' })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Name' }).fill(viewName);
    await dialog.getByRole('button', { name: 'Save view' }).click();
    await expect(dialog).toHaveCount(0);

    // The page now shows the saved view: its name as the title, its entry in the sidebar.
    await expect(page).toHaveURL(/[?&]view=[^&]+/);
    viewId = new URL(page.url()).searchParams.get('view') ?? '';
    await expect(page.getByRole('heading', { level: 1, name: viewName })).toBeVisible();
    const entry = viewsSection(page).getByRole('link', { name: viewName });
    await expect(entry).toHaveAttribute('aria-current', 'page');
    await expect(entry.locator('svg.tabler-icon-currency-dollar')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Save changes to view' })).toHaveCount(0);
  });

  await test.step('the view opens from the sidebar with its filters applied', async () => {
    // Away from the view first: the unfiltered LLM list, from the sidebar.
    await page.getByRole('link', { name: 'LLM Logs' }).click();
    await expect(page).toHaveURL(/\/logs\?type=llm$/);
    await expect(page.getByRole('heading', { level: 1, name: 'LLM Logs' })).toBeVisible();
    await expect(page.getByRole('group', { name: /filter$/ })).toHaveCount(0);
    await expect(page.getByTestId('runs-count')).toHaveText('7 LLM calls');
    const entry = viewsSection(page).getByRole('link', { name: viewName });
    await expect(entry).not.toHaveAttribute('aria-current', 'page');

    await entry.click();
    await expect(page).toHaveURL(
      `/logs?${new URLSearchParams({ view: viewId, filters: viewFilters, type: 'llm' })}`,
    );
    await expect(entry).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: viewName })).toBeVisible();
    await expectViewFilters(page);
    await expect(page.getByTestId('runs-count')).toHaveText('2 LLM calls');
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).filter({ hasText: invoiceQuestion })).toHaveCount(1);
    await expect(rows(page).filter({ hasText: otelQuestion })).toHaveCount(1);
  });

  await test.step('a trace opens with its span tree and the detail of a span', async () => {
    await page.goto('/logs?type=trace');
    await expect(page.getByRole('heading', { level: 1, name: 'Traces' })).toBeVisible();
    await expect(page.getByTestId('runs-count')).toHaveText('7 traces');
    await rows(page).filter({ hasText: 'launch-agent' }).click();
    const tree = runPanel(page).getByRole('tree', { name: 'Spans of the trace' });
    await expect(tree.getByRole('treeitem')).toHaveCount(3);
    await expect(tree.getByRole('treeitem', { level: 1 })).toContainText('launch-agent');
    await expect(tree.getByRole('treeitem', { level: 2 })).toHaveCount(2);
    await tree.getByRole('treeitem').filter({ hasText: 'get-weather' }).click();
    const span = runPanel(page).getByRole('region', { name: 'Selected span' });
    await expect(span.getByRole('heading', { level: 3 }).first()).toHaveText('get-weather');
    await expect(span).toContainText('Houston');
    await expect(span).toContainText('clear skies');

    // The panel covers part of the table: close it before opening the OTel trace.
    await runPanel(page).getByRole('button', { name: 'Close run details' }).click();
    await rows(page).filter({ hasText: 'answer-docs-question' }).click();
    const otelTree = runPanel(page).getByRole('tree', { name: 'Spans of the trace' });
    await expect(otelTree.getByRole('treeitem')).toHaveCount(3);
    await expect(otelTree.getByRole('treeitem', { level: 1 })).toContainText(
      'answer-docs-question',
    );
    await otelTree.getByRole('treeitem').filter({ hasText: 'gpt-4o' }).click();
    await expect(runPanel(page).getByRole('region', { name: 'Selected span' })).toContainText(
      'Open Settings, then Keys.',
    );
  });

  await test.step('a thumb down with a comment on an LLM call', async () => {
    await page.goto(`/logs?type=llm&selected=${ids.invoice}`);
    const feedback = runPanel(page).getByRole('group', { name: 'Feedback' });
    await feedback.getByRole('button', { name: 'Thumb down' }).click();
    await expect(feedback.getByRole('button', { name: 'Thumb down' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await feedback.getByRole('button', { name: 'Comment' }).click();
    await page.getByRole('textbox', { name: 'Feedback comment' }).fill('Wrong seat count');
    await page.getByRole('button', { name: 'Save comment' }).click();
    await expect(page.getByRole('textbox', { name: 'Feedback comment' })).toHaveCount(0);
    await expect(runPanel(page)).toContainText('“Wrong seat count”');
  });

  await test.step('the feedback filter finds the rated call', async () => {
    await runPanel(page).getByRole('button', { name: 'Close run details' }).click();
    const feedback = await addFilter(page, 'Feedback');
    await pickOption(page, feedback, 'Feedback', 'Thumb down');
    await expect(page.getByTestId('runs-count')).toHaveText('1 LLM call');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText(invoiceQuestion);
    await expect(rows(page).getByLabel('Thumb down')).toBeVisible();
  });

  let publicLink = '';
  await test.step('the call is made public and its link copied', async () => {
    await rows(page).click();
    await runPanel(page).getByRole('button', { name: 'Make public' }).click();
    await page
      .getByRole('dialog', { name: 'Make this run public?' })
      .getByRole('button', { name: 'Make public' })
      .click();
    await runPanel(page).getByRole('button', { name: 'Copy public link' }).click();
    publicLink = await page.evaluate(() => navigator.clipboard.readText());
    expect(publicLink).toBe(`${baseURL}/logs/${ids.invoice}`);
  });

  await test.step('a signed-out visitor reads the shared run', async () => {
    const visitor = await browser.newContext();
    try {
      const guest = await visitor.newPage();
      await guest.goto(publicLink);
      await expect(guest.getByRole('heading', { level: 1, name: 'Shared log' })).toBeVisible();
      await expect(guest.getByRole('heading', { level: 2, name: 'gpt-4o' })).toBeVisible();
      await expect(guest.getByText(invoiceQuestion)).toBeVisible();
      await expect(guest.getByText('Invoice #1042: 3 seats, paid.')).toBeVisible();
      await expect(guest.getByRole('link', { name: 'Sign in' })).toBeVisible();
      await expect(guest.getByRole('group', { name: 'Feedback' })).toHaveCount(0);
    } finally {
      await visitor.close();
    }
  });

  await test.step('the saved view exports as CSV with the rows it lists', async () => {
    await viewsSection(page).getByRole('link', { name: viewName }).click();
    await expect(page.getByTestId('runs-count')).toHaveText('2 LLM calls');
    await expect(rows(page)).toHaveCount(2);
    const shown = {
      [await runIdOfRow(page, invoiceQuestion)]: invoiceQuestion,
      [await runIdOfRow(page, otelQuestion)]: otelQuestion,
    };
    expect(Object.keys(shown)).toContain(ids.invoice);

    // On the free cloud plan, exports offer the upgrade with their row marked instead of failing.
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'CSV', exact: true }).click();
    const upgrade = page.getByRole('dialog', { name: 'Unlock all features' });
    await expect(upgrade).toContainText('CSV & JSONL exports is not included in your plan.');
    await upgrade.getByRole('button', { name: 'Not now' }).click();
    await confirmPayment(request, await orgIdOf(request, token));

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'CSV', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const file = await download.path();
    // Values here hold no line breaks, so each CRLF-ended line is one run.
    const [header, ...lines] = (await readFile(file, 'utf8')).split('\r\n').filter(Boolean);
    expect(
      header?.startsWith('id,type,name,status,createdAt,endedAt,durationMs,userId,input,output'),
    ).toBe(true);
    // Exactly the two runs of the view, not the seven of the unfiltered list.
    const exported = Object.fromEntries(lines.map((line) => [line.split(',')[0], line]));
    expect(Object.keys(exported).sort()).toEqual(Object.keys(shown).sort());
    for (const [id, input] of Object.entries(shown)) {
      expect(exported[id]).toContain(input);
      expect(exported[id]).toContain(',llm,');
    }
    expect(lines.some((line) => line.startsWith(ids.xss))).toBe(false);
    // The file carries the rating given above.
    expect(exported[ids.invoice]).toContain(',down,Wrong seat count,');
  });
});
