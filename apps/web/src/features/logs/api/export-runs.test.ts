import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../../stores/project-store';
import { callsTo, fakeApi } from '../../../testing/fake-api';
import { downloadExport, exportTokenUrl } from './export-runs';

const projectId = '00000000-0000-4000-8000-000000000001';

beforeEach(() => useProjectStore.setState({ projectId }));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  useProjectStore.setState({ projectId: null });
});

describe('exports', () => {
  it('builds the token request from the type, filters, search and format of the view', () => {
    const url = new URL(
      exportTokenUrl(
        { type: 'trace', filters: 'OR&status=error&cost=gt.0%2E1', search: ' refund ' },
        'openai-jsonl',
      ),
      'http://lookout.test',
    );
    expect(url.pathname).toBe('/v1/runs/download');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      type: 'trace',
      filters: 'OR&status=error&cost=gt.0%2E1',
      search: 'refund',
      format: 'openai-jsonl',
      projectId,
    });
    const plain = new URL(
      exportTokenUrl({ type: 'llm', filters: '', search: '' }, 'csv'),
      'http://x',
    );
    expect(plain.searchParams.has('filters')).toBe(false);
    expect(plain.searchParams.has('search')).toBe(false);
    expect(plain.searchParams.has('viewId')).toBe(false);
    const fromView = new URL(
      exportTokenUrl({ type: 'llm', filters: 'status=error', search: '', viewId: 'v-1' }, 'csv'),
      'http://x',
    );
    expect(fromView.searchParams.get('viewId')).toBe('v-1');
  });

  it('gets a token, fetches the file without a header, counts its rows and saves it under its name', async () => {
    const csv = 'id,name\r\n1,"two\r\nlines"\r\n2,b\r\n';
    const calls = fakeApi({
      'GET /v1/runs/download': { body: { token: 'tok.en-1' } },
      'GET /v1/runs/download/tok.en-1': () =>
        new Response(csv, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="lookout-llm-2025-06-01.csv"',
          },
        }),
    });
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:http://lookout.test/export';
    });
    URL.revokeObjectURL = vi.fn();

    const result = await downloadExport(
      { type: 'llm', filters: 'status=error', search: '' },
      'csv',
      () => {},
    );
    const request = callsTo(calls, 'GET /v1/runs/download')[0];
    expect(request?.query.get('format')).toBe('csv');
    expect(request?.query.get('filters')).toBe('status=error');
    expect(callsTo(calls, 'GET /v1/runs/download/tok.en-1')[0]?.headers.has('authorization')).toBe(
      false,
    );
    expect(result).toEqual({
      rows: 2,
      bytes: new TextEncoder().encode(csv).byteLength,
      fileName: 'lookout-llm-2025-06-01.csv',
    });
    expect(saved).toEqual([
      { href: 'blob:http://lookout.test/export', download: 'lookout-llm-2025-06-01.csv' },
    ]);
    expect(await blobs[0]?.text()).toBe(csv);
  });

  it("says why when the file link is refused, in the server's words", async () => {
    fakeApi({
      'GET /v1/runs/download': { body: { token: 'old' } },
      'GET /v1/runs/download/old': {
        status: 410,
        body: { error: 'Link expired', message: 'Download links work for 5 minutes.' },
      },
    });
    await expect(
      downloadExport({ type: 'llm', filters: '', search: '' }, 'jsonl', () => {}),
    ).rejects.toThrow('Download links work for 5 minutes.');
  });
});
