import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useProjectStore } from '../../stores/project-store';
import { fakeApi } from '../../testing/fake-api';
import { makeRun, node, runId } from '../../testing/make-run';
import { renderRoutes } from '../../testing/render-app';
import { RunViewer } from './run-viewer';

// An agent that costs nothing itself, over a priced call: its row says what the trace cost.
const root = makeRun({
  id: runId(1),
  type: 'agent',
  name: 'trip-planner',
  cost: null,
  totalTokens: null,
  promptTokens: null,
  completionTokens: null,
  duration: 1_000,
});
const call = makeRun({
  id: runId(2),
  name: 'gpt-4o-mini',
  parentRunId: runId(1),
  traceId: runId(1),
  cost: 0.000_855,
  totalTokens: 3_000,
});

beforeEach(() => {
  useProjectStore.setState({ projectId: '00000000-0000-4000-8000-000000000001' });
  fakeApi({
    [`GET /v1/runs/${runId(1)}`]: { body: root },
    [`GET /v1/runs/${runId(1)}/tree`]: {
      body: {
        ...node(root, [node(call)]),
        subtreeTotals: {
          cost: 0.000_855,
          tokens: 3_000,
          promptTokens: 2_100,
          completionTokens: 900,
          duration: 2_500,
        },
      },
    },
  });
});

afterEach(() => {
  cleanup();
  useProjectStore.setState({ projectId: null });
});

describe('the root span of a trace', () => {
  it('shows the cost, tokens and duration of the whole trace', async () => {
    renderRoutes(<RunViewer runId={runId(1)} memberRole="owner" />, {
      path: `/logs/${runId(1)}`,
    });
    const tree = await screen.findByRole('tree', { name: 'Spans of the trace' });
    const [rootRow, callRow] = within(tree).getAllByTestId('span-row');
    expect(rootRow?.textContent).toContain('Total $0.000855 · 3,000 tokens');
    expect(rootRow?.textContent).toContain('2.5s');
    // The call under it keeps its own figures.
    expect(callRow?.textContent).not.toContain('Total');
    expect(callRow?.textContent).toContain('$0.000855');
  });
});
