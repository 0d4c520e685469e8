import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../stores/project-store';
import { callsTo, fakeApi } from '../../testing/fake-api';
import { makeRun, node, runId } from '../../testing/make-run';
import { renderRoutes } from '../../testing/render-app';
import { RunViewer } from './run-viewer';

const projectId = '00000000-0000-4000-8000-000000000001';

beforeEach(() => {
  useProjectStore.setState({ projectId });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useProjectStore.setState({ projectId: null });
});

describe('RunViewer', () => {
  it('shows a trace as a span tree and the detail of the span picked', async () => {
    const root = makeRun({
      id: runId(1),
      type: 'agent',
      name: 'support-agent',
      input: 'Question?',
    });
    const tool = makeRun({
      id: runId(2),
      type: 'tool',
      name: 'search_docs',
      parentRunId: runId(1),
      traceId: runId(1),
      input: { query: 'refund policy' },
    });
    fakeApi({
      [`GET /v1/runs/${runId(1)}`]: { body: root },
      [`GET /v1/runs/${runId(1)}/tree`]: { body: node(root, [node(tool)]) },
    });
    renderRoutes(<RunViewer runId={runId(1)} memberRole="owner" />);
    const tree = await screen.findByRole('tree', { name: 'Spans of the trace' });
    expect(within(tree).getAllByRole('treeitem')).toHaveLength(2);
    const selected = screen.getByRole('region', { name: 'Selected span' });
    expect(within(selected).getByRole('heading', { name: 'support-agent' })).toBeTruthy();

    fireEvent.click(within(tree).getByText('search_docs'));
    expect(within(selected).getByRole('heading', { name: 'search_docs' })).toBeTruthy();
    expect(within(selected).getByText(/refund policy/)).toBeTruthy();
  });

  it('keeps the heading outline of a trace: each level one below the one it belongs to', async () => {
    const root = makeRun({ id: runId(1), type: 'agent', name: 'support-agent', input: 'Hi' });
    const tool = makeRun({
      id: runId(2),
      type: 'tool',
      name: 'search_docs',
      parentRunId: runId(1),
      traceId: runId(1),
      input: '# Query\nrefund policy',
    });
    fakeApi({
      [`GET /v1/runs/${runId(1)}`]: { body: root },
      [`GET /v1/runs/${runId(1)}/tree`]: { body: node(root, [node(tool)]) },
    });
    const levels = () =>
      [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map(
        (heading) => `${heading.tagName.toLowerCase()} ${heading.textContent}`,
      );

    // In the side panel the run's heading is an h2.
    renderRoutes(<RunViewer runId={runId(1)} memberRole="owner" />);
    const tree = await screen.findByRole('tree', { name: 'Spans of the trace' });
    fireEvent.click(within(tree).getByText('search_docs'));
    // The Markdown of the span's input ('# Query') renders once its renderer has loaded.
    await screen.findByRole('heading', { name: 'Query' });
    expect(levels()).toEqual([
      'h2 support-agent',
      'h3 search_docs',
      'h4 Model settings',
      'h4 Input',
      'h5 Query',
      'h4 Output',
      'h4 Parameters',
      'h4 User properties',
    ]);
    cleanup();

    // Full page: one level up.
    renderRoutes(<RunViewer runId={runId(1)} memberRole="owner" headingLevel={1} />);
    await screen.findByRole('tree', { name: 'Spans of the trace' });
    expect(levels().slice(0, 5)).toEqual([
      'h1 support-agent',
      'h2 support-agent',
      'h3 Model settings',
      'h3 Input',
      'h3 Output',
    ]);
  });

  it('gives feedback, shares the run with a public link, and deletes it after asking', async () => {
    let run = makeRun({ id: runId(7) });
    const calls = fakeApi({
      [`GET /v1/runs/${runId(7)}`]: () => Response.json(run),
      [`PATCH /v1/runs/${runId(7)}/feedback`]: (request) => {
        run = { ...run, feedback: request.body as typeof run.feedback };
        return Response.json(run);
      },
      [`PATCH /v1/runs/${runId(7)}/visibility`]: () => {
        run = { ...run, isPublic: true };
        return Response.json(run);
      },
      [`DELETE /v1/runs/${runId(7)}`]: { status: 204 },
    });
    const onDeleted = vi.fn();
    renderRoutes(<RunViewer runId={runId(7)} memberRole="member" onDeleted={onDeleted} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Thumb up' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Thumb up' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    expect(callsTo(calls, `PATCH /v1/runs/${runId(7)}/feedback`)[0]?.body).toEqual({ thumb: 'up' });

    fireEvent.click(screen.getByRole('button', { name: 'Make public' }));
    const share = await screen.findByRole('dialog', { name: 'Make this run public?' });
    fireEvent.click(within(share).getByRole('button', { name: 'Make public' }));
    expect(await screen.findByRole('button', { name: 'Copy public link' })).toBeTruthy();
    expect(callsTo(calls, `PATCH /v1/runs/${runId(7)}/visibility`)[0]?.body).toEqual({
      visibility: 'public',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this run?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(callsTo(calls, `DELETE /v1/runs/${runId(7)}`)).toHaveLength(1);
  });

  it('hides the actions a viewer may not take', async () => {
    fakeApi({ [`GET /v1/runs/${runId(8)}`]: { body: makeRun({ id: runId(8) }) } });
    renderRoutes(<RunViewer runId={runId(8)} memberRole="viewer" />);
    expect(await screen.findByRole('button', { name: 'Copy run id' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Thumb up' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'Make public' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('reads a shared run without an Authorization header and says when it is not shared', async () => {
    const calls = fakeApi({
      [`GET /v1/runs/${runId(9)}`]: {
        body: makeRun({ id: runId(9), name: 'shared-call', isPublic: true }),
      },
    });
    renderRoutes(<RunViewer runId={runId(9)} access="public" />);
    expect(await screen.findByRole('heading', { name: 'shared-call' })).toBeTruthy();
    const request = callsTo(calls, `GET /v1/runs/${runId(9)}`)[0];
    expect(request?.headers.get('authorization')).toBeNull();
    expect(request?.query.get('projectId')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Thumb up' })).toBeNull();
    cleanup();

    renderRoutes(<RunViewer runId={runId(10)} access="public" />);
    expect(await screen.findByRole('heading', { name: 'Run not found' })).toBeTruthy();
  });

  it('shows a conversation as a chat with its linked LLM calls', async () => {
    const thread = makeRun({
      id: runId(20),
      type: 'thread',
      name: null,
      input: null,
      output: null,
    });
    const ask = makeRun({
      id: runId(21),
      type: 'chat',
      parentRunId: runId(20),
      input: [{ role: 'user', content: 'How do I reset my password?' }],
      output: null,
    });
    const answer = makeRun({
      id: runId(22),
      type: 'chat',
      createdAt: '2025-01-01T10:00:05.000Z',
      parentRunId: runId(20),
      input: null,
      output: [{ role: 'assistant', content: 'Open Settings.' }],
    });
    const call = makeRun({
      id: runId(23),
      name: 'gpt-4o',
      parentRunId: runId(22),
      output: 'Open Settings.',
    });
    fakeApi({
      [`GET /v1/runs/${runId(20)}`]: { body: thread },
      [`GET /v1/runs/${runId(20)}/tree`]: {
        body: node(thread, [node(ask), node(answer, [node(call)])]),
      },
    });
    renderRoutes(<RunViewer runId={runId(20)} memberRole="owner" />);
    const conversation = await screen.findByRole('list', { name: 'Conversation' });
    const articles = within(conversation).getAllByRole('article');
    expect(articles.map((article) => article.getAttribute('aria-label'))).toEqual([
      'user message',
      'assistant message',
    ]);
    fireEvent.click(within(conversation).getByRole('button', { name: 'gpt-4o' }));
    expect(
      within(screen.getByRole('region', { name: 'Linked call' })).getByRole('heading', {
        name: 'gpt-4o',
      }),
    ).toBeTruthy();
  });
  /** Renders the conversation of `thread` whose tree is `tree`, and returns its messages. */
  async function conversationMessages(tree: ReturnType<typeof node>) {
    const { children: _children, ...thread } = tree;
    fakeApi({
      [`GET /v1/runs/${thread.id}`]: { body: thread },
      [`GET /v1/runs/${thread.id}/tree`]: { body: tree },
    });
    renderRoutes(<RunViewer runId={thread.id} memberRole="owner" />);
    const conversation = await screen.findByRole('list', { name: 'Conversation' });
    return within(conversation)
      .getAllByRole('article')
      .map((article) => [article.getAttribute('aria-label'), article.textContent ?? '']);
  }

  it("shows an OpenTelemetry session's traces as the turns of its conversation", async () => {
    const thread = makeRun({
      id: runId(30),
      type: 'thread',
      name: 'session-42',
      input: null,
      output: null,
    });
    // A bare LLM span: its input repeats the history; only the new question is a new message.
    const firstCall = makeRun({
      id: runId(31),
      name: 'chat gpt-4o',
      threadId: runId(30),
      traceId: runId(31),
      createdAt: '2025-01-01T10:00:00.000Z',
      input: [
        { role: 'system', content: 'Be terse.' },
        { role: 'user', content: 'Do you ship to Lyon?' },
      ],
      output: { role: 'assistant', content: 'Yes.' },
    });
    // A workflow span logging its arguments, with the model call under it.
    const workflow = makeRun({
      id: runId(32),
      type: 'chain',
      name: 'plan-trip',
      threadId: runId(30),
      traceId: runId(32),
      createdAt: '2025-01-01T10:01:00.000Z',
      input: { args: ['Lyon'] },
      output: 'done',
    });
    const secondCall = makeRun({
      id: runId(33),
      name: 'chat gpt-4o',
      parentRunId: runId(32),
      traceId: runId(32),
      threadId: runId(30),
      createdAt: '2025-01-01T10:01:01.000Z',
      input: [
        { role: 'user', content: 'Do you ship to Lyon?' },
        { role: 'assistant', content: 'Yes.' },
        { role: 'user', content: 'How long does it take?' },
      ],
      output: [{ role: 'assistant', content: 'Two days.' }],
    });
    const messages = await conversationMessages(
      node(thread, [node(firstCall), node(workflow, [node(secondCall)])]),
    );
    expect(messages.map(([role]) => role)).toEqual([
      'user message',
      'assistant message',
      'user message',
      'assistant message',
    ]);
    expect(messages.map(([, text]) => text).join(' | ')).toMatch(
      /Do you ship to Lyon\?.*\| .*Yes\..*\| .*How long does it take\?.*\| .*Two days\./,
    );
    expect(screen.queryByText('This conversation has no messages yet.')).toBeNull();
  });

  it("shows the string messages of Lunary's legacy trackUserMessage and trackBotMessage", async () => {
    const thread = makeRun({
      id: runId(40),
      type: 'thread',
      name: null,
      input: 'Hi',
      output: null,
    });
    const message = makeRun({
      id: runId(41),
      type: 'chat',
      parentRunId: runId(40),
      input: 'Is my order on its way?',
      output: 'Yes, it ships today.',
    });
    const messages = await conversationMessages(node(thread, [node(message)]));
    expect(messages.map(([role]) => role)).toEqual(['user message', 'assistant message']);
    expect(messages[0]?.[1]).toContain('Is my order on its way?');
    expect(messages[1]?.[1]).toContain('Yes, it ships today.');
  });
  it('says when a trace is shown from a run whose parent has not arrived', async () => {
    const orphan = makeRun({
      id: runId(50),
      type: 'tool',
      name: 'search_docs',
      missingParentRunId: runId(49),
    });
    fakeApi({
      [`GET /v1/runs/${runId(50)}`]: { body: orphan },
      [`GET /v1/runs/${runId(50)}/tree`]: { body: node(orphan) },
    });
    renderRoutes(<RunViewer runId={runId(50)} memberRole="owner" />);
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain(runId(49));
    expect(note.textContent).toContain('has not arrived');
  });
  it('shows the spans a span is linked to, each opening its run', async () => {
    const linked = makeRun({
      id: runId(60),
      type: 'chain',
      name: 'grade-answers',
      metadata: {
        'otel.links': [
          {
            traceId: '0af7651916cd43dd8448eb211c80319c',
            spanId: 'b7ad6b7169203331',
            runId: runId(61),
            attributes: { 'link.reason': 'graded' },
          },
        ],
      },
    });
    fakeApi({
      [`GET /v1/runs/${runId(60)}`]: { body: linked },
      [`GET /v1/runs/${runId(60)}/tree`]: { body: node(linked) },
    });
    renderRoutes(<RunViewer runId={runId(60)} memberRole="owner" />);
    const links = await screen.findByRole('list', { name: 'Linked spans' });
    const link = within(links).getByRole('link', { name: 'span b7ad6b7169203331' });
    expect(link.getAttribute('href')).toBe(`/logs/${runId(61)}`);
    expect(links.textContent).toContain('link.reason: graded');
  });
});
