// Percentiles, process CPU time and a plain-text table.
import { readdirSync, readFileSync } from 'node:fs';

/** The p-th percentile (0–100) of numbers, nearest-rank. */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

/** p50, p95, p99 and max of a list of milliseconds. */
export function latencySummary(values) {
  return {
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    p99: percentile(values, 99),
    max: values.length ? Math.max(...values) : Number.NaN,
  };
}

/** Milliseconds with one decimal. */
export const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '–');

/** Prints rows (arrays of cells) under a header, columns aligned. */
export function printTable(header, rows) {
  const widths = header.map((cell, column) =>
    Math.max(String(cell).length, ...rows.map((row) => String(row[column] ?? '').length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) => String(cell ?? '').padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  console.info(line(header));
  console.info(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.info(line(row));
}

function processStat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

/** `pid` and all its descendants. */
export function processTree(pid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = processStat(entry);
    if (stat) parents.set(Number(entry), stat.ppid);
  }
  const tree = new Set([pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [child, parent] of parents) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  return [...tree];
}

/** CPU seconds (user + system) used so far by processes, 100 ticks a second. */
export function cpuSeconds(pids) {
  return pids.reduce((sum, pid) => sum + (processStat(pid)?.ticks ?? 0), 0) / 100;
}

/** The postmaster of a cluster directory, from its postmaster.pid. */
export function postmasterPid(dataDir) {
  try {
    return Number(readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
}
