// Smoothness figures from requestAnimationFrame timestamps and long tasks.
import { percentile } from './stats.mjs';

/** One frame at 60 Hz, in ms. */
export const frameBudgetMs = 1000 / 60;

/**
 * A frame longer than this missed a 60 Hz vsync. Frame timestamps come coarsened to 0.1 ms
 * with jitter, so on-time frames measure 16.6–16.8 ms, and a late one at least 33.3 ms: any
 * cut in between counts the same frames.
 */
export const lateFrameMs = 17;

/**
 * Frame count, mean fps, p50/p95/max frame time, the share of frames that missed a 60 Hz
 * vsync (over 16.7 ms, see `lateFrameMs`) and of those over 50 ms, and the long tasks' count, total and longest, from the
 * timestamps of consecutive animation frames.
 *
 * @example frameSummary([0, 16.7, 33.4, 83.4], []).late // 1 / 3 (the 50 ms frame)
 */
export function frameSummary(frames, longTasks) {
  const intervals = frames.slice(1).map((time, index) => time - (frames[index] ?? time));
  const seconds = ((frames.at(-1) ?? 0) - (frames[0] ?? 0)) / 1000;
  const share = (limit) =>
    intervals.length ? intervals.filter((value) => value > limit).length / intervals.length : 0;
  const tasks = longTasks ?? [];
  return {
    frames: intervals.length,
    seconds,
    fps: seconds > 0 ? intervals.length / seconds : Number.NaN,
    p50: percentile(intervals, 50),
    p95: percentile(intervals, 95),
    max: intervals.length ? Math.max(...intervals) : Number.NaN,
    late: share(lateFrameMs),
    over50: share(50),
    longTasks: longTasks === undefined ? undefined : tasks.length,
    longTaskMs: tasks.reduce((sum, task) => sum + task.duration, 0),
    longestTask: tasks.length ? Math.max(...tasks.map((task) => task.duration)) : 0,
  };
}

/** A share as a percentage with one decimal. */
export const percent = (share) => `${(share * 100).toFixed(1)} %`;
