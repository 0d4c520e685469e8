import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../stores/project-store';
import { gating, org, project, user } from '../../testing/fixtures';
import { renderRoutes } from '../../testing/render-app';
import { fakeShellApi } from '../../testing/shell-api';
import { MobileTopBar } from './mobile-top-bar';
import { ShellContext, type ShellData } from './shell-context';

const shell: ShellData = {
  user,
  org,
  projects: [project(1)],
  project: project(1),
  context: gating(),
};

function renderTopBar() {
  return renderRoutes(
    <ShellContext.Provider value={shell}>
      <MobileTopBar shell={shell} />
    </ShellContext.Provider>,
    { path: '/logs?type=llm' },
  );
}

beforeEach(() => {
  useProjectStore.setState({ projectId: shell.project.id });
  fakeShellApi();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useProjectStore.setState({ projectId: null });
});

describe('MobileTopBar', () => {
  it('opens the sidebar as a drawer from the menu button and closes it with Escape', async () => {
    renderTopBar();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeTruthy();
    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Navigation' })).toBeNull());
  });

  it('closes the drawer when a link in it is followed', async () => {
    const { router } = renderTopBar();
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    fireEvent.click(within(drawer).getByRole('link', { name: 'Traces' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=trace'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Navigation' })).toBeNull());
  });
});
