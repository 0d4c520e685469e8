import type { CustomChart } from '@lookout/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../../stores/project-store';
import { callsTo, fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-app';
import { costPerModelChart, runsByModelAnswer, weekRange } from '../testing/chart-fixtures';
import { stubCanvasContext } from '../testing/fake-canvas';
import { ChartBuilderDialog } from './chart-builder-dialog';

const projectId = '00000000-0000-4000-8000-000000000001';

function open(chart?: CustomChart) {
  const onSaved = vi.fn();
  const onOpenChange = vi.fn();
  renderRoutes(
    <ChartBuilderDialog
      projectId={projectId}
      open
      onOpenChange={onOpenChange}
      range={weekRange}
      onSaved={onSaved}
      {...(chart ? { chart } : {})}
    />,
  );
  return { onSaved, onOpenChange };
}

function options(label: string): string[] {
  fireEvent.keyDown(screen.getByRole('combobox', { name: label }), { key: 'Enter' });
  const shown = screen.getAllByRole('option').map((option) => option.textContent ?? '');
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
  return shown;
}

function choose(label: string, option: string) {
  fireEvent.keyDown(screen.getByRole('combobox', { name: label }), { key: 'Enter' });
  fireEvent.click(screen.getByRole('option', { name: option }));
}

let restoreCanvas: () => void;
beforeEach(() => {
  useProjectStore.setState({ projectId });
  restoreCanvas = stubCanvasContext();
});
afterEach(() => {
  cleanup();
  restoreCanvas();
  vi.unstubAllGlobals();
});

const saved: CustomChart = { ...costPerModelChart, filters: '' };

describe('ChartBuilderDialog', () => {
  it('offers only the aggregations the metric allows, moving to its default', () => {
    fakeApi({ 'GET /v1/analytics/custom': { body: runsByModelAnswer } });
    open();
    expect(options('Aggregation')).toEqual(['Count']);
    choose('Metric', 'Latency');
    expect(screen.getByRole('combobox', { name: 'Aggregation' }).textContent).toBe('Average');
    expect(options('Aggregation')).toEqual([
      'Average',
      'Minimum',
      'Maximum',
      '50th percentile',
      '95th percentile',
      '99th percentile',
    ]);
  });

  it('shows what keeps the choices from making a chart, and saves nothing', async () => {
    const calls = fakeApi({ 'GET /v1/analytics/custom': { body: runsByModelAnswer } });
    const { onSaved } = open();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Top' } });
    choose('Chart type', 'Top list');
    choose('Metric', 'Metadata number');
    const alert = screen.getByText('This chart cannot be drawn yet').closest('[role="alert"]');
    expect(alert?.textContent).toContain('a Top list ranks the values of a field; choose one');
    expect(alert?.textContent).toContain('name the metadata key that holds the number');
    expect(
      await screen.findByText('The preview shows once the choices make a chart.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save chart' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(calls, 'POST /v1/dashboards/charts/custom')).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('combobox', { name: 'Metadata key' }), {
      target: { value: 'score' },
    });
    choose('Split by', 'Model');
    expect(screen.queryByText('This chart cannot be drawn yet')).toBeNull();
  });

  it('previews the choices as they change, then creates the chart and hands it back', async () => {
    const calls = fakeApi({
      'GET /v1/analytics/custom': { body: runsByModelAnswer },
      'POST /v1/dashboards/charts/custom': { status: 201, body: saved },
    });
    const { onSaved } = open();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), {
      target: { value: ' Cost per model ' },
    });
    choose('Metric', 'Cost');
    choose('Split by', 'Model');
    choose('Chart type', 'Bar');
    await waitFor(() =>
      expect(
        callsTo(calls, 'GET /v1/analytics/custom').some(
          (call) => call.query.get('metric') === 'cost' && call.query.get('type') === 'Bar',
        ),
      ).toBe(true),
    );
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Cost per model' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save chart' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(callsTo(calls, 'POST /v1/dashboards/charts/custom')[0]?.body).toEqual({
      name: 'Cost per model',
      description: null,
      color: null,
      type: 'Bar',
      metric: 'cost',
      metricKey: null,
      aggregation: 'sum',
      splitBy: 'model',
      splitKey: null,
      filters: '',
    });
  });

  it("edits a chart: sends its id and the fields that changed, and shows the server's refusal", async () => {
    const calls = fakeApi({
      'GET /v1/analytics/custom': { body: runsByModelAnswer },
      'PATCH /v1/dashboards/charts/custom': {
        status: 400,
        body: { error: 'Invalid request', message: 'filters: unknown filter' },
      },
    });
    const { onSaved } = open(costPerModelChart);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Cost per model');
    choose('Aggregation', 'Average');
    fireEvent.click(screen.getByRole('button', { name: 'Save chart' }));
    expect(await screen.findByText('filters: unknown filter')).toBeTruthy();
    expect(callsTo(calls, 'PATCH /v1/dashboards/charts/custom')[0]?.body).toEqual({
      id: costPerModelChart.id,
      aggregation: 'avg',
    });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('hands back the chart unchanged, without a request, when nothing was edited', async () => {
    const calls = fakeApi({ 'GET /v1/analytics/custom': { body: runsByModelAnswer } });
    const { onSaved } = open(costPerModelChart);
    fireEvent.click(screen.getByRole('button', { name: 'Save chart' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(costPerModelChart));
    expect(callsTo(calls, 'PATCH /v1/dashboards/charts/custom')).toEqual([]);
  });
});
