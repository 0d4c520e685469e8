import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { gating } from '../../../testing/fixtures';
import { renderRoutes } from '../../../testing/render-app';
import { SidebarNav } from './sidebar-nav';

afterEach(cleanup);

/** Stands in for the saved views list the app puts in the Views section. */
function viewsSlot(label: string | null) {
  return (
    <section aria-label="Saved views">
      <h2>{label}</h2>
    </section>
  );
}

describe('SidebarNav', () => {
  it('shows the sections and entries the role may see, with the current one highlighted', () => {
    renderRoutes(<SidebarNav context={gating()} renderViewsSection={viewsSlot} />, {
      path: '/logs?type=trace',
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Explore', 'Improve', 'Evaluations', 'Views']);
    // The Views section is the app's slot, last, with the catalogue's label.
    const views = within(nav).getByRole('region', { name: 'Saved views' });
    expect(within(views).getByRole('heading', { name: 'Views' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Traces' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'LLM Logs' }).getAttribute('aria-current')).toBeNull();
    // Beta-only pages stay hidden for an org without the beta flag.
    expect(screen.queryByRole('link', { name: /Insights/ })).toBeNull();
    // Self-hosted without an evaluation licence: no datasets or checklists.
    expect(screen.queryByRole('link', { name: 'Datasets' })).toBeNull();
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

  it('shows an analytics viewer only the dashboards', () => {
    renderRoutes(<SidebarNav context={gating({ role: 'analytics' })} />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboards']);
  });

  it('keeps the time range of the open list when another list type is picked', () => {
    renderRoutes(<SidebarNav context={gating()} />, { path: '/logs?type=llm&range=1h' });
    expect(screen.getByRole('link', { name: 'Traces' }).getAttribute('href')).toBe(
      '/logs?type=trace&range=1h',
    );
    expect(screen.getByRole('link', { name: 'LLM Logs' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });
});
