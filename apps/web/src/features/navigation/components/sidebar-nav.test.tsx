import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../../stores/project-store';
import { fakeApi } from '../../../testing/fake-api';
import { gating } from '../../../testing/fixtures';
import { renderRoutes } from '../../../testing/render-app';
import { SidebarNav } from './sidebar-nav';

beforeEach(() => {
  useProjectStore.setState({ projectId: '00000000-0000-4000-8000-000000000001' });
  fakeApi({ 'GET /v1/views': { body: [] } });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useProjectStore.setState({ projectId: null });
});

describe('SidebarNav', () => {
  it('shows the sections and entries the role may see, with the current one highlighted', async () => {
    renderRoutes(<SidebarNav context={gating()} />, { path: '/logs?type=trace' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const heading of ['Explore', 'Improve', 'Evaluations', 'Views']) {
      expect(within(nav).getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Traces' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'LLM Logs' }).getAttribute('aria-current')).toBeNull();
    // Beta-only pages stay hidden for an org without the beta flag.
    expect(screen.queryByRole('link', { name: /Insights/ })).toBeNull();
    // Self-hosted without an evaluation licence: no datasets or checklists.
    expect(screen.queryByRole('link', { name: 'Datasets' })).toBeNull();
    expect(await screen.findByText('No saved views yet')).toBeTruthy();
  });

  it('labels beta-org pages Alpha and Beta and links datasets v2', () => {
    renderRoutes(
      <SidebarNav context={gating({ beta: true, edition: 'cloud', datasetV2Enabled: true })} />,
      { path: '/dashboards/42' },
    );
    expect(screen.getByRole('link', { name: 'Insights Alpha' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Experiments Beta' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Guardrails Alpha' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Datasets' }).getAttribute('href')).toBe(
      '/datasets/v2',
    );
    expect(screen.getByRole('link', { name: 'Dashboards' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('shows an analytics viewer only the dashboards, and no saved views', () => {
    renderRoutes(<SidebarNav context={gating({ role: 'analytics' })} />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboards']);
    expect(screen.queryByText('No saved views yet')).toBeNull();
  });
});
