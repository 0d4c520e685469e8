// The tables bench/logs-page.mjs prints.
import { megabytes } from './browser.mjs';
import { lateFrameMs, percent } from './frame-stats.mjs';
import { latencySummary, ms, percentile, printTable } from './stats.mjs';

const count = (value) => (Number.isFinite(value) ? value.toLocaleString('en') : '–');

/** The first-page figures: time to the first painted row, milestones, response times. */
export function printLoads(cold, warm, targetMs) {
  const line = (label, results) => {
    const painted = latencySummary(results.map((result) => result.painted));
    return [
      label,
      results.length,
      ms(painted.p50),
      ms(painted.p95),
      ms(painted.max),
      `< ${targetMs} ms (p95): ${painted.p95 < targetMs ? 'met' : 'MISSED'}`,
    ];
  };
  printTable(
    ['navigation start → first row painted', 'loads', 'p50', 'p95', 'max', 'target'],
    [
      line('new tab, empty cache (new browser context)', cold),
      line('same tab again, cached assets', warm),
    ],
  );
  const p50 = (results, key) =>
    ms(
      percentile(
        results.map((result) => result[key]),
        50,
      ),
    );
  console.info('');
  printTable(
    ['milestone (ms from navigation start, p50)', 'new tab', 'same tab'],
    [
      ['HTML received', 'html'],
      ['app script loaded', 'script'],
      ['DOMContentLoaded', 'domContentLoaded'],
      ['GET /v1/runs sent', 'listSent'],
      ['GET /v1/runs answered', 'listAnswered'],
      ['first row in the DOM', 'firstRow'],
      ['first row painted', 'painted'],
      ['GET /v1/runs/count answered', 'countAnswered'],
    ].map(([label, key]) => [label, p50(cold, key), p50(warm, key)]),
  );
  console.info('');
  const times = (results, key) => {
    const summary = latencySummary(results.map((result) => result[key]));
    return [ms(summary.p50), ms(summary.p95), ms(summary.max)];
  };
  printTable(
    [
      'response time seen by the browser',
      'new tab p50',
      'p95',
      'max',
      'same tab p50',
      'p95',
      'max',
    ],
    [
      ['GET /v1/runs (first page, 30 rows)', ...times(cold, 'listMs'), ...times(warm, 'listMs')],
      ['GET /v1/runs/count', ...times(cold, 'countMs'), ...times(warm, 'countMs')],
    ],
  );
  const last = warm.at(-1);
  if (last) {
    console.info(
      '\nAPI requests of the last same-tab load (start → end, ms from navigation start):',
    );
    for (const entry of last.api)
      console.info(
        `  ${entry.start.toFixed(0).padStart(5)} → ${entry.end.toFixed(0).padStart(5)}  ${entry.path}${entry.query.length > 80 ? `${entry.query.slice(0, 80)}…` : entry.query}`,
      );
  }
}

/** How loading `targetRows` rows by scrolling went, and the heap and DOM it left. */
export function printLoading(loading, heaps, targetRows) {
  const p50 = (values) => ms(percentile(values, 50));
  printTable(
    ['loading rows by scrolling to the end', 'value'],
    [
      ['rows loaded (table aria-rowcount)', count(loading.tableRows)],
      ['rows in GET /v1/runs answers to this tab', count(loading.responseRows)],
      ['pages requested while scrolling', count(loading.pages)],
      [
        `time to reach ${count(targetRows)} rows`,
        `${loading.seconds.toFixed(1)} s (${Math.round(loading.rows / loading.seconds)} rows/s)${loading.stopped ? `, ${loading.stopped}` : ''}`,
      ],
      ['GET /v1/runs, first 10 pages (p50)', p50(loading.pageTimes.slice(0, 10))],
      ['GET /v1/runs, last 10 pages (p50)', p50(loading.pageTimes.slice(-10))],
      [
        'JS heap after GC: first page → loaded → after scrolling',
        heaps.map((heap) => megabytes(heap.heapUsed)).join(' → '),
      ],
      [
        'DOM nodes: first page → loaded → after scrolling',
        heaps.map((heap) => count(heap.domNodes)).join(' → '),
      ],
    ],
  );
}

/** Frame times, long tasks and main-thread time of each scrolling phase. */
export function printScrolling(phases, loadedRows) {
  printTable(
    [
      'scrolling',
      'frames',
      'fps',
      'p50',
      'p95',
      'max',
      '> 16.7 ms',
      '> 50 ms',
      'long tasks (total, longest)',
      'row elements',
      'target',
    ],
    phases.map(({ label, mode, summary: s, result }) => {
      const smooth = s.p95 < lateFrameMs && s.longTasks === 0;
      return [
        label,
        s.frames,
        s.fps.toFixed(1),
        ms(s.p50),
        ms(s.p95),
        ms(s.max),
        percent(s.late),
        percent(s.over50),
        s.longTasks === undefined
          ? 'not observable'
          : `${s.longTasks} (${ms(s.longTaskMs)}, ${ms(s.longestTask)})`,
        result.maxRows,
        mode === 'idle' ? 'control' : `p95 ≤ 16.7 ms, no long task: ${smooth ? 'met' : 'MISSED'}`,
      ];
    }),
  );
  console.info('');
  const perFrame = (value, frames) => ms(frames > 0 ? value / frames : Number.NaN);
  const share = (value, wall) => percent(wall > 0 ? value / wall : Number.NaN);
  printTable(
    [
      'main thread (CDP metrics)',
      'busy in tasks',
      'on a CPU',
      'CPU / frame',
      'script / frame',
      'style + layout / frame',
    ],
    phases.map(({ label, summary: s, mainThread: m }) => [
      label,
      share(m.task, m.at),
      share(m.cpu, m.at),
      perFrame(m.cpu, s.frames),
      perFrame(m.script, s.frames),
      perFrame(m.style + m.layout, s.frames),
    ]),
  );
  const fling = phases.find((phase) => phase.mode === 'fling')?.result;
  if (fling?.lastRowIndex !== undefined)
    console.info(
      `The fling scrolled ${count(Math.round(fling.travelledPx))} px to row ${count(fling.lastRowIndex - 1)}; the table held ${count(loadedRows)} rows before it and ${count(fling.loadedRows)} after (reaching the end loads the next page).`,
    );
  console.info(
    `Frame times are the gaps between requestAnimationFrame callbacks; "> 16.7 ms" counts frames that missed a 60 Hz vsync (over ${lateFrameMs} ms: timestamps are coarsened to 0.1 ms). "busy in tasks" and "on a CPU" are shares of the wall time: busy well above on-CPU means the page waited for a core (other processes); "CPU / frame" under 16.7 ms means the page's own work fits a 60 Hz frame on a free core. "row elements" is the most <tr>/role=row elements present at once, header and spacers included.`,
  );
}
