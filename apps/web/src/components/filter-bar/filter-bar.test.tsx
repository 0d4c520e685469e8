import type { FilterBar as FilterBarValue, FilterContext } from '@lookout/filters';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../stores/project-store';
import { callsTo, fakeApi } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-app';
import { FilterBar } from './filter-bar';
import { textCommitDelayMs } from './param-editors/text-param-editor';
import type { FilterBarChangeOptions } from './use-filter-bar-url';

type Change = { bar: FilterBarValue; options: FilterBarChangeOptions | undefined };

function Harness({
  initial,
  changes,
  context,
}: {
  initial: FilterBarValue;
  changes: Change[];
  context?: FilterContext;
}) {
  const [bar, setBar] = useState(initial);
  return (
    <FilterBar
      bar={bar}
      context={context}
      onChange={(next, options) => {
        changes.push({ bar: next, options });
        setBar(next);
      }}
    />
  );
}

function show(
  filters: FilterBarValue['filters'],
  operator: 'AND' | 'OR' = 'AND',
  context?: FilterContext,
) {
  const changes: Change[] = [];
  renderRoutes(<Harness initial={{ operator, filters }} changes={changes} context={context} />);
  const last = () => changes.at(-1);
  return { changes, last };
}

function pick(trigger: HTMLElement, option: string) {
  fireEvent.keyDown(trigger, { key: 'Enter' });
  fireEvent.click(screen.getByRole('option', { name: option }));
}

beforeEach(() => {
  useProjectStore.setState({ projectId: '00000000-0000-4000-8000-000000000001' });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('FilterBar editors', () => {
  it('select: picks a status', () => {
    fakeApi({});
    const { last } = show([{ id: 'status', params: ['success'] }]);
    pick(screen.getByRole('combobox', { name: 'Status' }), 'Failed');
    expect(last()?.bar.filters[0]?.params).toEqual(['error']);
    expect(last()?.options).toEqual({ replace: true });
  });

  it('operator and number: compares duration with the catalogue min and step', () => {
    fakeApi({});
    const { last } = show([{ id: 'duration', params: ['gt', 5] }]);
    pick(screen.getByRole('combobox', { name: 'Duration operator' }), '<');
    expect(last()?.bar.filters[0]?.params).toEqual(['lt', 5]);
    const seconds = screen.getByRole('spinbutton', {
      name: 'Duration seconds',
    }) as HTMLInputElement;
    expect(seconds.value).toBe('5');
    expect(seconds.min).toBe('0');
    expect(seconds.step).toBe('0.1');
    fireEvent.change(seconds, { target: { value: '2.5' } });
    fireEvent.keyDown(seconds, { key: 'Enter' });
    expect(last()?.bar.filters[0]?.params).toEqual(['lt', 2.5]);
    fireEvent.change(seconds, { target: { value: '-1' } });
    expect(seconds.getAttribute('aria-invalid')).toBe('true');
  });

  it('number: an emptied field waits for a number before the bar changes', () => {
    fakeApi({});
    const { changes } = show([{ id: 'cost', params: ['gt', 0.1] }]);
    const dollars = screen.getByRole('spinbutton', { name: 'Cost dollars' });
    fireEvent.change(dollars, { target: { value: '' } });
    expect(changes).toHaveLength(0);
  });

  it('field: reads Input, Output or Any for the string filter', () => {
    fakeApi({});
    const { last } = show([{ id: 'string', params: ['any', 'contains', 'insensitive', 'hi'] }]);
    const field = screen.getByRole('combobox', { name: 'String field' });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Input',
      'Output',
      'Any',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Output' }));
    expect(last()?.bar.filters[0]?.params[0]).toBe('output');
  });

  it('multi-select: offers the models the project has seen', async () => {
    const calls = fakeApi({ 'GET /v1/filters/models': { body: ['gpt-4o', 'claude-3-5-sonnet'] } });
    const { last } = show([{ id: 'models', params: [[]] }]);
    const models = screen.getByRole('combobox', { name: 'Models' });
    fireEvent.focus(models);
    fireEvent.click(await screen.findByRole('option', { name: 'claude-3-5-sonnet' }));
    expect(last()?.bar.filters[0]?.params).toEqual([['claude-3-5-sonnet']]);
    expect(callsTo(calls, 'GET /v1/filters/models')[0]?.query.get('projectId')).toBe(
      '00000000-0000-4000-8000-000000000001',
    );
  });

  it('evaluations: picks an evaluator by name, keeps its id, and a result', async () => {
    const polite = '00000000-0000-4000-8000-000000000101';
    fakeApi({
      'GET /v1/filters/evaluators': {
        body: [
          { value: polite, label: 'Polite' },
          { value: '00000000-0000-4000-8000-000000000102', label: 'Mentions refund' },
        ],
      },
    });
    const { last } = show([{ id: 'evaluations', params: [[], 'passed'] }]);
    fireEvent.focus(screen.getByRole('combobox', { name: 'Evaluations evaluators' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Polite' }));
    expect(last()?.bar.filters[0]?.params).toEqual([[polite], 'passed']);
    pick(screen.getByRole('combobox', { name: 'Evaluations result' }), 'Failed');
    expect(last()?.bar.filters[0]?.params).toEqual([[polite], 'failed']);
  });

  it('multi-select: searches the end users on the server as the user types', async () => {
    // The server knows many users; the first answer holds only the most recent ones.
    const user = (externalId: string) => ({
      id: `00000000-0000-4000-8000-${externalId.length.toString().padStart(12, '0')}`,
      externalId,
      props: null,
      createdAt: '2025-01-01T00:00:00.000Z',
      lastSeen: null,
      runCount: 1,
      cost: 0,
    });
    const calls = fakeApi({
      'GET /v1/users': ({ query }) => {
        const search = query.get('search');
        const data = search === 'zed' ? [user('zed-the-200th')] : [user('recent-ada')];
        return Response.json({ data, page: 0, limit: 100 });
      },
    });
    const { last } = show([{ id: 'users', params: [[]] }]);
    const users = screen.getByRole('combobox', { name: 'Users' });
    fireEvent.focus(users);
    expect(await screen.findByRole('option', { name: 'recent-ada' })).toBeTruthy();
    expect(callsTo(calls, 'GET /v1/users')[0]?.query.get('search')).toBeNull();

    fireEvent.change(users, { target: { value: 'z' } });
    fireEvent.change(users, { target: { value: 'ze' } });
    fireEvent.change(users, { target: { value: 'zed' } });
    fireEvent.click(await screen.findByRole('option', { name: 'zed-the-200th' }));
    expect(last()?.bar.filters[0]?.params).toEqual([['zed-the-200th']]);
    // One request for the pause after typing, not one per key.
    expect(callsTo(calls, 'GET /v1/users').map((call) => call.query.get('search'))).toEqual([
      null,
      'zed',
    ]);
  });

  it('multi-select: fixed feedback choices need no request', () => {
    const calls = fakeApi({});
    const { last } = show([{ id: 'feedback', params: [[]] }]);
    fireEvent.focus(screen.getByRole('combobox', { name: 'Feedback' }));
    fireEvent.click(screen.getByRole('option', { name: 'Thumb down' }));
    expect(last()?.bar.filters[0]?.params).toEqual([['down']]);
    expect(calls).toHaveLength(0);
  });

  it('text: commits after a pause in typing', () => {
    vi.useFakeTimers();
    fakeApi({});
    const { changes, last } = show([{ id: 'tools', params: [''] }]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Tools tool name' }), {
      target: { value: 'get_weather' },
    });
    expect(changes).toHaveLength(0);
    act(() => vi.advanceTimersByTime(textCommitDelayMs));
    expect(last()?.bar.filters[0]?.params).toEqual(['get_weather']);
  });

  it('date: takes the day from the date picker', () => {
    fakeApi({});
    const { last } = show([{ id: 'date', params: ['after', ''] }]);
    const date = screen.getByLabelText('Date') as HTMLInputElement;
    expect(date.type).toBe('date');
    fireEvent.change(date, { target: { value: '2025-03-01' } });
    expect(last()?.bar.filters[0]?.params).toEqual(['after', '2025-03-01']);
  });
});

describe('FilterBar', () => {
  it('adds filters from the menu, each once-per-bar filter only once, and removes them', async () => {
    fakeApi({});
    const { last } = show([]);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Add filter' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: /^Status/ }));
    expect(last()?.bar.filters).toEqual([{ id: 'status', params: ['success'] }]);
    expect(last()?.options).toBeUndefined();

    fireEvent.keyDown(screen.getByRole('button', { name: 'Add filter' }), { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: /^Status/ })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: /^Tone/ })).toBeNull();
    fireEvent.click(within(menu).getByRole('menuitem', { name: /^Cost/ }));
    expect(last()?.bar.filters.map((filter) => filter.id)).toEqual(['status', 'cost']);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Status filter' }));
    expect(last()?.bar.filters.map((filter) => filter.id)).toEqual(['cost']);
  });

  it('in evaluations offers the evaluation-only checks and hides the filters disabled there', async () => {
    fakeApi({});
    const { last } = show([], 'AND', 'evaluations');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Add filter' }), { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: /^Date/ })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: /^Users/ })).toBeNull();
    fireEvent.click(within(menu).getByRole('menuitem', { name: /^Tone/ }));
    expect(last()?.bar.filters).toEqual([{ id: 'tone', params: ['helpful'] }]);
  });

  it('switches between AND and OR once two filters are there', async () => {
    fakeApi({});
    const { last } = show([
      { id: 'status', params: ['error'] },
      { id: 'cost', params: ['gt', 1] },
    ]);
    fireEvent.click(screen.getByRole('radio', { name: 'OR' }));
    await waitFor(() => expect(last()?.bar.operator).toBe('OR'));
  });
});

describe('FilterBar: confirming numbers and opening new filters', () => {
  it('number: applies what is typed only on Enter or Apply; Escape puts the applied value back', () => {
    fakeApi({});
    const { changes, last } = show([{ id: 'cost', params: ['gt', 0.1] }]);
    const dollars = screen.getByRole('spinbutton', { name: 'Cost dollars' }) as HTMLInputElement;
    fireEvent.change(dollars, { target: { value: '0.5' } });
    expect(changes).toHaveLength(0);
    fireEvent.keyDown(dollars, { key: 'Enter' });
    expect(last()?.bar.filters[0]?.params).toEqual(['gt', 0.5]);
    expect(last()?.options).toEqual({ replace: true });

    fireEvent.change(dollars, { target: { value: '2' } });
    expect(changes).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Apply Cost dollars' }));
    expect(last()?.bar.filters[0]?.params).toEqual(['gt', 2]);

    fireEvent.change(dollars, { target: { value: '7' } });
    fireEvent.keyDown(dollars, { key: 'Escape' });
    expect(dollars.value).toBe('2');
    expect(screen.queryByRole('button', { name: 'Apply Cost dollars' })).toBeNull();
    expect(changes).toHaveLength(2);
  });

  it('opens the list of a filter picked in the menu at once', async () => {
    fakeApi({ 'GET /v1/filters/models': { body: ['gpt-4o', 'gpt-4.1'] } });
    const { last } = show([]);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Add filter' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: /^Models/ }));
    expect(last()?.bar.filters).toEqual([{ id: 'models', params: [[]] }]);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Models' })),
    );
    fireEvent.click(await screen.findByRole('option', { name: 'gpt-4.1' }));
    expect(last()?.bar.filters[0]?.params).toEqual([['gpt-4.1']]);
  });

  it('focuses the number of a comparison picked in the menu, and opens a choice list', async () => {
    fakeApi({});
    show([]);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Add filter' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: /^Duration/ }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('spinbutton', { name: 'Duration seconds' }),
      ),
    );
    fireEvent.keyDown(screen.getByRole('button', { name: 'Add filter' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: /^Status/ }));
    expect(await screen.findByRole('option', { name: 'Failed' })).toBeTruthy();
  });

  it('shows what the URL held that was ignored, and why, next to the filters', () => {
    fakeApi({});
    const dismissed = vi.fn();
    renderRoutes(
      <FilterBar
        bar={{ operator: 'AND', filters: [] }}
        onChange={() => undefined}
        ignored={[{ text: 'colour=red', reason: 'Unknown filter "colour"' }]}
        onDismissIgnored={dismissed}
      />,
    );
    const region = screen.getByRole('status', { name: 'Ignored filters' });
    expect(region.textContent).toContain('Ignored colour=red: Unknown filter "colour"');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss ignored filters' }));
    expect(dismissed).toHaveBeenCalledOnce();
  });
});
