import { afterEach, describe, expect, it } from 'vitest';
import { signOut } from '../../lib/sign-out';
import type { EndpointCall } from './run-history';
import { historyLimit, useRunHistoryStore } from './run-history-store';

const call = (id: number): EndpointCall => ({
  id,
  kind: 'run',
  endpointName: 'Bot',
  at: '2026-11-25T10:00:00.000Z',
  payload: { n: id },
  result: { ok: true },
  error: null,
  durationMs: 12,
});

afterEach(() => {
  useRunHistoryStore.getState().clear();
  sessionStorage.clear();
});

describe('useRunHistoryStore', () => {
  it('keeps each project’s calls newest first in session storage, up to the limit', () => {
    const { add } = useRunHistoryStore.getState();
    for (let id = 1; id <= historyLimit + 2; id += 1) add('p1', call(id));
    add('p2', call(100));
    const { byProject } = useRunHistoryStore.getState();
    expect(byProject.p1).toHaveLength(historyLimit);
    expect(byProject.p1?.[0]?.id).toBe(historyLimit + 2);
    expect(byProject.p2?.map((entry) => entry.id)).toEqual([100]);
    expect(sessionStorage.getItem('lookout-endpoint-history')).toContain('"id":100');
  });

  it('forgets everything on sign-out', () => {
    useRunHistoryStore.getState().add('p1', call(1));
    signOut();
    expect(useRunHistoryStore.getState().byProject).toEqual({});
  });
});
