import { afterEach, describe, expect, it } from 'vitest';
import { projectStorageKey, useProjectStore } from './project-store';

const stored = (projectId: string) => JSON.stringify({ state: { projectId }, version: 0 });

afterEach(() => {
  useProjectStore.setState({ projectId: null });
  localStorage.clear();
  sessionStorage.clear();
});

describe('project store', () => {
  it('remembers the selected project in the session and in long-term storage', () => {
    useProjectStore.getState().setProjectId('p-1');
    expect(JSON.parse(sessionStorage.getItem(projectStorageKey) ?? '{}').state.projectId).toBe(
      'p-1',
    );
    expect(JSON.parse(localStorage.getItem(projectStorageKey) ?? '{}').state.projectId).toBe('p-1');
  });

  it('restores from the session first', async () => {
    sessionStorage.setItem(projectStorageKey, stored('from-session'));
    localStorage.setItem(projectStorageKey, stored('from-local'));
    await useProjectStore.persist.rehydrate();
    expect(useProjectStore.getState().projectId).toBe('from-session');
  });

  it('falls back to long-term storage in a new session', async () => {
    localStorage.setItem(projectStorageKey, stored('from-local'));
    await useProjectStore.persist.rehydrate();
    expect(useProjectStore.getState().projectId).toBe('from-local');
  });
});
