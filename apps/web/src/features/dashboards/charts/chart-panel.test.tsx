import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-app';
import {
  costPerModelChart,
  costsAnswer,
  emptyAreaAnswer,
  languagesAnswer,
  passRateAnswer,
  runsByModelAnswer,
  topModelsAnswer,
  totalCostAnswer,
  weekRange,
} from '../testing/chart-fixtures';
import { stubCanvasContext } from '../testing/fake-canvas';
import { ChartPanel, type ChartPanelProps } from './chart-panel';
import { orFiltersConflictMessage } from './combine-filters';

const projectId = '00000000-0000-4000-8000-000000000001';

function show(props: Partial<ChartPanelProps> & Pick<ChartPanelProps, 'source'>) {
  const onPick = vi.fn();
  renderRoutes(
    <ChartPanel projectId={projectId} range={weekRange} filters="" onPick={onPick} {...props} />,
  );
  return { onPick };
}

let restoreCanvas: () => void;
beforeEach(() => {
  restoreCanvas = stubCanvasContext();
});
afterEach(() => {
  cleanup();
  restoreCanvas();
  vi.unstubAllGlobals();
});

describe('ChartPanel', () => {
  it('asks for a catalogue chart with the range, time zone, buckets and filters, then draws it', async () => {
    const calls = fakeApi({ 'GET /v1/analytics/costs': { body: costsAnswer } });
    const { container } = renderRoutes(
      <ChartPanel
        projectId={projectId}
        source={{ kind: 'catalogue', chartId: 'costs' }}
        range={{ ...weekRange, timeZone: 'Europe/Paris' }}
        filters="status=error"
      />,
    );
    expect(screen.getByRole('status', { name: 'Loading Costs' })).toBeTruthy();
    await waitFor(() => expect(container.querySelector('canvas')).toBeTruthy());
    expect(screen.getByRole('heading', { name: 'Costs' })).toBeTruthy();
    const [call] = callsTo(calls, 'GET /v1/analytics/costs');
    expect(Object.fromEntries(call?.query ?? [])).toEqual({
      projectId,
      startDate: weekRange.startDate,
      endDate: weekRange.endDate,
      timeZone: 'Europe/Paris',
      granularity: 'daily',
      filters: 'status=error',
    });
  });

  it('shows a time series as a table whose values pick their bucket and series', async () => {
    fakeApi({ 'GET /v1/analytics/run-types': { body: runsByModelAnswer } });
    const { onPick } = show({ source: { kind: 'catalogue', chartId: 'run-types' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Show as table' }));
    const table = await screen.findByRole('table', { name: 'Events Volume by date' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'gpt-4o', 'claude-sonnet', 'mistral-large']);
    fireEvent.click(
      within(table).getByRole('button', { name: '110, claude-sonnet, Sun, May 3, 2026' }),
    );
    expect(onPick).toHaveBeenCalledWith({
      date: '2026-05-03T00:00:00.000Z',
      series: 'claude-sonnet',
    });
  });

  it('prints dollars exactly in the table of an unsplit chart and picks only the date', async () => {
    fakeApi({ 'GET /v1/analytics/costs': { body: costsAnswer } });
    const { onPick } = show({ source: { kind: 'catalogue', chartId: 'costs' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Show as table' }));
    fireEvent.click(
      await screen.findByRole('button', { name: '$1,234.57, Costs, Wed, May 6, 2026' }),
    );
    expect(onPick).toHaveBeenCalledWith({ date: '2026-05-06T00:00:00.000Z' });
  });

  it('prints pass rates as percents and picks the evaluator of the series by its id', async () => {
    fakeApi({ 'GET /v1/analytics/evaluations/pass-rate': { body: passRateAnswer } });
    const { onPick } = show({ source: { kind: 'catalogue', chartId: 'evaluations/pass-rate' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Show as table' }));
    const table = await screen.findByRole('table', { name: 'Evaluation Pass Rate by date' });
    expect(within(table).getAllByRole('row')[2]?.textContent).toContain('83.4\u00a0%');
    fireEvent.click(
      within(table).getByRole('button', { name: '83.4\u00a0%, Polite, Sat, May 2, 2026' }),
    );
    expect(onPick).toHaveBeenCalledWith({
      date: '2026-05-02T00:00:00.000Z',
      series: 'Polite',
      seriesId: '00000000-0000-4000-8000-0000000e7a10',
    });
  });

  it('says when the range has no data', async () => {
    fakeApi({ 'GET /v1/analytics/errors': { body: emptyAreaAnswer } });
    show({ source: { kind: 'catalogue', chartId: 'errors' } });
    expect(await screen.findByText('No data for this range')).toBeTruthy();
  });

  it('says a chart waits for enrichments', async () => {
    fakeApi({ 'GET /v1/analytics/languages': { body: languagesAnswer } });
    show({ source: { kind: 'catalogue', chartId: 'languages' } });
    expect(await screen.findByText(/fills in once enrichments/)).toBeTruthy();
  });

  it("shows the server's error and loads again on Retry", async () => {
    let fail = true;
    fakeApi({
      'GET /v1/analytics/models': () =>
        fail
          ? Response.json(
              { error: 'Invalid request', message: 'filters: unknown model' },
              { status: 400 },
            )
          : Response.json(topModelsAnswer),
    });
    show({ source: { kind: 'catalogue', chartId: 'models' } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('filters: unknown model');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'gpt-4o' })).toBeTruthy();
  });

  it('lists a Top list with its figures, each name a button that picks the row', async () => {
    fakeApi({ 'GET /v1/analytics/models': { body: topModelsAnswer } });
    const { onPick } = show({ source: { kind: 'catalogue', chartId: 'models' } });
    const table = await screen.findByRole('table', { name: 'Top Models' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Runs', 'Cost', 'Tokens']);
    const cells = within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['gpt-4o', '12.8k', '$412', '9.81M']);
    expect(cells[2]?.title).toBe('$412.37');
    fireEvent.click(within(table).getByRole('button', { name: 'claude-sonnet' }));
    expect(onPick).toHaveBeenCalledWith({ name: 'claude-sonnet' });
    expect(screen.queryByRole('button', { name: 'Show as table' })).toBeNull();
  });

  it('names each template version by slug and number, and picks it by version id', async () => {
    const versionId = '00000000-0000-4000-8000-0000000000a2';
    fakeApi({
      'GET /v1/analytics/templates': {
        body: {
          kind: 'top',
          enrichmentsMissing: false,
          data: [{ name: versionId, template: 'welcome v2', value: 3, cost: 0.5 }],
        },
      },
    });
    const { onPick } = show({ source: { kind: 'catalogue', chartId: 'templates' } });
    const table = await screen.findByRole('table', { name: 'Top Templates' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Runs', 'Cost']);
    expect(within(table).queryByText(versionId)).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'welcome v2' }));
    expect(onPick).toHaveBeenCalledWith({ name: versionId });
  });

  it("asks for a custom chart's question with its filters ANDed to the dashboard's", async () => {
    const calls = fakeApi({ 'GET /v1/analytics/custom': { body: runsByModelAnswer } });
    show({ source: { kind: 'custom', chart: costPerModelChart }, filters: 'models=gpt-4o' });
    expect(await screen.findByRole('heading', { name: 'Cost per model' })).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, 'GET /v1/analytics/custom')).toHaveLength(1));
    const query = Object.fromEntries(callsTo(calls, 'GET /v1/analytics/custom')[0]?.query ?? []);
    expect(query).toMatchObject({
      type: 'Bar',
      metric: 'cost',
      aggregation: 'sum',
      splitBy: 'model',
      filters: 'models=gpt-4o&status=error',
    });
    expect(query).not.toHaveProperty('name');
  });

  it('shows a single number short, with its exact value', async () => {
    fakeApi({ 'GET /v1/analytics/custom': { body: totalCostAnswer } });
    show({
      source: {
        kind: 'custom',
        chart: { ...costPerModelChart, type: 'Number', splitBy: null, name: 'Spend' },
      },
    });
    expect(await screen.findByText('$1.84k')).toBeTruthy();
    expect(screen.getByText('$1,843.29')).toBeTruthy();
  });

  it('explains, without asking the server, why OR filters cannot join the dashboard filters', async () => {
    const calls = fakeApi({});
    show({
      source: {
        kind: 'custom',
        chart: { ...costPerModelChart, filters: 'OR&status=error&models=x' },
      },
      filters: 'models=gpt-4o',
    });
    expect((await screen.findByRole('alert')).textContent).toContain(orFiltersConflictMessage);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('asks the latency chart for the statistic picked: the average first, then a percentile', async () => {
    const calls = fakeApi({ 'GET /v1/analytics/latency': { body: runsByModelAnswer } });
    show({ source: { kind: 'catalogue', chartId: 'latency' } });
    await waitFor(() => expect(callsTo(calls, 'GET /v1/analytics/latency')).toHaveLength(1));
    expect(callsTo(calls, 'GET /v1/analytics/latency')[0]?.query.get('statistic')).toBe('avg');
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Statistic' }), { key: 'Enter' });
    fireEvent.click(screen.getByRole('option', { name: 'p95' }));
    await waitFor(() => expect(callsTo(calls, 'GET /v1/analytics/latency')).toHaveLength(2));
    expect(callsTo(calls, 'GET /v1/analytics/latency')[1]?.query.get('statistic')).toBe('p95');
  });
});
