import { matchRoutes, type RouteObject } from 'react-router';

// Every page loads with its route (router.tsx). So that moving between pages stays instant, a
// page's code is fetched before it is opened: when a link to it is pointed at, touched or
// focused, and, once the browser is idle, for the pages the sidebar links to.

/** The app's routes, once `installRoutePrefetch` ran (main.tsx); none in tests that skip it. */
let appRoutes: RouteObject[] = [];

/** The lazy loaders already started: each runs once (the module cache keeps what it loaded). */
const started = new WeakSet<object>();

/**
 * Starts loading the code of every lazily loaded route `pathname` opens (its layout and page),
 * without waiting; a failed fetch is ignored here and shows when the page is opened.
 *
 * @example prefetchRoute(routes, '/logs')
 */
export function prefetchRoute(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const { lazy } = route;
    if (typeof lazy !== 'function' || started.has(lazy)) continue;
    started.add(lazy);
    lazy().catch(() => started.delete(lazy));
  }
}

/** The same-origin path an event's target links to, or null. */
function linkedPath(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) {
    return null;
  }
  return anchor.pathname;
}

/** Whether the visitor asked the browser to save data (no speculative fetches then). */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * Prefetches a page's code when a link to it is pointed at, touched or focused, and makes
 * `prefetchWhenIdle` work with `routes`. Returns a function that removes the listeners.
 */
export function installRoutePrefetch(routes: RouteObject[]): () => void {
  appRoutes = routes;
  const onIntent = (event: Event) => {
    const pathname = linkedPath(event.target);
    if (pathname) prefetchRoute(routes, pathname);
  };
  const events = ['pointerover', 'touchstart', 'focusin'] as const;
  for (const type of events) document.addEventListener(type, onIntent, { passive: true });
  return () => {
    appRoutes = [];
    for (const type of events) document.removeEventListener(type, onIntent);
  };
}

/**
 * Once the browser is idle, prefetches the code of the pages at `pathnames` (the sidebar's).
 * Returns a function that cancels it if it has not run yet.
 */
export function prefetchWhenIdle(pathnames: readonly string[]): () => void {
  if (appRoutes.length === 0 || savesData()) return () => {};
  const routes = appRoutes;
  const run = () => {
    for (const pathname of pathnames) prefetchRoute(routes, pathname);
  };
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 2_000);
  return () => window.clearTimeout(timer);
}
