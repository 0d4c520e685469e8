import { formatDuration, formatUsd, type RunTreeNode } from '@lookout/domain';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CopyButton } from '../copy-button';
import { OutlineLevel, subLevel, useOutlineLevel } from './outline-level';
import { spanBarClasses } from './role-colors';
import { RunDetail, RunHeading } from './run-detail';
import { spanLink, spanParam } from './span-url';
import { TraceTotals } from './trace/trace-totals';
import { findNode, spanRows } from './trace/trace-tree';

/**
 * A trace: the span tree with a waterfall of when each span ran, and the detail of the span
 * the user picks (the root at first), headed one level below the trace's run. The picked span
 * is in the URL (`?span=`), so Back, reload and a shared link reopen it; it has its own Copy id
 * and Copy link.
 */
export function TraceView({ tree, initialSpanId }: { tree: RunTreeNode; initialSpanId?: string }) {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(spanParam) ?? initialSpanId ?? tree.id;
  // Picking spans replaces the history entry: Back leaves the trace rather than replaying clicks.
  const setSelectedId = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(spanParam, id);
        return next;
      },
      { replace: true },
    );
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const spanLevel = subLevel(useOutlineLevel());
  const rows = spanRows(tree, collapsed);
  const selected = findNode(tree, selectedId) ?? tree;
  const { children: _children, ...selectedRun } = selected;

  function toggle(id: string) {
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <div className="flex flex-col gap-4">
      {tree.missingParentRunId ? (
        <p role="note" className="rounded-md border border-border bg-muted px-3 py-2 text-sm">
          The parent of this run (
          <span className="font-mono text-xs">{tree.missingParentRunId}</span>) has not arrived, so
          it is shown as the root of its trace.
        </p>
      ) : null}
      <div
        role="tree"
        aria-label="Spans of the trace"
        className="flex flex-col overflow-hidden rounded-lg border border-border"
      >
        {rows.map((row) => {
          const isSelected = row.run.id === selected.id;
          return (
            <div
              key={row.run.id}
              role="treeitem"
              aria-selected={isSelected}
              aria-level={row.depth + 1}
              aria-expanded={row.hasChildren ? !collapsed.has(row.run.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              data-testid="span-row"
              onClick={() => setSelectedId(row.run.id)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  setSelectedId(row.run.id);
                }
                const index = rows.indexOf(row);
                const target =
                  event.key === 'ArrowDown'
                    ? rows[index + 1]
                    : event.key === 'ArrowUp'
                      ? rows[index - 1]
                      : undefined;
                if (target) {
                  event.preventDefault();
                  setSelectedId(target.run.id);
                  const next =
                    event.currentTarget.parentElement?.children[
                      index + (event.key === 'ArrowDown' ? 1 : -1)
                    ];
                  if (next instanceof HTMLElement) next.focus();
                }
              }}
              className={`grid cursor-pointer grid-cols-[minmax(0,1fr)_minmax(0,1fr)] items-center gap-3 border-b border-border px-2 py-1.5 text-sm outline-none last:border-b-0 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset ${isSelected ? 'bg-muted' : ''}`}
            >
              <div
                className="flex min-w-0 items-center gap-1.5"
                style={{ paddingLeft: row.depth * 16 }}
              >
                {row.hasChildren ? (
                  <button
                    type="button"
                    aria-label={collapsed.has(row.run.id) ? 'Expand' : 'Collapse'}
                    tabIndex={-1}
                    onClick={(event) => {
                      event.stopPropagation();
                      toggle(row.run.id);
                    }}
                    className="rounded-sm p-0.5 text-muted-foreground hover:bg-border"
                  >
                    {collapsed.has(row.run.id) ? (
                      <IconChevronRight className="size-3.5" aria-hidden />
                    ) : (
                      <IconChevronDown className="size-3.5" aria-hidden />
                    )}
                  </button>
                ) : (
                  <span className="w-4.5" />
                )}
                <span className="shrink-0 rounded bg-muted px-1 text-[10px] font-semibold text-muted-foreground uppercase">
                  {row.run.type}
                </span>
                <span className="truncate font-medium">{row.run.name ?? row.run.type}</span>
                {row.run.id === tree.id && tree.subtreeTotals ? (
                  <TraceTotals totals={tree.subtreeTotals} />
                ) : row.run.cost ? (
                  <span className="shrink-0 text-xs text-muted-foreground">
                    {formatUsd(row.run.cost)}
                  </span>
                ) : null}
              </div>
              <div className="relative h-5" aria-hidden>
                <div
                  data-testid="span-bar"
                  className={`absolute top-1 h-3 rounded-sm ${spanBarClasses(row.run.type, row.run.status === 'error')}`}
                  style={{ left: `${row.offsetPercent}%`, width: `${row.widthPercent}%` }}
                />
                <span
                  className="absolute top-0 text-[11px] text-muted-foreground"
                  style={
                    row.offsetPercent + row.widthPercent > 80
                      ? { right: `${100 - row.offsetPercent + 1}%` }
                      : { left: `calc(${row.offsetPercent + row.widthPercent}% + 4px)` }
                  }
                >
                  {durationLabel(
                    row.run.id === tree.id
                      ? (tree.subtreeTotals?.duration ?? row.run.duration)
                      : row.run.duration,
                  )}
                </span>
              </div>
            </div>
          );
        })}
      </div>
      <section
        aria-label="Selected span"
        className="flex flex-col gap-4 rounded-lg border border-border p-4"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <RunHeading run={selectedRun} level={spanLevel} />
          <div className="flex gap-2">
            <CopyButton value={selected.id} text="Copy span id" label="Copy span id" />
            <CopyButton
              value={spanLink(window.location.origin, tree.id, selected.id)}
              text="Copy span link"
              label="Copy span link"
            />
          </div>
        </div>
        <OutlineLevel level={spanLevel}>
          <RunDetail run={selectedRun} />
        </OutlineLevel>
      </section>
    </div>
  );
}

function durationLabel(duration: number | null): string {
  return duration === null ? '' : formatDuration(duration);
}
