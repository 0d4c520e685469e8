import type { EnricherView, Job } from '@lookout/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../../stores/project-store';
import { useUpgradeModalStore } from '../../../stores/upgrade-modal-store';
import { callsTo, fakeApi } from '../../../testing/fake-api';
import { gating } from '../../../testing/fixtures';
import { renderRoutes } from '../../../testing/render-app';
import { EnrichmentsCard } from './enrichments-card';

const projectId = '00000000-0000-4000-8000-000000000001';
const stamp = '2026-11-20T10:00:00.000Z';

function enricher(index: number, settings: Pick<EnricherView, 'kind' | 'config'>): EnricherView {
  return {
    id: `00000000-0000-4000-8000-0000000000e${index}`,
    enabled: true,
    active: true,
    inactiveReason: null,
    backfill: null,
    createdAt: stamp,
    updatedAt: stamp,
    ...settings,
  } as EnricherView;
}

const language = enricher(1, { kind: 'language', config: {} });
const sentiment = enricher(2, { kind: 'sentiment', config: {} });
const pii = enricher(3, {
  kind: 'pii',
  config: { kinds: ['email', 'phone'], customRegexes: [] },
});

function job(overrides: Partial<Job> = {}): Job {
  return {
    id: '00000000-0000-4000-8000-00000000j0b1'.replace('j0b1', '0b01'),
    projectId,
    kind: 'enrichment.backfill',
    state: 'running',
    attempts: 1,
    maxAttempts: 3,
    progress: { done: 100, total: 400, message: null },
    lastError: null,
    cancelRequested: false,
    runAfter: stamp,
    createdAt: stamp,
    startedAt: stamp,
    finishedAt: null,
    ...overrides,
  };
}

function row(name: string): HTMLElement {
  return screen.getByRole('listitem', { name });
}

beforeEach(() => {
  useProjectStore.setState({ projectId });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useProjectStore.setState({ projectId: null });
  useUpgradeModalStore.setState({ open: false, highlight: null });
});

describe('EnrichmentsCard', () => {
  it('lists every kind with its switch, and turns one off', async () => {
    const calls = fakeApi({
      'GET /v1/enrichers': { body: [language, sentiment, pii] },
      [`PATCH /v1/enrichers/${language.id}`]: { body: { ...language, enabled: false } },
    });
    renderRoutes(<EnrichmentsCard canEdit context={gating()} />);
    const switchOf = async (name: string) =>
      within(await screen.findByRole('listitem', { name })).getByRole('switch');
    expect((await switchOf('Language')).getAttribute('aria-checked')).toBe('true');
    expect((await switchOf('Topics')).getAttribute('aria-checked')).toBe('false');
    fireEvent.click(await switchOf('Language'));
    await waitFor(() =>
      expect(callsTo(calls, `PATCH /v1/enrichers/${language.id}`)[0]?.body).toEqual({
        enabled: false,
      }),
    );
  });

  it('creates the topics enricher with the topics listed', async () => {
    const calls = fakeApi({
      'GET /v1/enrichers': { body: [language] },
      'GET /v1/orgs/provider-keys': { body: [] },
      'POST /v1/enrichers': { body: enricher(5, { kind: 'topics', config: {} } as never) },
    });
    renderRoutes(<EnrichmentsCard canEdit context={gating()} />);
    const topics = await screen.findByRole('listitem', { name: 'Topics' });
    fireEvent.click(within(topics).getByText('Topics options'));
    fireEvent.click(within(topics).getByRole('button', { name: 'Add a topic' }));
    fireEvent.change(within(topics).getByLabelText('Name of topic 1'), {
      target: { value: 'Billing' },
    });
    fireEvent.change(within(topics).getByLabelText('Description of topic 1'), {
      target: { value: 'Invoices and refunds' },
    });
    fireEvent.click(within(topics).getByRole('button', { name: 'Save the topics' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST /v1/enrichers')[0]?.body).toEqual({
        kind: 'topics',
        enabled: true,
        config: {
          topics: [{ name: 'Billing', description: 'Invoices and refunds' }],
          method: 'local',
          model: null,
        },
      }),
    );
  });

  it("shows the server's refusal of a custom regex beside the pattern", async () => {
    fakeApi({
      'GET /v1/enrichers': { body: [pii] },
      [`PATCH /v1/enrichers/${pii.id}`]: {
        status: 400,
        body: {
          error: 'Invalid request',
          message: 'config.customRegexes.0.pattern: Back-references are not supported',
        },
      },
    });
    renderRoutes(<EnrichmentsCard canEdit context={gating()} />);
    const item = await screen.findByRole('listitem', { name: 'PII' });
    fireEvent.click(within(item).getByText('PII options'));
    fireEvent.click(within(item).getByRole('button', { name: 'Add a pattern' }));
    fireEvent.change(within(item).getByLabelText('Name of pattern 1'), {
      target: { value: 'Twice' },
    });
    fireEvent.change(within(item).getByLabelText('Regex of pattern 1'), {
      target: { value: '(a)\\1' },
    });
    fireEvent.click(within(item).getByRole('button', { name: 'Save the PII settings' }));
    const message = await within(item).findByText('Back-references are not supported');
    const pattern = within(item).getByLabelText('Regex of pattern 1');
    expect(pattern.getAttribute('aria-invalid')).toBe('true');
    expect(pattern.getAttribute('aria-describedby')).toBe(message.id);
  });

  it('runs a backfill, shows its progress, and cancels it', async () => {
    let current = job();
    const calls = fakeApi({
      'GET /v1/enrichers': { body: [language] },
      [`POST /v1/enrichers/${language.id}/backfill`]: () => Response.json({ job: current }),
      [`GET /v1/jobs/${current.id}`]: () => Response.json(current),
      [`POST /v1/jobs/${current.id}/cancel`]: () => {
        current = { ...current, cancelRequested: true };
        return Response.json(current);
      },
    });
    const { queryClient } = renderRoutes(<EnrichmentsCard canEdit context={gating()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Run on existing runs (Language)' }));
    expect(await within(row('Language')).findByText('Running · 100 of 400 runs')).toBeTruthy();
    expect(within(row('Language')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe(
      '25',
    );
    current = { ...current, progress: { done: 300, total: 400, message: null } };
    // What the next poll reads (the poll itself is the query's refetch interval).
    await act(() => queryClient.invalidateQueries({ queryKey: ['jobs'] }));
    expect(await within(row('Language')).findByText('Running · 300 of 400 runs')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the backfill (Language)' }));
    await waitFor(() =>
      expect(callsTo(calls, `POST /v1/jobs/${current.id}/cancel`)).toHaveLength(1),
    );
    expect(await screen.findByText('Cancelling…')).toBeTruthy();
  });

  it('shows a backfill started before the page opened, with its progress and Cancel', async () => {
    let current = job({ progress: { done: 200, total: 400, message: null } });
    const calls = fakeApi({
      'GET /v1/enrichers': { body: [{ ...language, backfill: current }, sentiment] },
      [`GET /v1/jobs/${current.id}`]: () => Response.json(current),
      [`POST /v1/jobs/${current.id}/cancel`]: () => {
        current = { ...current, cancelRequested: true };
        return Response.json(current);
      },
    });
    renderRoutes(<EnrichmentsCard canEdit context={gating()} />);
    await screen.findByRole('listitem', { name: 'Language' });
    expect(await within(row('Language')).findByText('Running · 200 of 400 runs')).toBeTruthy();
    expect(
      within(row('Language'))
        .getByRole('button', { name: 'Run on existing runs (Language)' })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(within(row('Sentiment')).queryByText(/^Running ·/)).toBeNull();
    fireEvent.click(
      within(row('Language')).getByRole('button', { name: 'Cancel the backfill (Language)' }),
    );
    await waitFor(() =>
      expect(callsTo(calls, `POST /v1/jobs/${current.id}/cancel`)).toHaveLength(1),
    );
    expect(await within(row('Language')).findByText('Cancelling…')).toBeTruthy();
  });

  it('offers the upgrade for sentiment and topics on the cloud free plan', async () => {
    fakeApi({ 'GET /v1/enrichers': { body: [language, sentiment] } });
    renderRoutes(<EnrichmentsCard canEdit context={gating({ edition: 'cloud', plan: 'free' })} />);
    const item = await screen.findByRole('listitem', { name: 'Sentiment' });
    expect(within(item).queryByRole('switch')).toBeNull();
    fireEvent.click(within(item).getByRole('button', { name: 'Upgrade to use Sentiment' }));
    expect(useUpgradeModalStore.getState()).toMatchObject({ open: true, highlight: 'sentiment' });
    expect(within(row('Language')).getByRole('switch')).toBeTruthy();
  });

  it('shows an error with a retry when the enrichers cannot be read', async () => {
    fakeApi({ 'GET /v1/enrichers': { status: 500, body: { error: 'Oops', message: 'Down' } } });
    renderRoutes(<EnrichmentsCard canEdit context={gating()} />);
    expect(await screen.findByText('Could not load the enrichers')).toBeTruthy();
    expect(screen.getByRole('button', { name: /retry/i })).toBeTruthy();
  });

  it('is read-only for members', async () => {
    fakeApi({ 'GET /v1/enrichers': { body: [language, pii] } });
    renderRoutes(<EnrichmentsCard canEdit={false} context={gating({ role: 'member' })} />);
    const item = await screen.findByRole('listitem', { name: 'Language' });
    expect(within(item).getByRole('switch').hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: /existing runs/ })).toBeNull();
    expect(screen.getByText('Owners and admins change the enrichments.')).toBeTruthy();
  });
});
