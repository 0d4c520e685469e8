import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingEvaluationsPollMs } from '../../api/runs/get-run';
import { useProjectStore } from '../../stores/project-store';
import { fakeApi } from '../../testing/fake-api';
import { makeRun, runId } from '../../testing/make-run';
import { renderRoutes } from '../../testing/render-app';
import { RunDetail } from './run-detail';
import { RunEnrichments } from './run-enrichments';
import { RunViewer } from './run-viewer';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useProjectStore.setState({ projectId: null });
});

function row(name: string): HTMLElement {
  const term = screen.getByText(name, { selector: 'dt' });
  const line = term.parentElement;
  if (!line) throw new Error(`no row for ${name}`);
  return line;
}

const enriched = makeRun({
  enrichments: {
    language: { input: { code: 'fr', confidence: 0.97 }, output: { code: 'en', confidence: 0.9 } },
    sentiment: { input: { label: 'negative', score: -0.62 }, output: null },
    pii: {
      input: {
        entities: [
          { kind: 'email', text: 'a@b.fr', start: 0, end: 6 },
          { kind: 'email', text: 'c@d.fr', start: 10, end: 16 },
          { kind: 'regex', name: 'Order id', text: 'ORD-1', start: 20, end: 25 },
        ],
      },
      output: { entities: [] },
    },
    toxicity: { input: { toxic: true, labels: ['insult'], score: 0.8 }, output: null },
  },
});

describe('RunEnrichments', () => {
  it('shows each computed kind per side, and leaves out the kinds not computed', () => {
    render(<RunEnrichments run={enriched} />);
    expect(within(row('Language')).getByText('French')).toBeTruthy();
    expect(within(row('Language')).getByText('English')).toBeTruthy();
    expect(within(row('Sentiment')).getByText('negative')).toBeTruthy();
    expect(within(row('Sentiment')).getByText('Score -0.62')).toBeTruthy();
    expect(within(row('Sentiment')).queryByText('Output')).toBeNull();
    expect(within(row('PII')).getByText('Email ×2')).toBeTruthy();
    expect(within(row('PII')).getByText('Order id ×1')).toBeTruthy();
    expect(within(row('PII')).getByText('None found')).toBeTruthy();
    expect(within(row('Toxicity')).getByText('insult')).toBeTruthy();
    expect(screen.queryByText('Topics', { selector: 'dt' })).toBeNull();
  });

  it('says a new run is being enriched, and shows nothing for an old run without any', () => {
    const created = Date.parse('2026-11-27T10:00:00.000Z');
    const fresh = makeRun({ createdAt: '2026-11-27T10:00:00.000Z' });
    const { rerender, container } = render(<RunEnrichments run={fresh} now={created + 5_000} />);
    expect(screen.getByRole('status').textContent).toContain('Being enriched');
    rerender(<RunEnrichments run={fresh} now={created + 60 * 60_000} />);
    expect(container.textContent).toBe('');
  });
});

describe('the run view', () => {
  it('has an Enrichments block when the run has enrichments', () => {
    const { rerender } = render(<RunDetail run={makeRun()} />);
    expect(screen.queryByRole('heading', { name: 'Enrichments' })).toBeNull();
    rerender(<RunDetail run={enriched} />);
    expect(screen.getByRole('heading', { name: 'Enrichments' })).toBeTruthy();
  });

  it('reads a new run again until its enrichments arrive', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    useProjectStore.setState({ projectId: '00000000-0000-4000-8000-000000000001' });
    const fresh = makeRun({ id: runId(1), createdAt: new Date().toISOString() });
    let answer = fresh;
    fakeApi({ [`GET /v1/runs/${runId(1)}`]: () => Response.json(answer) });
    renderRoutes(<RunViewer runId={runId(1)} memberRole="owner" />);
    expect(await screen.findByText(/Being enriched/)).toBeTruthy();
    answer = {
      ...fresh,
      enrichments: { language: { input: { code: 'fr', confidence: 0.9 }, output: null } },
    };
    await act(async () => {
      vi.advanceTimersByTime(pendingEvaluationsPollMs);
    });
    expect(await screen.findByText('French')).toBeTruthy();
  });
});
