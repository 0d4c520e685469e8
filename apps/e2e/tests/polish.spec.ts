// Issue 19, States, layout, polish: the named Live switch, the sample-data banner whose Remove
// asks first, "Save changes to view"; the step-3 card's single width with highlighted, wrapping
// code (1280 and 390 px), a disabled Save that looks disabled, tags that never clip, avatars that
// keep their initials, one password message at a time.
import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInWith, signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { addFilter, chooseOptions } from '../support/filter-bar.js';
import { projectAccess } from '../support/ingest.js';
import { loadSampleData } from '../support/sample-data.js';

test.use({ viewport: { width: 1280, height: 800 } });
// Each test walks several screens (sign-up, sample data, a saved view) on a shared machine.
test.describe.configure({ timeout: 150_000 });

/** The element's box, which must be laid out. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element is not laid out');
  return box;
}

/** Whether the element scrolls sideways (its content is wider than its box). */
function overflowsSideways(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
}

/** The distinct text colours inside a code block. */
function coloursIn(code: Locator): Promise<number> {
  return code.evaluate(
    (element) =>
      new Set([...element.querySelectorAll('span')].map((span) => getComputedStyle(span).color))
        .size,
  );
}

test('sign-up: one password message at a time, avatars show their initials, and step 3 keeps its width with highlighted, wrapping code', async ({
  page,
  request,
}) => {
  await test.step('a too-short password gets one message, not a hint and an error', async () => {
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Katherine Johnson');
    await page.getByLabel('Work email').fill(uniqueEmail('katherine'));
    const password = page.getByLabel('Password', { exact: true });
    await expect(page.getByText('At least 8 characters.')).toBeVisible();
    await password.fill('short');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    const described = (await password.getAttribute('aria-describedby')) ?? '';
    expect(described.split(' ').filter(Boolean)).toHaveLength(1);
    await expect(page.getByText('At least 8 characters.')).toHaveCount(0);
    await expect(page.getByText(/Password must be at least 8 characters/)).toBeVisible();
  });

  await test.step('the social-proof avatars do not cover each other’s initials', async () => {
    const avatars = page
      .getByRole('region', { name: 'What developers say' })
      .locator('[data-slot="avatar"]');
    await expect(avatars).toHaveCount(4);
    for (let index = 0; index < 3; index += 1) {
      const initials = await boxOf(avatars.nth(index).locator('[data-slot="avatar-fallback"]'));
      const next = await boxOf(avatars.nth(index + 1));
      // The next avatar (with its 2 px ring) starts after this one's letters end.
      expect(initials.x + initials.width).toBeLessThanOrEqual(next.x - 2);
    }
  });

  const token = await signUpThroughApi(request, {
    name: 'Katherine Johnson',
    email: uniqueEmail('katherine'),
    password: 'orbital mechanics 1962',
  });
  await signInWith(page, token);

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await test.step(`step 3 at ${viewport.width} px: one card width across tabs, code highlighted and wrapped`, async () => {
      await page.setViewportSize(viewport);
      await page.goto('/signup?step=3');
      const card = page.getByRole('region', { name: 'How will you send data?' });
      await expect(card).toBeVisible();
      const tabs = card.getByRole('tablist', { name: 'How to send data' }).getByRole('tab');
      await expect(tabs).toHaveCount(4);
      const widths: number[] = [];
      for (let index = 0; index < 4; index += 1) {
        await tabs.nth(index).click();
        const panel = card.getByRole('tabpanel');
        await expect(panel.locator('pre').first()).toBeVisible();
        widths.push(Math.round((await boxOf(card)).width));
        for (const block of await panel.locator('pre').all()) {
          expect(await overflowsSideways(block), 'a code block scrolls sideways').toBe(false);
        }
      }
      expect(new Set(widths).size, `card widths ${widths.join(', ')}`).toBe(1);
      // The Lunary JS tab: keywords, strings and names in their own colours.
      await tabs.nth(0).click();
      const code = card.getByRole('tabpanel').locator('pre code').nth(1);
      await expect(code.locator('[data-token]').first()).toBeVisible();
      expect(await coloursIn(code)).toBeGreaterThanOrEqual(3);
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('logs: the Live switch is named, tags never clip, an open view offers "Save changes to view", and sample data is announced and removed after asking', async ({
  page,
  request,
}) => {
  const token = await signUpThroughApi(request, {
    name: 'Margaret Hamilton',
    email: uniqueEmail('margaret'),
    password: 'apollo guidance 1969',
  });
  await signInWith(page, token);
  await loadSampleData(page);
  const { publicKey } = await projectAccess(request, token);
  const tags = ['customer-support', 'production', 'priority-high', 'experiment-42'];
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
          timestamp: Date.now() - 500,
          input: 'Tag me',
          tags,
        },
        { event: 'end', type: 'llm', runId, timestamp: Date.now(), output: 'Tagged.' },
      ],
    },
  });
  expect(sent.ok()).toBe(true);

  await test.step('the Live switch has an accessible name', async () => {
    await page.goto('/logs?type=llm');
    const live = page.getByRole('switch', { name: 'Live refresh' });
    await expect(live).toBeVisible();
    await live.click();
    await expect(live).toHaveAttribute('aria-checked', 'true');
    await live.click();
  });

  await test.step('a run with four tags shows what fits and counts the rest, never a cut badge', async () => {
    const row = page.getByTestId('run-row').filter({ hasText: 'Tag me' });
    await expect(row).toBeVisible();
    // Every tag is named in the cell's tooltip (in the server's order), whatever fits.
    const tagList = row.getByTitle([...tags].sort().join(', '));
    const cellBox = await boxOf(tagList.locator('xpath=ancestor::td'));
    const shown = tagList.locator('[data-slot="badge"]').filter({ visible: true });
    await expect(shown.first()).toBeVisible();
    for (const badge of await shown.all()) {
      // Whole badges only: each ends inside the cell.
      const box = await boxOf(badge);
      expect(box.x + box.width).toBeLessThanOrEqual(cellBox.x + cellBox.width);
      expect(box.y + box.height).toBeLessThanOrEqual(cellBox.y + cellBox.height);
    }
    // The tags that do not fit are counted: "+N" makes up the four.
    const more = await tagList.getByText(/^\+\d+$/).textContent();
    expect((await shown.count()) - 1 + Number(more?.slice(1))).toBe(tags.length);
  });

  await test.step('a saved view whose filters change offers "Save changes to view"', async () => {
    const feedback = await addFilter(page, 'Feedback');
    await chooseOptions(page, feedback.getByRole('combobox', { name: 'Feedback' }), ['Thumb down']);
    await expect(page).toHaveURL(/filters=/);
    await page.getByRole('button', { name: 'Save view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save view' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Unhappy calls');
    await dialog.getByRole('button', { name: 'Save view' }).click();
    await expect(page).toHaveURL(/[?&]view=/);
    const saveChanges = page.getByRole('button', { name: 'Save changes to view' });
    await expect(saveChanges).toHaveCount(0);
    await page.getByRole('button', { name: 'Remove Feedback filter' }).click();
    await expect(saveChanges).toBeVisible();
    await saveChanges.click();
    await expect(saveChanges).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Unhappy calls' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Feedback filter' })).toHaveCount(0);
    await expect(saveChanges).toHaveCount(0);
  });

  await test.step('sample data is announced, and Remove asks before deleting it', async () => {
    await page.goto('/logs?type=llm');
    const banner = page.getByRole('status', { name: 'Sample data' });
    await expect(banner).toContainText('This project holds sample data');
    await banner.getByRole('button', { name: 'Remove sample data' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove the sample data?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Remove sample data' }).click();
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    // The sample runs are deleted one by one.
    await expect(banner).toHaveCount(0, { timeout: 60_000 });
    // Only the user's own call is left.
    await expect(page.getByTestId('run-row')).toHaveCount(1);
    await expect(page.getByTestId('run-row')).toContainText('Tag me');
  });
});

test('settings: a disabled Save looks disabled', async ({ page, request }) => {
  const token = await signUpThroughApi(request, {
    name: 'Annie Easley',
    email: uniqueEmail('annie'),
    password: 'centaur rocket 1963',
  });
  await signInWith(page, token);
  await page.goto('/settings');
  const name = page.getByRole('textbox', { name: 'Project name' });
  const form = page.locator('form').filter({ has: name });
  const save = form.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  const look = (button: Locator) =>
    button.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, color: style.color, cursor: style.cursor };
    });
  const disabled = await look(save);
  await name.fill('Renamed project');
  await expect(save).toBeEnabled();
  // The button's colours ease over a short transition: wait for it to end rather than read its first frame.
  await expect
    .poll(async () => {
      const enabled = await look(save);
      return enabled.background !== disabled.background && enabled.color !== disabled.color;
    })
    .toBe(true);
  await expectMuted(page, disabled.background);
});

/** The background is the theme's muted grey, the colour of things one cannot use. */
async function expectMuted(page: Page, background: string): Promise<void> {
  const muted = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = 'var(--lo-muted)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  });
  expect(background).toBe(muted);
}
