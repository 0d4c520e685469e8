import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../stores/project-store';
import { fakeApi } from '../../testing/fake-api';
import { makeRun, runId } from '../../testing/make-run';
import { renderRoutes } from '../../testing/render-app';
import { runPanelWidths, useRunPanelWidthStore } from './run-panel-width-store';
import { RunSidePanel } from './run-side-panel';

const projectId = '00000000-0000-4000-8000-000000000001';

function showPanel() {
  fakeApi({ [`GET /v1/runs/${runId(1)}`]: { body: makeRun({ id: runId(1), name: 'gpt-4o' }) } });
  const onClose = vi.fn();
  renderRoutes(<RunSidePanel runId={runId(1)} memberRole="owner" onClose={onClose} />);
  return {
    onClose,
    panel: screen.getByRole('complementary', { name: 'Run details' }),
    handle: screen.getByRole('separator', { name: 'Resize run details' }),
  };
}

function storedWidth(): unknown {
  return JSON.parse(localStorage.getItem('lookout-run-panel-width') ?? '{}').state?.width;
}

beforeEach(() => {
  useProjectStore.setState({ projectId });
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1280);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => useRunPanelWidthStore.setState({ width: runPanelWidths.initial }));
  useProjectStore.setState({ projectId: null });
  localStorage.clear();
});

describe('RunSidePanel', () => {
  it('is 760 px wide at most, never wider than the window less a margin', async () => {
    const { panel, handle } = showPanel();
    expect(panel.style.getPropertyValue('--run-panel-width')).toBe('760px');
    expect(panel.className).toContain('w-[min(var(--run-panel-width),calc(100vw-2rem))]');
    expect(handle.getAttribute('aria-valuenow')).toBe('760');
    expect(handle.getAttribute('aria-valuemin')).toBe('420');
    expect(handle.getAttribute('aria-valuemax')).toBe('1100');
    expect(await screen.findByRole('heading', { name: 'gpt-4o', level: 2 })).toBeTruthy();
  });

  it('resizes with the arrow keys on its edge, within 420 to 1100 px, and remembers it', () => {
    const { panel, handle } = showPanel();
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    expect(handle.getAttribute('aria-valuenow')).toBe('780');
    expect(panel.style.getPropertyValue('--run-panel-width')).toBe('780px');
    fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    expect(handle.getAttribute('aria-valuenow')).toBe('580');
    expect(storedWidth()).toBe(580);

    fireEvent.keyDown(handle, { key: 'End' });
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    expect(handle.getAttribute('aria-valuenow')).toBe('1100');
    fireEvent.keyDown(handle, { key: 'Home' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(handle.getAttribute('aria-valuenow')).toBe('420');
    expect(storedWidth()).toBe(420);
  });

  it('resizes from the width that shows in a narrow window', () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(800);
    act(() => useRunPanelWidthStore.setState({ width: 1100 }));
    const { handle } = showPanel();
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    // 800 − 32 px show; one step narrower is 748.
    expect(handle.getAttribute('aria-valuenow')).toBe('748');
  });

  it('follows the pointer dragging its edge, and a double click restores the width', () => {
    const { panel, handle } = showPanel();
    fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientX: 520 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 380 });
    expect(panel.style.getPropertyValue('--run-panel-width')).toBe('900px');
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 1100 });
    expect(handle.getAttribute('aria-valuenow')).toBe('420');
    fireEvent.pointerUp(handle, { pointerId: 1, clientX: 1100 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 200 });
    expect(handle.getAttribute('aria-valuenow')).toBe('420');
    expect(storedWidth()).toBe(420);

    fireEvent.doubleClick(handle);
    expect(handle.getAttribute('aria-valuenow')).toBe('760');
  });

  it('brings a stored width back within the limits', async () => {
    localStorage.setItem(
      'lookout-run-panel-width',
      JSON.stringify({ state: { width: 5000 }, version: 0 }),
    );
    await act(() => useRunPanelWidthStore.persist.rehydrate());
    expect(useRunPanelWidthStore.getState().width).toBe(1100);
    localStorage.setItem(
      'lookout-run-panel-width',
      JSON.stringify({ state: { width: 'wide' }, version: 0 }),
    );
    await act(() => useRunPanelWidthStore.persist.rehydrate());
    expect(useRunPanelWidthStore.getState().width).toBe(760);
  });

  it('closes with Escape', () => {
    const { onClose } = showPanel();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
