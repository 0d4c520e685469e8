import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../stores/project-store';
import { fakeApi } from '../../testing/fake-api';
import { makeRun, node, runId } from '../../testing/make-run';
import { renderRoutes } from '../../testing/render-app';
import { RunViewer } from './run-viewer';

const root = makeRun({ id: runId(1), type: 'agent', name: 'support-agent', input: 'Question?' });
const tool = makeRun({
  id: runId(2),
  type: 'tool',
  name: 'search_docs',
  parentRunId: runId(1),
  traceId: runId(1),
});
const writeText = vi.fn(async (_text: string) => {});

beforeEach(() => {
  useProjectStore.setState({ projectId: '00000000-0000-4000-8000-000000000001' });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  fakeApi({
    [`GET /v1/runs/${runId(1)}`]: { body: root },
    [`GET /v1/runs/${runId(1)}/tree`]: { body: node(root, [node(tool)]) },
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useProjectStore.setState({ projectId: null });
});

describe('The selected span of a trace', () => {
  it('is written to the URL, and copies its id and a link that reopens it', async () => {
    const { router } = renderRoutes(<RunViewer runId={runId(1)} memberRole="owner" />, {
      path: `/logs/${runId(1)}`,
    });
    const tree = await screen.findByRole('tree', { name: 'Spans of the trace' });
    fireEvent.click(within(tree).getByText('search_docs'));
    await waitFor(() => expect(router.state.location.search).toBe(`?span=${runId(2)}`));

    const selected = screen.getByRole('region', { name: 'Selected span' });
    fireEvent.click(within(selected).getByRole('button', { name: 'Copy span id' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(runId(2)));
    const copyLink = within(selected).getByRole('button', { name: 'Copy span link' });
    fireEvent.click(copyLink);
    await waitFor(() => expect(copyLink.textContent).toBe('Copied'));
    expect(writeText).toHaveBeenLastCalledWith(
      `${window.location.origin}/logs/${runId(1)}?span=${runId(2)}`,
    );
  });

  it('is read from the URL when the trace opens', async () => {
    renderRoutes(<RunViewer runId={runId(1)} memberRole="owner" />, {
      path: `/logs/${runId(1)}?span=${runId(2)}`,
    });
    const selected = await screen.findByRole('region', { name: 'Selected span' });
    expect(within(selected).getByRole('heading', { name: 'search_docs' })).toBeTruthy();
  });
});
