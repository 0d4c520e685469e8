import type { InsightsResponse } from '@lookout/domain';
import { parseFilterBar } from '@lookout/filters';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../../stores/project-store';
import { fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-app';
import { InsightsPage, rangeOf } from './insights-page';

const answer: InsightsResponse = {
  from: '2026-11-08T00:00:00.000Z',
  to: '2026-11-15T00:00:00.000Z',
  previousFrom: '2026-11-01T00:00:00.000Z',
  conversations: 12,
  topics: [
    {
      topic: 'Billing',
      conversations: 8,
      previousConversations: 4,
      growth: 1,
      negativeConversations: 2,
      negativeShare: 0.25,
      examples: [
        {
          id: '00000000-0000-4000-8000-0000000000a1',
          opening: 'I was charged twice',
          negative: true,
          startedAt: '2026-11-10T10:00:00.000Z',
        },
      ],
    },
    {
      topic: 'Login',
      conversations: 4,
      previousConversations: 8,
      growth: -0.5,
      negativeConversations: 4,
      negativeShare: 1,
      examples: [],
    },
  ],
};

beforeEach(() => {
  useProjectStore.setState({ projectId: '00000000-0000-4000-8000-000000000001' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useProjectStore.setState({ projectId: null });
});

function topicOrder(): string[] {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

describe('InsightsPage', () => {
  it('lists the topics by growth, then by unhappiness, with examples linking to the logs', async () => {
    fakeApi({ 'GET /v1/insights': { body: answer } });
    renderRoutes(<InsightsPage />);
    expect(await screen.findByRole('table', { name: 'Topics' })).toBeTruthy();
    expect(topicOrder()).toEqual(['Billing', 'Login']);
    expect(screen.getByText('+100 %')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Unhappy' }));
    expect(topicOrder()).toEqual(['Login', 'Billing']);

    const example = screen.getByRole('link', { name: 'I was charged twice' });
    expect(example.getAttribute('href')).toBe('/logs/00000000-0000-4000-8000-0000000000a1');
    const unhappy = screen.getByRole('link', { name: 'Unhappy conversations about Billing' });
    const url = new URL(unhappy.getAttribute('href') ?? '', 'http://lookout.test');
    expect(url.pathname).toBe('/logs');
    expect(url.searchParams.get('type')).toBe('thread');
    // The logs keep the range the insight counted, so they list the same conversations.
    expect(parseFilterBar(url.searchParams.get('filters') ?? '').filters).toEqual([
      { id: 'topics', params: ['input', ['Billing']] },
      { id: 'sentiment', params: ['negative'] },
      { id: 'date', params: ['after', answer.from] },
      { id: 'date', params: ['before', answer.to] },
    ]);
    const topic = new URL(
      screen.getByRole('link', { name: 'Billing' }).getAttribute('href') ?? '',
      'http://lookout.test',
    );
    expect(parseFilterBar(topic.searchParams.get('filters') ?? '').filters).toEqual([
      { id: 'topics', params: ['input', ['Billing']] },
      { id: 'date', params: ['after', answer.from] },
      { id: 'date', params: ['before', answer.to] },
    ]);
  });

  it('asks for the range chosen', async () => {
    const calls = fakeApi({ 'GET /v1/insights': { body: answer } });
    renderRoutes(<InsightsPage />);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('radio', { name: 'Last 30 days' }));
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.path === '/v1/insights')).toHaveLength(2),
    );
    const last = calls.filter((call) => call.path === '/v1/insights').at(-1);
    const from = Date.parse(last?.query.get('from') ?? '');
    const to = Date.parse(last?.query.get('to') ?? '');
    expect((to - from) / 86_400_000).toBe(30);
  });

  it('says how to get topics when there are none', async () => {
    fakeApi({ 'GET /v1/insights': { body: { ...answer, conversations: 0, topics: [] } } });
    renderRoutes(<InsightsPage />);
    expect(await screen.findByText(/No topics in these conversations yet/)).toBeTruthy();
  });

  it('shows the error with a retry', async () => {
    fakeApi({
      'GET /v1/insights': {
        status: 403,
        body: { error: 'Beta feature', message: 'Not in the beta' },
      },
    });
    renderRoutes(<InsightsPage />);
    expect(await screen.findByText('Could not load the insights')).toBeTruthy();
    expect(screen.getByText('Not in the beta')).toBeTruthy();
  });
});

describe('rangeOf', () => {
  it('ends at the next full hour and spans the days asked', () => {
    expect(rangeOf(7, Date.parse('2026-11-15T09:20:00.000Z'))).toEqual({
      from: '2026-11-08T10:00:00.000Z',
      to: '2026-11-15T10:00:00.000Z',
    });
  });
});
