// Code that runs inside the benchmarked page (Playwright serialises each
// function, so each is self-contained): when the first data row appeared,
// long tasks, resource timings, and frame times while scrolling a table.

/**
 * A data row of a table or grid, by ARIA role (explicit, or implicit for `tr`): a row that is
 * not hidden from assistive technology and holds cells, so neither the header row nor spacers.
 */
export const dataRowSelector =
  ':is(table, [role="table"], [role="grid"]) :is(tr, [role="row"]):not([aria-hidden="true"]):has(> :is(td, [role="cell"], [role="gridcell"]))';

/**
 * Init script (`page.addInitScript(installProbes, dataRowSelector)`): records on
 * `window.__lookoutBench` when the first data row entered the DOM and when the frame holding
 * it was painted (performance.now(), from navigation start), every long task, and helpers
 * that find the table and its scroll container.
 */
export function installProbes(rowSelector) {
  const state = { firstRow: undefined, painted: undefined, longTasks: [] };
  window.__lookoutBench = state;
  performance.setResourceTimingBufferSize(20_000);
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        state.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    state.longTasks = undefined; // not supported: reported as such
  }
  state.table = () =>
    document.querySelector(rowSelector)?.closest('table, [role="table"], [role="grid"]');
  state.scroller = () => {
    for (let node = state.table()?.parentElement; node && node !== document.body; ) {
      const { overflowY } = getComputedStyle(node);
      if (/auto|scroll/.test(overflowY) && node.scrollHeight > node.clientHeight) return node;
      node = node.parentElement;
    }
    return document.scrollingElement;
  };
  // Rows the table says it holds (aria-rowcount), less its header rows; undefined without it.
  state.loadedRows = () => {
    const table = state.table();
    const count = Number(table?.getAttribute('aria-rowcount'));
    if (!table || !Number.isFinite(count) || count <= 0) return undefined;
    const header = ':is(tr, [role="row"]):has(> :is(th, [role="columnheader"]))';
    return count - table.querySelectorAll(header).length;
  };
  const seen = () => {
    if (!document.querySelector(rowSelector)) return false;
    state.firstRow = performance.now();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        state.painted = performance.now();
      };
      channel.port2.postMessage(null);
    });
    return true;
  };
  const observer = new MutationObserver(() => {
    if (seen()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** Whether the frame with the first data row was painted and `path` (an API path) has answered. */
export function rowPaintedAnd(path) {
  const painted = window.__lookoutBench?.painted !== undefined;
  return (
    painted &&
    performance
      .getEntriesByType('resource')
      .some((entry) => new URL(entry.name).pathname === path && entry.responseEnd > 0)
  );
}

/** The milestones of this page load and its requests, in ms from navigation start. */
export function readLoad() {
  const state = window.__lookoutBench;
  const [navigation] = performance.getEntriesByType('navigation');
  const resources = performance.getEntriesByType('resource').map((entry) => {
    const url = new URL(entry.name);
    return {
      type: entry.initiatorType,
      path: url.pathname,
      query: url.search,
      start: entry.startTime,
      end: entry.responseEnd,
      duration: entry.duration,
    };
  });
  return {
    html: navigation?.responseEnd,
    domContentLoaded: navigation?.domContentLoadedEventEnd,
    firstRow: state.firstRow,
    painted: state.painted,
    resources,
  };
}

/** Scrolls the table's container to its end; returns its scroll height before. */
export function scrollToEnd() {
  const scroller = window.__lookoutBench.scroller();
  const height = scroller.scrollHeight;
  scroller.scrollTop = height;
  return height;
}

/** Whether the table's container grew past `height` (the next page was rendered). */
export function grewPast(height) {
  return window.__lookoutBench.scroller().scrollHeight > height;
}

/**
 * Drives the table's scroll container frame by frame for `durationMs` and returns every
 * requestAnimationFrame timestamp, the long tasks in that window and the most row elements
 * present at once. `mode`: `idle` (no scrolling, the control), `wheel` (`stepPx` a frame from
 * the top, turning at the ends) or `fling` (top to the end of the rows loaded now, easing out, then 250 ms at rest).
 */
export async function scrollFrames({ mode, durationMs, stepPx }) {
  const state = window.__lookoutBench;
  const scroller = state.scroller();
  const table = state.table();
  const rowElements = () => table.querySelectorAll('tr, [role="row"]').length;
  const maxScroll = () => scroller.scrollHeight - scroller.clientHeight;
  // The fling ends where the loaded rows end now, not below the page its arrival loads.
  const flingEnd = maxScroll();
  if (mode !== 'idle') scroller.scrollTop = 0;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const frames = [];
  let maxRows = 0;
  let direction = 1;
  const totalMs = mode === 'fling' ? durationMs + 250 : durationMs;
  const travelled = { from: scroller.scrollTop, to: scroller.scrollTop };
  await new Promise((resolve) => {
    const tick = (now) => {
      frames.push(now);
      maxRows = Math.max(maxRows, rowElements());
      const elapsed = now - (frames[0] ?? now);
      if (elapsed >= totalMs) return resolve();
      if (mode === 'wheel') {
        if (scroller.scrollTop >= maxScroll() - 1) direction = -1;
        else if (scroller.scrollTop <= 0) direction = 1;
        scroller.scrollBy(0, direction * stepPx);
      } else if (mode === 'fling') {
        const t = Math.min(1, elapsed / durationMs);
        scroller.scrollTop = flingEnd * (1 - (1 - t) ** 3);
      }
      travelled.to = Math.max(travelled.to, scroller.scrollTop);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const start = frames[0] ?? 0;
  const end = frames.at(-1) ?? 0;
  const longTasks = state.longTasks?.filter((task) => task.start >= start && task.start <= end);
  const rows = [...table.querySelectorAll('[aria-rowindex]')].map((row) =>
    Number(row.getAttribute('aria-rowindex')),
  );
  return {
    frames,
    longTasks,
    maxRows,
    travelledPx: travelled.to - travelled.from,
    loadedRows: state.loadedRows(),
    lastRowIndex: rows.length ? Math.max(...rows) : undefined,
  };
}
