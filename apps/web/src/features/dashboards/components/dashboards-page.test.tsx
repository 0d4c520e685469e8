import { type Dashboard, findCatalogueChart } from '@lookout/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '../../../lib/sign-out';
import { useDateRangeStore } from '../../../stores/date-range-store';
import { useProjectStore } from '../../../stores/project-store';
import { useUpgradeModalStore } from '../../../stores/upgrade-modal-store';
import { stubElementSize } from '../../../testing/element-size';
import { callsTo, type FakeAnswer, fakeApi } from '../../../testing/fake-api';
import { dashboard, gating, project } from '../../../testing/fixtures';
import { renderRoutes } from '../../../testing/render-app';
import type { ChartPanelProps } from '../charts/chart-panel';
import { DashboardsPage } from './dashboards-page';

// The chart kit draws and fetches the charts; here a panel shows what it was asked for and
// offers one pick, so these tests see what the page hands it whatever the kit draws.
vi.mock('../charts/chart-panel', () => ({
  ChartPanel: (props: ChartPanelProps) => {
    const id = props.source.kind === 'catalogue' ? props.source.chartId : props.source.chart.id;
    const title =
      props.source.kind === 'catalogue' ? findCatalogueChart(id)?.name : props.source.chart.name;
    return (
      <section aria-label={title}>
        <span>{`${id} · ${props.range.granularity} · ${props.range.timeZone}`}</span>
        <button type="button" onClick={() => props.onPick?.({ name: 'gpt-4o' })}>
          {`Pick ${id}`}
        </button>
      </section>
    );
  },
}));

const home = dashboard(1);
const sales = dashboard(2, { name: 'Sales' });
const theProject = { ...project(1), homeDashboardId: home.id };

function dashboardRoutes(dashboards: Dashboard[], extra: Record<string, FakeAnswer> = {}) {
  const one = Object.fromEntries(
    dashboards.map((item) => [`GET /v1/dashboards/${item.id}`, { body: item }]),
  );
  return fakeApi({
    'GET /v1/dashboards': { body: dashboards },
    'GET /v1/dashboards/charts/custom': { body: [] },
    ...one,
    ...extra,
  });
}

function renderPage(path = '/dashboards', context = gating()) {
  const page = <DashboardsPage project={theProject} context={context} />;
  return renderRoutes(
    [
      { path: '/dashboards', element: page },
      { path: '/dashboards/:dashboardId', element: page },
      { path: '/logs', element: <div data-testid="logs" /> },
    ],
    { path },
  );
}

function openMenu(name: string) {
  fireEvent.keyDown(screen.getByRole('button', { name }), { key: 'Enter' });
}

const switcher = (name: string) => `Dashboard: ${name}. Switch dashboard`;

let restoreSize: () => void;

beforeEach(() => {
  useProjectStore.setState({ projectId: theProject.id });
  restoreSize = stubElementSize();
});

afterEach(() => {
  cleanup();
  restoreSize();
  vi.unstubAllGlobals();
  useProjectStore.setState({ projectId: null });
  useUpgradeModalStore.setState({ open: false, highlight: null });
  useDateRangeStore.getState().reset();
  localStorage.clear();
});

describe('DashboardsPage', () => {
  it('opens the home dashboard and lists every dashboard, the home one marked', async () => {
    dashboardRoutes([home, sales]);
    const { router } = renderPage();
    expect(await screen.findByRole('region', { name: 'Costs' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Top Models' })).toBeTruthy();
    await waitFor(() => screen.getByRole('button', { name: switcher('Home') }));
    openMenu(switcher('Home'));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'HomeHome',
      'Sales',
      'Create Dashboard',
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sales' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboards/${sales.id}`));
    expect(await screen.findByRole('button', { name: switcher('Sales') })).toBeTruthy();
  });

  it('shows a rename at once and puts the old name back when the server refuses it', async () => {
    let refuse: (response: Response) => void = () => {};
    const calls = dashboardRoutes([home, sales], {
      [`PATCH /v1/dashboards/${sales.id}`]: () =>
        new Promise<Response>((resolve) => {
          refuse = resolve;
        }),
    });
    renderPage(`/dashboards/${sales.id}`);
    await screen.findByRole('button', { name: switcher('Sales') });
    openMenu('Dashboard actions');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename dashboard' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Revenue' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: switcher('Revenue') })).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, `PATCH /v1/dashboards/${sales.id}`)).toHaveLength(1));
    expect(callsTo(calls, `PATCH /v1/dashboards/${sales.id}`)[0]?.body).toEqual({
      name: 'Revenue',
    });
    refuse(Response.json({ error: 'Conflict', message: 'Nope' }, { status: 409 }));
    expect(await screen.findByRole('button', { name: switcher('Sales') })).toBeTruthy();
  });

  it('disables deleting the home dashboard and says why', async () => {
    dashboardRoutes([home, sales]);
    renderPage();
    await screen.findByRole('button', { name: switcher('Home') });
    openMenu('Dashboard actions');
    const remove = await screen.findByRole('menuitem', { name: /Delete/ });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    expect(remove.textContent).toContain('The home dashboard cannot be deleted');
  });

  it('deletes another dashboard after confirmation and goes home', async () => {
    const calls = dashboardRoutes([home, sales], {
      [`DELETE /v1/dashboards/${sales.id}`]: { status: 204 },
    });
    const { router } = renderPage(`/dashboards/${sales.id}`);
    await screen.findByRole('button', { name: switcher('Sales') });
    openMenu('Dashboard actions');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete dashboard' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboards'));
    expect(callsTo(calls, `DELETE /v1/dashboards/${sales.id}`)).toHaveLength(1);
  });

  it('makes a dashboard the home one', async () => {
    let current = sales;
    const calls = dashboardRoutes([home, sales], {
      [`GET /v1/dashboards/${sales.id}`]: () => Response.json(current),
      [`PATCH /v1/dashboards/${sales.id}`]: () => {
        current = { ...sales, isHome: true };
        return Response.json(current);
      },
    });
    renderPage(`/dashboards/${sales.id}`);
    await screen.findByRole('button', { name: switcher('Sales') });
    expect(screen.queryByLabelText('Home dashboard')).toBeNull();
    openMenu('Dashboard actions');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Set as home' }));
    expect(await screen.findByLabelText('Home dashboard')).toBeTruthy();
    expect(callsTo(calls, `PATCH /v1/dashboards/${sales.id}`)[0]?.body).toEqual({ isHome: true });
  });

  it('creates a dashboard and opens it', async () => {
    const created = dashboard(3, { name: 'New Dashboard' });
    const calls = dashboardRoutes([home], {
      'POST /v1/dashboards': { body: created },
    });
    const { router } = renderPage();
    await screen.findByRole('button', { name: switcher('Home') });
    openMenu(switcher('Home'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Create Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboards/${created.id}`));
    expect(await screen.findByRole('button', { name: switcher('New Dashboard') })).toBeTruthy();
    expect(callsTo(calls, 'POST /v1/dashboards')).toHaveLength(1);
  });

  it('offers the upgrade instead of creating on the cloud free plan', async () => {
    const calls = dashboardRoutes([home]);
    renderPage('/dashboards', gating({ edition: 'cloud', plan: 'free' }));
    await screen.findByRole('button', { name: switcher('Home') });
    openMenu(switcher('Home'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Create Dashboard' }));
    await waitFor(() => expect(useUpgradeModalStore.getState().open).toBe(true));
    expect(useUpgradeModalStore.getState().highlight).toBe('dashboards');
    expect(callsTo(calls, 'POST /v1/dashboards')).toHaveLength(0);
  });

  it('opens the upgrade when the server says the plan lacks dashboards', async () => {
    // The org was moved to free in another tab: the page still thought it could create.
    dashboardRoutes([home], {
      'POST /v1/dashboards': {
        status: 403,
        body: {
          error: 'Upgrade required',
          message:
            'Custom dashboards: not included in the Free plan. Upgrade to Team or Enterprise.',
          code: 'plan_required',
          feature: 'dashboards',
        },
      },
    });
    const { router } = renderPage('/dashboards', gating({ edition: 'cloud', plan: 'team' }));
    await screen.findByRole('button', { name: switcher('Home') });
    openMenu(switcher('Home'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Create Dashboard' }));
    await waitFor(() => expect(useUpgradeModalStore.getState().highlight).toBe('dashboards'));
    expect(useUpgradeModalStore.getState().open).toBe(true);
    expect(router.state.location.pathname).toBe('/dashboards');
  });

  it('lets viewers read only', async () => {
    dashboardRoutes([home, sales]);
    renderPage('/dashboards', gating({ role: 'viewer' }));
    expect(await screen.findByRole('region', { name: 'Costs' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dashboard actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add chart' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions for Costs' })).toBeNull();
    openMenu(switcher('Home'));
    await screen.findByRole('menuitem', { name: 'Sales' });
    expect(screen.queryByRole('menuitem', { name: 'Create Dashboard' })).toBeNull();
  });

  it('saves the layout once the keyboard moves pause', async () => {
    const calls = dashboardRoutes([home], {
      [`PATCH /v1/dashboards/${home.id}`]: (request) =>
        Response.json({ ...home, ...(request.body as object) }),
    });
    renderPage();
    await screen.findByRole('region', { name: 'Costs' });
    openMenu('Actions for Costs');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Taller' }));
    openMenu('Actions for Costs');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move right' }));
    await waitFor(() => expect(callsTo(calls, `PATCH /v1/dashboards/${home.id}`)).toHaveLength(1), {
      timeout: 3000,
    });
    expect(callsTo(calls, `PATCH /v1/dashboards/${home.id}`)[0]?.body).toEqual({
      charts: [
        { chartId: 'costs', x: 1, y: 0, w: 4, h: 5 },
        { chartId: 'models', x: 4, y: 5, w: 4, h: 4 },
      ],
    });
  });

  it('sends a waiting layout at once when the tab is hidden (reload, close)', async () => {
    const calls = dashboardRoutes([home], {
      [`PATCH /v1/dashboards/${home.id}`]: (request) =>
        Response.json({ ...home, ...(request.body as object) }),
    });
    renderPage();
    await screen.findByRole('region', { name: 'Costs' });
    openMenu('Actions for Costs');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Wider' }));
    expect(await screen.findByText('Saving layout…')).toBeTruthy();
    expect(callsTo(calls, `PATCH /v1/dashboards/${home.id}`)).toHaveLength(0);
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(callsTo(calls, `PATCH /v1/dashboards/${home.id}`)).toHaveLength(1));
    expect(callsTo(calls, `PATCH /v1/dashboards/${home.id}`)[0]?.body).toMatchObject({
      charts: [{ chartId: 'costs', w: 5 }, { chartId: 'models' }],
    });
    await waitFor(() => expect(screen.queryByText('Saving layout…')).toBeNull());
  });

  it('offers to add a chart on an empty dashboard, from the catalogue charts not placed', async () => {
    const empty = dashboard(2, { name: 'Empty', charts: [] });
    const calls = dashboardRoutes([home, empty], {
      [`PATCH /v1/dashboards/${empty.id}`]: (request) =>
        Response.json({ ...empty, ...(request.body as object) }),
    });
    renderPage(`/dashboards/${empty.id}`);
    expect(await screen.findByText('This dashboard has no charts yet')).toBeTruthy();
    const addButtons = screen.getAllByRole('button', { name: 'Add chart' });
    fireEvent.click(addButtons[addButtons.length - 1] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Add chart' });
    expect(within(dialog).getByRole('button', { name: 'New custom chart' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Errors' }));
    expect(await screen.findByRole('region', { name: 'Errors' })).toBeTruthy();
    await waitFor(
      () => expect(callsTo(calls, `PATCH /v1/dashboards/${empty.id}`)).toHaveLength(1),
      { timeout: 3000 },
    );
    expect(callsTo(calls, `PATCH /v1/dashboards/${empty.id}`)[0]?.body).toEqual({
      charts: [{ chartId: 'errors', x: 0, y: 0, w: 4, h: 4 }],
    });
  });

  it('says when a dashboard does not exist, and offers a retry when loading fails', async () => {
    let fail = true;
    dashboardRoutes([home], {
      [`GET /v1/dashboards/${home.id}`]: () =>
        fail
          ? Response.json({ error: 'Server error', message: 'Down' }, { status: 500 })
          : Response.json(home),
    });
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('region', { name: 'Costs' })).toBeTruthy();
    cleanup();

    renderPage('/dashboards/00000000-0000-4000-8000-000000000bad');
    expect(await screen.findByText('Dashboard not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the home dashboard' })).toBeTruthy();
  });

  it('remembers the picked range and forgets it on sign-out', async () => {
    dashboardRoutes([home]);
    renderPage();
    await screen.findByRole('region', { name: 'Costs' });
    fireEvent.click(screen.getByRole('button', { name: 'Date range: Last 30 days' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Last 7 days' }));
    expect(await screen.findByRole('button', { name: 'Date range: Last 7 days' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Hourly' }).hasAttribute('disabled')).toBe(false);
    fireEvent.change(screen.getByRole('combobox', { name: 'Time zone' }), {
      target: { value: 'Asia/Tokyo' },
    });
    expect(JSON.parse(localStorage.getItem('lookout-date-range') ?? '{}').state).toEqual({
      range: { preset: '7d' },
      granularity: null,
      timeZone: 'Asia/Tokyo',
    });
    cleanup();

    // A new visit opens on the remembered range.
    dashboardRoutes([home]);
    renderPage();
    expect(await screen.findByRole('button', { name: 'Date range: Last 7 days' })).toBeTruthy();
    cleanup();

    signOut();
    expect(localStorage.getItem('lookout-date-range')).toBeNull();
    dashboardRoutes([home]);
    renderPage();
    expect(await screen.findByRole('button', { name: 'Date range: Last 30 days' })).toBeTruthy();
  });

  it('offers hourly buckets only for ranges up to 31 days', async () => {
    dashboardRoutes([home]);
    renderPage();
    await screen.findByRole('region', { name: 'Costs' });
    fireEvent.click(screen.getByRole('radio', { name: 'Hourly' }));
    expect(await screen.findAllByText(/· hourly ·/)).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Date range: Last 30 days' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Last 12 months' }));
    expect(await screen.findAllByText(/· daily ·/)).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Hourly' }).hasAttribute('disabled')).toBe(true);
  });

  it('opens the logs of a picked chart point', async () => {
    dashboardRoutes([home]);
    const { router } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Pick models' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/logs'));
    const filters = new URLSearchParams(router.state.location.search).get('filters');
    expect(filters).toContain('models=gpt-4o');
    expect(new URLSearchParams(router.state.location.search).get('type')).toBe('llm');
  });
});
