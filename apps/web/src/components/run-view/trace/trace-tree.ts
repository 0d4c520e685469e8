import type { Run, RunTreeNode } from '@lookout/domain';

/** One line of the span tree: a run, how deep it sits, and where its bar goes. */
export interface SpanRow {
  run: Run;
  depth: number;
  /** Whether it has runs under it. */
  hasChildren: boolean;
  /** Left edge of its waterfall bar, in percent of the whole trace. */
  offsetPercent: number;
  /** Width of its bar, in percent of the whole trace (at least a sliver, so it shows). */
  widthPercent: number;
}

/** Narrowest bar, in percent, so instant spans stay visible. */
export const minBarPercent = 0.5;

/** When a run started, in epoch ms. */
export function runStart(run: Run): number {
  return new Date(run.createdAt).getTime();
}

/**
 * When a run ended, in epoch ms: its end time, else start plus duration, else its start
 * (a run still going is drawn as an instant).
 */
export function runEnd(run: Run): number {
  if (run.endedAt) return new Date(run.endedAt).getTime();
  return runStart(run) + (run.duration ?? 0);
}

function visit(
  node: RunTreeNode,
  depth: number,
  rows: Omit<SpanRow, 'offsetPercent' | 'widthPercent'>[],
  collapsed: ReadonlySet<string>,
) {
  const { children, ...run } = node;
  rows.push({ run, depth, hasChildren: children.length > 0 });
  if (collapsed.has(node.id)) return;
  const ordered = [...children].sort((a, b) => runStart(a) - runStart(b));
  for (const child of ordered) visit(child, depth + 1, rows, collapsed);
}

/** Every run of a tree, root first. */
export function allRuns(root: RunTreeNode): Run[] {
  const { children, ...run } = root;
  return [run, ...children.flatMap(allRuns)];
}

/**
 * The span tree as rows, depth first with children by start time, and each row's waterfall
 * bar. The timeline runs from the earliest start to the latest end of any span: SDK clocks
 * differ, so a child may start before or end after its parent, and nothing is assumed nested.
 * Children of `collapsed` runs are left out (but still count for the timeline).
 *
 * @example spanRows(tree)[0] // { run: root, depth: 0, offsetPercent: 0, widthPercent: 100, … }
 */
export function spanRows(root: RunTreeNode, collapsed: ReadonlySet<string> = new Set()): SpanRow[] {
  const runs = allRuns(root);
  const start = Math.min(...runs.map(runStart));
  const end = Math.max(...runs.map(runEnd));
  const total = end - start;
  const rows: Omit<SpanRow, 'offsetPercent' | 'widthPercent'>[] = [];
  visit(root, 0, rows, collapsed);
  return rows.map((row) => {
    if (total <= 0) return { ...row, offsetPercent: 0, widthPercent: 100 };
    const offsetPercent = ((runStart(row.run) - start) / total) * 100;
    const width = ((runEnd(row.run) - runStart(row.run)) / total) * 100;
    const widthPercent = Math.min(Math.max(width, minBarPercent), 100 - offsetPercent);
    return { ...row, offsetPercent, widthPercent: Math.max(widthPercent, minBarPercent) };
  });
}

/** The node with `id` in a tree, if any. */
export function findNode(root: RunTreeNode, id: string): RunTreeNode | undefined {
  if (root.id === id) return root;
  for (const child of root.children) {
    const found = findNode(child, id);
    if (found) return found;
  }
  return undefined;
}
