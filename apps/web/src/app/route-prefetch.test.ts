import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installRoutePrefetch, prefetchRoute, prefetchWhenIdle } from './route-prefetch';

/** Routes like the app's: a lazy shell with lazy pages, one page already loaded. */
function appLikeRoutes() {
  const shell = vi.fn(async () => ({}));
  const logs = vi.fn(async () => ({}));
  const users = vi.fn(async () => ({}));
  const routes: RouteObject[] = [
    {
      path: '/',
      lazy: shell,
      children: [
        { path: 'logs', lazy: logs },
        { path: 'users', lazy: users },
        { path: 'team', element: null },
      ],
    },
  ];
  return { routes, shell, logs, users };
}

let uninstall: () => void = () => {};

afterEach(() => {
  uninstall();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('prefetchRoute', () => {
  it('loads the code of the layout and the page a path opens, once each', () => {
    const { routes, shell, logs, users } = appLikeRoutes();
    prefetchRoute(routes, '/logs');
    prefetchRoute(routes, '/logs');
    prefetchRoute(routes, '/users');
    expect(shell).toHaveBeenCalledTimes(1);
    expect(logs).toHaveBeenCalledTimes(1);
    expect(users).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a path no lazy route matches', () => {
    const { routes, logs, users } = appLikeRoutes();
    prefetchRoute(routes, '/team');
    prefetchRoute(routes, '/nowhere/at/all');
    expect(logs).not.toHaveBeenCalled();
    expect(users).not.toHaveBeenCalled();
  });

  it('tries again after a fetch that failed', async () => {
    const failing = vi.fn(async () => {
      throw new Error('offline');
    });
    const routes: RouteObject[] = [{ path: '/alerts', lazy: failing }];
    prefetchRoute(routes, '/alerts');
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    prefetchRoute(routes, '/alerts');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});

describe('installRoutePrefetch', () => {
  it('loads a page when a link to it is pointed at or focused, not for other sites', () => {
    const { routes, logs, users } = appLikeRoutes();
    uninstall = installRoutePrefetch(routes);
    document.body.innerHTML = `
      <a href="/logs?type=llm"><span>Logs</span></a>
      <a href="/users">Users</a>
      <a href="https://example.com/logs">Elsewhere</a>`;
    const [toLogs, toUsers, elsewhere] = [...document.querySelectorAll('a')];
    elsewhere?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(logs).not.toHaveBeenCalled();
    toLogs?.querySelector('span')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(logs).toHaveBeenCalledTimes(1);
    toUsers?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(users).toHaveBeenCalledTimes(1);
  });

  it('stops listening once removed', () => {
    const { routes, users } = appLikeRoutes();
    installRoutePrefetch(routes)();
    document.body.innerHTML = '<a href="/users">Users</a>';
    document.querySelector('a')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(users).not.toHaveBeenCalled();
  });
});

describe('prefetchWhenIdle', () => {
  it('loads the given pages when the browser is idle', () => {
    let idle: () => void = () => {};
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    const { routes, logs, users } = appLikeRoutes();
    uninstall = installRoutePrefetch(routes);
    prefetchWhenIdle(['/logs', '/users']);
    expect(logs).not.toHaveBeenCalled();
    idle();
    expect(logs).toHaveBeenCalledTimes(1);
    expect(users).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing ahead when the visitor saves data', () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    uninstall = installRoutePrefetch(appLikeRoutes().routes);
    prefetchWhenIdle(['/logs']);
    expect(idle).not.toHaveBeenCalled();
  });
});
