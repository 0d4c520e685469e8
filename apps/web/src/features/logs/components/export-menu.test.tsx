import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../../lib/notifications';
import { useProjectStore } from '../../../stores/project-store';
import { useUpgradeModalStore } from '../../../stores/upgrade-modal-store';
import { fakeApi } from '../../../testing/fake-api';
import { renderRoutes, shownNotifications } from '../../../testing/render-app';
import type { ExportSelection } from '../api/export-runs';
import { ExportMenu, progressUpdateMs } from './export-menu';

const encode = (text: string) => new TextEncoder().encode(text);

/** Renders the menu for a view and picks `format` from it, as a user would. */
async function exportView(
  format: string,
  selection: ExportSelection = { type: 'llm', filters: '', search: '' },
  expectedRows = { count: 3, capped: false },
) {
  renderRoutes(<ExportMenu selection={selection} expectedRows={expectedRows} />);
  fireEvent.keyDown(screen.getByRole('button', { name: 'Export' }), { key: 'Enter' });
  fireEvent.click(await screen.findByRole('menuitem', { name: format }));
}

/** The links the page follows (downloads), recorded instead of followed. */
function followedLinks(): { href: string; download: string }[] {
  const followed: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    followed.push({ href: this.href, download: this.download });
  });
  return followed;
}

beforeEach(() => {
  useProjectStore.setState({ projectId: '00000000-0000-4000-8000-000000000001' });
  URL.createObjectURL = vi.fn(() => 'blob:http://lookout.test/export');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  notifications.clean();
  useProjectStore.setState({ projectId: null });
  useUpgradeModalStore.setState({ open: false, highlight: null });
});

describe('ExportMenu', () => {
  it('counts the rows while the file streams in, then saves it and says how many rows it holds', async () => {
    // The file arrives when the test says, like a large export streaming from the server.
    let file: ReadableStreamDefaultController<Uint8Array> | undefined;
    fakeApi({
      'GET /v1/runs/download': { body: { token: 'tok-1' } },
      'GET /v1/runs/download/tok-1': () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              file = controller;
            },
          }),
          {
            headers: {
              'content-type': 'application/x-ndjson',
              'content-disposition': 'attachment; filename="lookout-llm-2025-06-01.jsonl"',
            },
          },
        ),
    });
    const followed = followedLinks();
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);

    await exportView('JSONL');
    await waitFor(() => expect(file).toBeDefined());

    file?.enqueue(encode('{"id":"1"}\n{"id":"2"}\n{"id'));
    // Two whole lines; the third is still streaming in.
    await waitFor(() =>
      expect(shownNotifications()).toEqual(['Exporting JSONL — 2 rows so far (26 B)…']),
    );

    now += progressUpdateMs;
    file?.enqueue(encode('":"3"}\n'));
    await waitFor(() =>
      expect(shownNotifications()).toEqual(['Exporting JSONL — 3 rows so far (33 B)…']),
    );

    file?.close();
    await waitFor(() =>
      expect(shownNotifications()).toEqual([
        'Export ready — 3 rows saved to lookout-llm-2025-06-01.jsonl (33 B).',
      ]),
    );
    expect(followed.map((link) => link.download)).toEqual(['lookout-llm-2025-06-01.jsonl']);
  });

  it('shows why the file could not be fetched', async () => {
    fakeApi({
      'GET /v1/runs/download': { body: { token: 'tok-2' } },
      'GET /v1/runs/download/tok-2': {
        status: 410,
        body: { error: 'Link expired', message: 'Download links work for 5 minutes.' },
      },
    });
    await exportView('CSV');
    await waitFor(() =>
      expect(shownNotifications()).toEqual(['Export failed — Download links work for 5 minutes.']),
    );
  });

  it.each([
    ['in the page', { count: 3, capped: false }],
    ['by link', { count: 10_000, capped: true }],
  ])('offers the upgrade when the plan has no exports (%s)', async (_how, expectedRows) => {
    fakeApi({
      'GET /v1/runs/download': {
        status: 403,
        body: {
          error: 'Upgrade required',
          message:
            'CSV & JSONL exports: not included in the Free plan. Upgrade to Team or Enterprise.',
          code: 'plan_required',
          feature: 'exports',
        },
      },
    });
    const followed = followedLinks();
    await exportView('CSV', { type: 'llm', filters: '', search: '' }, expectedRows);
    await waitFor(() =>
      expect(useUpgradeModalStore.getState()).toMatchObject({ open: true, highlight: 'exports' }),
    );
    expect(followed).toHaveLength(0);
  });

  it('leaves a view too large for the page to the browser, which streams it to disk', async () => {
    const calls = fakeApi({ 'GET /v1/runs/download': { body: { token: 'tok-9' } } });
    const followed = followedLinks();
    await exportView(
      'CSV',
      { type: 'trace', filters: 'status=error', search: '' },
      { count: 10_000, capped: true },
    );

    await waitFor(() =>
      expect(shownNotifications()).toEqual([
        'Export started — Your browser is downloading the CSV file of this view.',
      ]),
    );
    expect(followed).toHaveLength(1);
    expect(followed[0]?.href).toMatch(/\/v1\/runs\/download\/tok-9$/);
    // Nothing was read into the page.
    expect(calls.filter((call) => call.path.endsWith('/download/tok-9'))).toHaveLength(0);
  });
});
