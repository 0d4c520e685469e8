import { setTimeout as sleep } from 'node:timers/promises';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The kinds of enrichment a run can carry (`GET /v1/runs/{id}`'s `enrichments`). */
export type EnrichmentKind = 'language' | 'sentiment' | 'pii' | 'toxicity' | 'topics';

/** A run as far as these steps read it. */
export interface EnrichedRun {
  id: string;
  enrichments?: Partial<Record<EnrichmentKind, unknown>>;
}

/** A topic of the project's topics enricher: its name and what it covers. */
export interface ProjectTopic {
  name: string;
  description: string;
}

/**
 * On Settings → Enrichments, turns on every enricher that is off (language, sentiment, PII,
 * toxicity) and lists `topics` in the Topics enricher's options, which turns it on.
 *
 * @example await turnOnEnrichers(page, [{ name: 'Billing', description: 'Invoices, refunds' }]);
 */
export async function turnOnEnrichers(page: Page, topics: readonly ProjectTopic[]): Promise<void> {
  await page.goto('/settings');
  for (const name of ['Language', 'Sentiment', 'PII', 'Toxicity']) {
    const toggle = page.getByRole('switch', { name: `${name} enricher` });
    await expect(toggle).toBeEnabled();
    if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  }
  const row = page.getByRole('listitem', { name: 'Topics' });
  await row.getByText('Topics options').click();
  for (const [index, topic] of topics.entries()) {
    await row.getByRole('button', { name: 'Add a topic' }).click();
    await row.getByLabel(`Name of topic ${index + 1}`).fill(topic.name);
    await row.getByLabel(`Description of topic ${index + 1}`).fill(topic.description);
  }
  await row.getByRole('button', { name: 'Save the topics' }).click();
  await expect(page.getByRole('switch', { name: 'Topics enricher' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
}

/**
 * Waits (at most `timeoutMs`) until `GET /v1/runs/{id}` carries every kind of `kinds` (the
 * enrichment jobs run in the background, a sweep every few seconds), and returns the run.
 */
export async function waitForEnrichments(
  request: APIRequestContext,
  access: { token: string; projectId: string },
  runId: string,
  kinds: readonly EnrichmentKind[],
  timeoutMs = 45_000,
): Promise<EnrichedRun> {
  const deadline = Date.now() + timeoutMs;
  let missing: readonly EnrichmentKind[] = kinds;
  for (;;) {
    const response = await request.get(`/v1/runs/${runId}`, {
      headers: { Authorization: `Bearer ${access.token}` },
      params: { projectId: access.projectId },
    });
    if (response.ok()) {
      const run = (await response.json()) as EnrichedRun;
      missing = kinds.filter((kind) => run.enrichments?.[kind] == null);
      if (missing.length === 0) return run;
    }
    if (Date.now() > deadline) {
      throw new Error(`Run ${runId} still lacks ${missing.join(', ')} after ${timeoutMs} ms`);
    }
    await sleep(500);
  }
}
