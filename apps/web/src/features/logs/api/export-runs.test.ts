import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../../stores/project-store';
import { callsTo, fakeApi } from '../../../testing/fake-api';
import { exportTokenUrl, startExport } from './export-runs';

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

  it('gets a token, then follows the file link without needing a header', async () => {
    const calls = fakeApi({ 'GET /v1/runs/download': { body: { token: 'tok.en-1' } } });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    const fileUrl = await startExport({ type: 'llm', filters: 'status=error', search: '' }, 'csv');
    const request = callsTo(calls, 'GET /v1/runs/download')[0];
    expect(request?.query.get('format')).toBe('csv');
    expect(request?.query.get('filters')).toBe('status=error');
    expect(fileUrl).toBe('/v1/runs/download/tok.en-1');
    expect(clicked).toEqual(['/v1/runs/download/tok.en-1']);
  });
});
