import type { PlaygroundChunk } from '@lookout/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../../lib/notifications';
import { useUpgradeModalStore } from '../../../stores/upgrade-modal-store';
import { callsTo, type FakeAnswer, fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-app';
import { doneChunk, fixtureRunId, startChunk } from '../testing/playground-fixtures';
import { PlaygroundRunPanel } from './playground-run-panel';

const projectId = '00000000-0000-4000-8000-000000000001';
const content = [{ role: 'user' as const, content: 'Say hello to {{name}}' }];
const extra = { model: 'gpt-4o-mini', max_tokens: 4096, temperature: 1 };

/** An answer streaming `lines` as NDJSON, one read per line. */
function ndjson(lines: unknown[]): FakeAnswer {
  return () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const line of lines) {
            controller.enqueue(new TextEncoder().encode(`${JSON.stringify(line)}\n`));
          }
          controller.close();
        },
      }),
      { headers: { 'Content-Type': 'application/x-ndjson' } },
    );
}

function api(run: FakeAnswer, usage = { runsThisMonth: 3, limit: 20 }) {
  return fakeApi({
    'POST /v1/playground/runs': run,
    'GET /v1/playground/usage': { body: usage },
  });
}

function renderPanel(variables: Record<string, string> = { name: 'Ada' }) {
  return renderRoutes(
    <PlaygroundRunPanel
      projectId={projectId}
      content={content}
      extra={extra}
      variables={variables}
      templateVersionId="11111111-2222-4333-8444-555555555555"
    />,
  );
}

const answer = () => screen.getByRole('status', { name: 'Model answer' });

beforeEach(() => {
  useUpgradeModalStore.setState({ open: false, highlight: null });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('PlaygroundRunPanel', () => {
  it('streams the answer, then shows tokens, cost, latency, the raw request and the logged run', async () => {
    const calls = api(
      ndjson([
        startChunk,
        { type: 'text', text: 'Hello ' },
        { type: 'text', text: 'Ada!' },
        doneChunk,
      ] satisfies PlaygroundChunk[]),
    );
    renderPanel();
    expect(await screen.findByText('3 of 20 playground runs this month')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));

    await waitFor(() => expect(answer().textContent).toBe('Hello Ada!'));
    expect(await screen.findByText('Done')).toBeTruthy();
    expect(screen.getByText('17 (12 in, 5 out)')).toBeTruthy();
    expect(screen.getByText('0.84s')).toBeTruthy();
    expect(screen.getByText('$0.000021')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the logged run' }).getAttribute('href')).toBe(
      `/logs?type=llm&selected=${fixtureRunId}`,
    );
    expect(screen.getByText('Raw request')).toBeTruthy();
    expect(screen.getByText(/"Say hello to Ada"/)).toBeTruthy();
    expect(callsTo(calls, 'POST /v1/playground/runs')[0]).toMatchObject({
      query: new URLSearchParams({ projectId }),
      body: {
        content,
        extra,
        variables: { name: 'Ada' },
        templateVersionId: '11111111-2222-4333-8444-555555555555',
      },
    });
    // The counter is read again after the run.
    await waitFor(() => expect(callsTo(calls, 'GET /v1/playground/usage')).toHaveLength(2));
  });

  it('shows a tool call as a block with its name and pretty arguments', async () => {
    api(
      ndjson([
        startChunk,
        { type: 'tool_call', id: 'call_1', name: 'get_weather', arguments: '{"city":"London"}' },
        { ...doneChunk, finishReason: 'tool_calls' },
      ] satisfies PlaygroundChunk[]),
    );
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    const block = await screen.findByTestId('tool-call');
    expect(within(block).getByText('get_weather')).toBeTruthy();
    // The arguments the model wrote, shown as a JSON tree.
    await waitFor(() => expect(block.textContent).toContain('city:"London"'));
  });

  it('keeps Run disabled, saying which variable lacks a value', async () => {
    const calls = api(ndjson([]));
    renderPanel({ name: '  ' });
    const run = screen.getByRole('button', { name: 'Run' }) as HTMLButtonElement;
    expect(run.disabled).toBe(true);
    expect(screen.getByText('Fill in a value for {{name}} to run.')).toBeTruthy();
    fireEvent.click(run);
    expect(callsTo(calls, 'POST /v1/playground/runs')).toEqual([]);
  });

  it('keeps Run disabled for invalid settings and for roles that may not run prompts', () => {
    api(ndjson([]));
    renderRoutes(
      <PlaygroundRunPanel
        projectId={projectId}
        content={content}
        extra={null}
        variables={{ name: 'Ada' }}
      />,
    );
    expect((screen.getByRole('button', { name: 'Run' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Fix the prompt’s settings to run it.')).toBeTruthy();
    cleanup();
    renderRoutes(
      <PlaygroundRunPanel
        projectId={projectId}
        content={content}
        extra={extra}
        variables={{ name: 'Ada' }}
        memberRole="collaborator"
      />,
    );
    expect((screen.getByRole('button', { name: 'Run' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Your role cannot run prompts in the playground.')).toBeTruthy();
  });

  it('explains a refused API key and a rate limit in plain words', async () => {
    api(
      ndjson([
        startChunk,
        {
          type: 'error',
          runId: fixtureRunId,
          message: 'Incorrect API key provided.',
          status: 401,
          retryable: false,
        },
      ] satisfies PlaygroundChunk[]),
    );
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText(/The provider refused the API key \(HTTP 401\)/)).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
  });

  it('says the answer was cut off when the stream closes before its last chunk', async () => {
    api(ndjson([startChunk, { type: 'text', text: 'Hello' }] satisfies PlaygroundChunk[]));
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText(/The answer was cut off/)).toBeTruthy();
    expect(answer().textContent).toBe('Hello');
  });

  it('says so when the answer has no stream to read', async () => {
    api(() => new Response(null, { status: 200 }));
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('Error creating a stream from the response.')).toBeTruthy();
  });

  it('opens the upgrade modal on the playground row when the plan refuses the run', async () => {
    api({
      status: 403,
      body: {
        error: 'Plan limit',
        message: 'The free plan includes 20 playground runs a month.',
        code: 'plan_required',
        feature: 'playground',
      },
    });
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(
      await screen.findByText('The free plan includes 20 playground runs a month.'),
    ).toBeTruthy();
    expect(useUpgradeModalStore.getState()).toMatchObject({ open: true, highlight: 'playground' });
  });

  it('opens the upgrade modal instead of running once the month’s runs are used up', async () => {
    const calls = api(ndjson([]), { runsThisMonth: 20, limit: 20 });
    renderPanel();
    expect(await screen.findByText('20 of 20 playground runs this month')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(useUpgradeModalStore.getState()).toMatchObject({ open: true, highlight: 'playground' });
    expect(callsTo(calls, 'POST /v1/playground/runs')).toEqual([]);
  });

  it('stops a run: the request is aborted and what streamed so far stays', async () => {
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        if (String(input).includes('/usage'))
          return Response.json({ runsThisMonth: 0, limit: null });
        signal = init?.signal ?? undefined;
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(`${JSON.stringify(startChunk)}\n`));
            controller.enqueue(
              new TextEncoder().encode(`${JSON.stringify({ type: 'text', text: 'Once upon' })}\n`),
            );
            signal?.addEventListener('abort', () =>
              controller.error(new DOMException('Aborted', 'AbortError')),
            );
          },
        });
        return new Response(body);
      }),
    );
    renderPanel();
    expect(await screen.findByText('0 playground runs this month')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(answer().textContent).toBe('Once upon'));
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Stopped')).toBeTruthy();
    expect(signal?.aborted).toBe(true);
    expect(answer().textContent).toBe('Once upon');
    expect(screen.getByRole('button', { name: 'Run' })).toBeTruthy();
  });
});
