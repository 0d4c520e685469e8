import { describe, expect, it, vi } from 'vitest';
import { createLookoutClient } from './lookout-client.js';
import { ids, projectFixture, runFixture } from './testing/entity-fixtures.js';

const base = 'http://lookout.test';

function client(body: unknown, status = 200) {
  const fetch = vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), { status }),
  );
  const onNotify = vi.fn();
  const lookout = createLookoutClient({
    baseUrl: base,
    fetch,
    getToken: () => 'tok',
    getProjectId: () => ids.project,
    onNotify,
  });
  const sentUrl = () => String(fetch.mock.calls[0]?.[0]);
  return { lookout, fetch, onNotify, sentUrl };
}

describe('createLookoutClient', () => {
  it('lists projects through projects.list', async () => {
    const { lookout, sentUrl } = client([projectFixture]);
    await expect(lookout.projects.list()).resolves.toEqual([projectFixture]);
    expect(sentUrl()).toBe(`${base}/v1/projects`);
  });

  it('passes the arguments of a grouped call through', async () => {
    const { lookout, sentUrl } = client({ data: [runFixture], page: 1, limit: 30 });
    await lookout.runs.list({ type: 'thread', page: 1 });
    expect(sentUrl()).toBe(`${base}/v1/runs?type=thread&page=1&limit=30&projectId=${ids.project}`);
  });

  it('answers the server version through version.get and getVersion', async () => {
    const { lookout } = client({ version: '0.1.0', edition: 'cloud' });
    await expect(lookout.version.get()).resolves.toEqual({ version: '0.1.0', edition: 'cloud' });
    await expect(lookout.getVersion()).resolves.toEqual({ version: '0.1.0', edition: 'cloud' });
  });

  it('shows a failed call through onNotify', async () => {
    const { lookout, onNotify } = client({ error: 'Not found', message: 'No such view.' }, 404);
    await expect(lookout.views.get(ids.entity)).rejects.toThrow('No such view.');
    expect(onNotify).toHaveBeenCalledWith({
      title: 'Not found',
      message: 'No such view.',
      color: 'red',
    });
  });

  it("calls playground endpoints directly with the client's fetch", async () => {
    const { lookout, fetch } = client({ answer: 42 });
    const endpoint = { url: 'https://bot.example.com/run', auth: null };
    await expect(lookout.playgroundEndpoints.run(endpoint, { q: 1 })).resolves.toEqual({
      answer: 42,
    });
    expect(String(fetch.mock.calls[0]?.[0])).toBe('https://bot.example.com/run');
    const headers = new Headers(fetch.mock.calls[0]?.[1]?.headers);
    expect(headers.has('authorization')).toBe(false);
  });
});
